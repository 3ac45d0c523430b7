import { endpoints, type InboundPush, PASSWORD_CHANGED_CLOSE_REASON, parsePushMessage, wsPathWithQuery } from '../../src/contract/index.ts';
import type { SessionRow } from '../../src/db/rows.ts';
import type { EngineEffects } from './effects.ts';
import type { Http } from './http.ts';
import { createPushSocket, type PushSocket, type SocketState } from './socket.ts';

export interface UserSocketOptions {
  effects: EngineEffects;
  http: Http;
  session(): SessionRow;
  onPush(push: InboundPush): void;
  onState(state: SocketState): void;
  onOpen(): void;
  /** The server ended the login and said why (a password change): the session ends with that message. */
  onSessionEnded(message: 'PASSWORD_CHANGED'): void;
}

/** The logged-in user's push socket: pushes checked by the contract, a fresh credential before every connect. */
export function createUserSocket({ effects, http, session, onPush, onState, onOpen, onSessionEnded }: UserSocketOptions): PushSocket {
  /**
   * A one-use ticket before each connect, so the access token stays out of the socket URL (proxy and browser
   * logs). The existing backend has no tickets (404): its socket takes the token. Any other failure throws, and
   * the socket tries again later.
   */
  async function socketCredential(): Promise<{ ticket: string } | { token: string }> {
    const answer = await http.send(endpoints.socketTicket);
    if (answer.ok) return { ticket: answer.value.ticket };
    if (answer.status === 404) return { token: session().accessToken };
    throw new Error(`socket ticket: ${answer.status}`);
  }

  return createPushSocket<InboundPush>({
    clock: effects.clock,
    openSocket: effects.openSocket,
    url: async () => {
      const { deviceToken } = session();
      return `${effects.baseUrl.replace(/^http/, 'ws')}${wsPathWithQuery({ ...(await socketCredential()), ...(deviceToken ? { devicetoken: deviceToken } : {}) })}`;
    },
    parsePush: (message) => {
      const parsed = parsePushMessage(message);
      return parsed.ok ? parsed.value : null;
    },
    onPush,
    onState,
    onOpen,
    onClosedBy: (reason) => {
      if (reason === PASSWORD_CHANGED_CLOSE_REASON) onSessionEnded('PASSWORD_CHANGED');
    },
  });
}
