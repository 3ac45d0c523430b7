import { EngineErrorCode, failure } from '../../src/sync-client/failure.ts';
import { type AttachResult, type MessageOf, parseMessageOf, type TabMessage } from '../../src/sync-client/messages.ts';
import type { EngineEffects } from './effects.ts';
import type { Engine, EngineTab } from './engine.ts';
import { createReplay } from '../../src/sync-client/replay.ts';

/**
 * The fallback where SharedWorker does not exist: every tab runs this in its own dedicated worker. A Web Lock
 * elects one leader, which runs the engine; the others forward their tab's calls to it over BroadcastChannel (the
 * same messages as a tab's port, addressed with `from` and `to`) and relay status and events back. When the
 * leader's tab closes its lock is released, the next waiting worker is granted it at once and starts an engine,
 * which takes the session and the waiting writes over from IndexedDB. The tab sees one EngineTab whatever its
 * worker's role; the calls it forwards are whatever the leader's handler map has (nothing is listed here).
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

type Resolve = (result: unknown) => void;

/** A call sent to a leader that died before answering: the tab hears this instead of waiting for its timeout. */
const LEADER_CHANGED = failure(EngineErrorCode.ENGINE_RESTARTED, 'INTERNET_CONNECTION_ABORT');

const CHANNEL_KINDS = ['hello', 'leader', 'call', 'result', 'status', 'event', 'log'] as const;

export function createElectedTab(options: ElectedTabOptions): ElectedTab {
  const { effects } = options;
  const id = effects.randomId();
  const channel = effects.openChannel(`${options.name}-leader`);
  const signal = options.signal ?? new AbortController().signal;
  const pending = new Map<number, Resolve>();
  const waitingForLeader: MessageOf<'call'>[] = [];
  const followers = new Map<string, EngineTab>();
  const replay = createReplay();
  let engine: Engine | null = null;
  let localTab: EngineTab | null = null;
  let leaderId: string | null = null;
  let callSeq = 0;

  const post = (message: unknown) => channel.postMessage(message);

  function forward(name: string, args: unknown): Promise<unknown> {
    if (localTab) return localTab.dispatch(name, args);
    callSeq += 1;
    const message: MessageOf<'call'> = { kind: 'call', from: id, id: callSeq, name, args };
    const result = new Promise((resolve) => pending.set(message.id, resolve));
    if (leaderId) post(message);
    else waitingForLeader.push(message);
    return result;
  }

  /** Re-registers this tab with a new leader: its lock (so the leader sees it close), then what it had reported. */
  function reattach(): void {
    for (const call of replay.calls()) {
      void forward(call.name, call.args).then((answer) => {
        const status = call.name === 'attach' ? (answer as Partial<AttachResult>).status : undefined;
        if (status) options.post({ kind: 'status', status });
      });
    }
  }

  /** Calls already sent to a leader that is gone fail; calls still waiting for a leader are kept. */
  function failSentCalls(): void {
    const waiting = new Set(waitingForLeader.map((call) => call.id));
    for (const [callId, resolve] of pending) {
      if (waiting.has(callId)) continue;
      resolve(LEADER_CHANGED);
      pending.delete(callId);
    }
  }

  async function serve(message: MessageOf<'call'>): Promise<void> {
    if (!engine || !message.from) return;
    const from = message.from;
    let follower = followers.get(from);
    if (!follower) {
      follower = engine.connectTab((tabMessage) => post({ ...tabMessage, to: from }));
      followers.set(from, follower);
    }
    const result = await follower.dispatch(message.name, message.args).catch(() => LEADER_CHANGED);
    post({ kind: 'result', to: from, id: message.id, result });
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
        failSentCalls();
        for (const call of waitingForLeader.splice(0)) post(call);
        reattach();
        return;
      case 'call':
        void serve(message);
        return;
      case 'result':
        if (message.to !== id) return;
        pending.get(message.id)?.(message.result);
        pending.delete(message.id);
        return;
      default:
        // Status, events and logs addressed to this worker's tab (the address is harmless to the tab).
        if (message.to === id) options.post(message);
    }
  };

  void effects.locks
    .request(`${options.name}-leader`, { signal }, async () => {
      engine = options.createEngine(effects);
      localTab = engine.connectTab(options.post);
      leaderId = id;
      failSentCalls();
      const queued = waitingForLeader.splice(0);
      post({ kind: 'leader', leaderId: id });
      reattach();
      for (const call of queued) {
        const result = await forward(call.name, call.args);
        pending.get(call.id)?.(result);
        pending.delete(call.id);
      }
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
      return forward(name, args) as ReturnType<EngineTab['dispatch']>;
    },
  };
}
