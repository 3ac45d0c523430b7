import { wrap, expose } from 'comlink';
import { type AnyCommandResult, type CommandResult, EngineErrorCode, failure } from '../../src/sync-client/failure.ts';
import { parseMessageOf, type TabMessage } from '../../src/sync-client/messages.ts';
import { createReplay } from '../../src/sync-client/replay.ts';
import type { AttachResult } from '../../src/sync-client/engine-types.ts';
import { type ChannelEndpoint, channelEndpoint } from './channel-endpoint.ts';
import type { EngineEffects } from './effects.ts';
import type { Engine, EngineTab } from './engine.ts';
import { commandObject } from './serve-port.ts';

/**
 * The fallback where SharedWorker does not exist: every tab runs this in its own dedicated worker. A Web Lock
 * elects one leader, which runs the engine; the others reach it with Comlink over BroadcastChannel (each Comlink
 * message in an `rpc` envelope addressed `from` and `to`) and relay status and events back. When the leader's tab
 * closes its lock is released, the next waiting worker is granted it at once and starts an engine, which takes the
 * session and the waiting writes over from IndexedDB. The tab sees one EngineTab whatever its worker's role; the
 * calls it forwards are whatever the leader's handler map has (nothing is listed here).
 */

export interface ElectedTabOptions {
  effects: EngineEffects;
  /** The engine's worker name (build id and protocol): leaders of different builds never mix. */
  name: string;
  createEngine(effects: EngineEffects): Engine;
  /** Status, events and logs for this worker's tab. */
  post(message: TabMessage): void;
  /** Ends leading (the worker's tab closed, or a test tears down). */
  signal?: AbortSignal;
}

export interface ElectedTab extends EngineTab {
  isLeader(): boolean;
}

/** Where this worker's calls go: its own engine when it leads, else the leader over Comlink. */
type Route = (name: string, args: unknown) => Promise<AnyCommandResult>;
type RemoteCommands = Record<string, (args: unknown) => Promise<AnyCommandResult>>;

/** A call sent to a leader that died before answering: the tab hears this instead of waiting for its timeout. */
const LEADER_CHANGED = failure(EngineErrorCode.ENGINE_RESTARTED, 'INTERNET_CONNECTION_ABORT');

const CHANNEL_KINDS = ['hello', 'leader', 'rpc', 'status', 'event', 'log', 'db-change'] as const;

export function createElectedTab(options: ElectedTabOptions): ElectedTab {
  const { effects } = options;
  const id = effects.randomId();
  const channel = effects.openChannel(`${options.name}-leader`);
  const signal = options.signal ?? new AbortController().signal;
  /** Comlink endpoints by peer: the followers this worker serves as leader, or the leader it follows. */
  const peers = new Map<string, ChannelEndpoint>();
  const replay = createReplay();
  let engine: Engine | null = null;
  let leaderId: string | null = null;
  let route: Route | null = null;
  const waitingForLeader: ((route: Route) => void)[] = [];
  let leaderGone = () => {};

  const post = (message: unknown) => channel.postMessage(message);

  function forward(name: string, args: unknown): Promise<AnyCommandResult> {
    if (route) return route(name, args);
    return new Promise<Route>((resolve) => waitingForLeader.push(resolve)).then((next) => next(name, args));
  }

  function follow(next: Route): void {
    route = next;
    for (const resolve of waitingForLeader.splice(0)) resolve(next);
  }

  /** Calls to `leader` go over Comlink; those still unanswered when it is replaced answer LEADER_CHANGED. */
  function remoteRoute(leader: string): Route {
    const endpoint = channelEndpoint(post, id, leader);
    peers.set(leader, endpoint);
    const remote = wrap<RemoteCommands>(endpoint);
    const gone = new Promise<CommandResult<never>>((resolve) => {
      leaderGone = () => {
        endpoint.close();
        peers.delete(leader);
        resolve(LEADER_CHANGED);
      };
    });
    return (name, args) => Promise.race([remote[name]!(args).catch(() => LEADER_CHANGED), gone]);
  }

  /** Re-registers this tab with a new leader: its lock (so the leader sees it close), then what it had reported. */
  function reattach(): void {
    for (const call of replay.calls()) {
      void forward(call.name, call.args).then((answer) => {
        if (call.name === 'attach' && answer.ok && !answer.queued) options.post({ kind: 'status', status: (answer.value as AttachResult).status });
      });
    }
  }

  /** The leader's side of a follower: its own side of the engine, exposed over an endpoint addressed to it. */
  function serveFollower(from: string): ChannelEndpoint | undefined {
    if (!engine) return undefined;
    const endpoint = channelEndpoint(post, id, from);
    peers.set(from, endpoint);
    expose(commandObject(engine.connectTab((tabMessage) => post({ ...tabMessage, to: from }))), endpoint);
    return endpoint;
  }

  channel.onmessage = (event) => {
    const message = parseMessageOf(event.data, CHANNEL_KINDS);
    if (!message) return;
    switch (message.kind) {
      case 'hello':
        if (engine) post({ kind: 'leader', leaderId: id });
        return;
      case 'leader':
        if (message.leaderId === id || message.leaderId === leaderId) return;
        leaderId = message.leaderId;
        leaderGone();
        follow(remoteRoute(message.leaderId));
        reattach();
        return;
      case 'rpc':
        if (message.to === id) (peers.get(message.from) ?? serveFollower(message.from))?.deliver(message.data);
        return;
      default:
        // Status, events, logs and memory changes addressed to this worker's tab (the address is harmless to the tab).
        if (message.to === id) options.post(message);
    }
  };

  void effects.locks
    .request(`${options.name}-leader`, { signal }, async () => {
      const started = options.createEngine(effects);
      engine = started;
      const localTab = started.connectTab(options.post);
      leaderId = id;
      leaderGone();
      post({ kind: 'leader', leaderId: id });
      follow((name, args) => localTab.dispatch(name, args));
      reattach();
      // Lead until this worker ends (its tab closed) or is aborted.
      await new Promise((resolve) => signal.addEventListener('abort', resolve));
    })
    .catch(() => undefined);
  post({ kind: 'hello', from: id });
  signal.addEventListener('abort', () => {
    channel.close();
    void engine?.dispose();
  });

  return {
    isLeader: () => engine !== null,
    dispatch(name, args) {
      replay.note(name, args);
      return forward(name, args);
    },
  };
}
