import type { CommandResult, EngineStatus } from '../../src/sync-client/engine-api.ts';
import type { EnginePort, TabMessage } from '../../src/sync-client/engine-port.ts';
import { type ChannelMessage, ENGINE_PORT_COMMANDS, parseChannelMessage } from './channel-messages.ts';
import type { EngineEffects } from './effects.ts';
import type { Engine } from './engine.ts';

/**
 * The fallback where SharedWorker does not exist: every tab runs this in its own dedicated worker. A Web Lock
 * elects one leader, which runs the engine; the others forward their tab's commands to it over BroadcastChannel
 * and relay status and events back. When the leader's tab closes its lock is released, the next waiting worker is
 * granted it at once and starts an engine, which takes the session and the waiting writes over from IndexedDB.
 * The tab sees one EnginePort whatever its worker's role.
 */

export interface ElectedPortOptions {
  effects: EngineEffects;
  /** The engine's worker name (build id and protocol): leaders of different builds never mix. */
  name: string;
  createEngine(effects: EngineEffects): Engine;
}

export interface ElectedPort {
  port: EnginePort;
  isLeader(): boolean;
  dispose(): Promise<void>;
}

type Resolve = (result: unknown) => void;

/** A call sent to a leader that died before answering: the tab hears this instead of waiting for its timeout. */
const LEADER_CHANGED: CommandResult<never> = { ok: false, code: 'ENGINE_RESTARTED', message: 'INTERNET_CONNECTION_ABORT' };

export function createElectedPort(options: ElectedPortOptions): ElectedPort {
  const { effects } = options;
  const id = effects.randomId();
  const channel = effects.openChannel(`${options.name}-leader`);
  const abort = new AbortController();
  const pending = new Map<number, Resolve>();
  const waitingForLeader: Extract<ChannelMessage, { kind: 'call' }>[] = [];
  const followers = new Map<string, EnginePort>();
  let engine: Engine | null = null;
  let localPort: EnginePort | null = null;
  let leaderId: string | null = null;
  let callSeq = 0;
  let tab: { tabLock: string; listener: (message: TabMessage) => void } | null = null;
  /**
   * What the tab told the engine and a new leader must hear again: its open alarm, its network state (a leader
   * that missed an offline report would send and poll into the void) and its storage answer.
   */
  const replayed = new Map<'openAlarm' | 'reportNetwork' | 'reportStoragePersisted', unknown[]>();

  const post = (message: ChannelMessage) => channel.postMessage(message);

  const invoke = (port: EnginePort, command: keyof EnginePort, args: unknown[]): Promise<unknown> =>
    (port[command] as (...a: unknown[]) => Promise<unknown>)(...args);

  function forward(command: keyof EnginePort, args: unknown[]): Promise<unknown> {
    if (localPort) return invoke(localPort, command, command === 'attach' && tab ? [tab.tabLock, tab.listener] : args);
    callSeq += 1;
    const message = { kind: 'call' as const, from: id, callId: callSeq, command, args };
    const result = new Promise((resolve) => pending.set(message.callId, resolve));
    if (leaderId) post(message);
    else waitingForLeader.push(message);
    return result;
  }

  /** Re-registers this tab with a new leader: its lock (so the leader sees it close), then what it had reported. */
  function reattach(): void {
    if (tab) void forward('attach', [tab.tabLock]).then((attached) => relayAttach(attached));
    for (const [command, args] of replayed) void forward(command, args);
  }

  function relayAttach(attached: unknown): void {
    const status = (attached as { status?: EngineStatus } | undefined)?.status;
    if (status && tab) tab.listener({ kind: 'status', status });
  }

  /** Calls already sent to a leader that is gone fail; calls still waiting for a leader are kept. */
  function failSentCalls(): void {
    const waiting = new Set(waitingForLeader.map((call) => call.callId));
    for (const [callId, resolve] of pending) {
      if (waiting.has(callId)) continue;
      resolve(LEADER_CHANGED);
      pending.delete(callId);
    }
  }

  async function serve(message: Extract<ChannelMessage, { kind: 'call' }>): Promise<void> {
    if (!engine) return;
    let port = followers.get(message.from);
    if (!port) {
      port = engine.connectTab();
      followers.set(message.from, port);
    }
    const args =
      message.command === 'attach'
        ? [message.args[0], (tabMessage: TabMessage) => post({ kind: 'tab', to: message.from, message: tabMessage })]
        : message.args;
    const result = await invoke(port, message.command, args).catch(() => LEADER_CHANGED);
    post({ kind: 'result', to: message.from, callId: message.callId, result: result as never });
  }

  channel.onmessage = (event) => {
    const message = parseChannelMessage(event.data);
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
        pending.get(message.callId)?.(message.result);
        pending.delete(message.callId);
        return;
      case 'tab':
        if (message.to === id) tab?.listener(message.message);
        return;
    }
  };

  void effects.locks
    .request(`${options.name}-leader`, { signal: abort.signal }, async () => {
      engine = options.createEngine(effects);
      localPort = engine.connectTab();
      leaderId = id;
      failSentCalls();
      const queued = waitingForLeader.splice(0);
      post({ kind: 'leader', leaderId: id });
      reattach();
      for (const call of queued) {
        const result = await forward(call.command, call.args);
        pending.get(call.callId)?.(result);
        pending.delete(call.callId);
      }
      // Lead until this worker ends (its tab closed) or is disposed.
      await new Promise((resolve) => abort.signal.addEventListener('abort', resolve));
    })
    .catch(() => undefined);
  post({ kind: 'hello', from: id });

  const port = Object.fromEntries(
    ENGINE_PORT_COMMANDS.map((command) => [
      command,
      (...args: unknown[]) => {
        if (command === 'attach') tab = { tabLock: args[0] as string, listener: args[1] as (m: TabMessage) => void };
        if (command === 'openAlarm' || command === 'reportNetwork' || command === 'reportStoragePersisted') replayed.set(command, args);
        return forward(command, command === 'attach' && !localPort ? [args[0]] : args);
      },
    ]),
  ) as unknown as EnginePort;

  return {
    port,
    isLeader: () => engine !== null,
    async dispose() {
      abort.abort();
      channel.close();
      await engine?.dispose();
    },
  };
}
