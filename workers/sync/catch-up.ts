import type { SocketState } from './socket.ts';
import { catchUp } from './loaders.ts';
import { createPoller } from './poller.ts';
import type { UserContext } from './user-context.ts';

/**
 * A catch-up that failed when the socket opened (the server instance it reached died, a proxy restarting) is
 * repeated this often while the socket stays open, until one succeeds: pushes cover what changes from then on, the
 * changes of the gap come only from a catch-up.
 */
const CATCH_UP_RETRY_MS = 5_000;

/** The catch-up around the push socket (PUSH-08): once as it opens, repeated while open until one succeeds. */
export interface SocketCatchUp {
  /**
   * A resumed session with a socket catches up once, when the socket opens: a catch-up before it would be repeated
   * then, since whatever changed in between reaches no socket. Holds until that one catch-up has started.
   */
  awaitSocket(): void;
  /** The socket opened: catches up with `alongside` (what else it reloads); false starts the repeat. */
  opened(alongside: readonly (Promise<unknown> | undefined)[]): Promise<void>;
  /** A socket that is not open repeats nothing; one that closed online catches up now if the resume waited for it. */
  stateChanged(state: SocketState, online: boolean): void;
}

export function createSocketCatchUp(options: {
  ctx: UserContext;
  socketState(): SocketState;
  log(level: 'warn', text: string): void;
  signal: AbortSignal;
}): SocketCatchUp {
  const { ctx, signal } = options;
  let awaitsSocket = false;
  const once = () => {
    awaitsSocket = false;
    return catchUp(ctx);
  };

  const retry = createPoller(ctx.clock, [
    {
      name: 'catchUp',
      intervalMs: () => CATCH_UP_RETRY_MS,
      run: async () => {
        const caughtUp = await catchUp(ctx);
        if (caughtUp) retry.stop();
        return caughtUp;
      },
    },
  ]);
  signal.addEventListener('abort', () => retry.stop());

  return {
    awaitSocket() {
      awaitsSocket = true;
    },
    async opened(alongside) {
      const [caughtUp] = await Promise.all([once(), ...alongside]);
      if (!caughtUp && !signal.aborted && options.socketState() === 'open') {
        options.log('warn', 'catch-up failed as the socket opened: repeating it until it succeeds');
        retry.start();
      }
    },
    stateChanged(state, online) {
      if (state !== 'open') retry.stop();
      if (state === 'closed' && online && awaitsSocket && !signal.aborted) void once();
    },
  };
}
