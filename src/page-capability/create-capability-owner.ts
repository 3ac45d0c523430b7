import { type CommandResult, EngineErrorCode, failure } from '../sync-client/failure.ts';
import { createCommandRelay } from './command-relay.ts';
import type { ArgsOf, CapabilityDefinition, CommandHandlers, CommandMap, ResultOf } from './define-capability.ts';
import type { CapabilityEffects } from './effects.ts';
import { type CapabilityMessage, readCapabilityMessage } from './messages.ts';

/** What a tab knows of a capability: whether it owns it, which tab does, and the owner's last published state. */
export interface CapabilitySnapshot<State> {
  isOwner: boolean;
  ownerTabId: string | null;
  state: State | undefined;
}

export interface CapabilityOwner<State, Commands extends CommandMap<Commands>> {
  snapshot(): CapabilitySnapshot<State>;
  /** This tab's state: published to every tab while this tab owns. Call it too when isBusy() changes. */
  publish(state: State): void;
  /** Whether this tab or any other taking part is visible (a hidden console alerts by other means). */
  anyVisible(): boolean;
  /** Runs a command in the owning tab (this one or another); never hangs. */
  send<K extends keyof Commands & string>(command: K, args: ArgsOf<Commands[K]>): Promise<CommandResult<ResultOf<Commands[K]>>>;
}

interface Peer {
  visible: boolean;
  focusClaim: number;
  candidate: boolean;
}

const HANDOVER_TIMEOUT_MS = 2_000;

/**
 * One tab per browser owns a capability that needs a page (alarm sound playback, the softphone), elected with a
 * Web Lock that every candidate tab queues for, so the next one takes over when the owner closes or dies.
 * Ownership follows visibility, as tldraw's cross-tab leader does: browsers throttle hidden tabs, so a hidden owner
 * that is not busy asks the visible candidate focused most recently to steal the lock from it; it keeps the lock
 * until then (a vanished target is dropped after a time-out), so some tab always owns. While `isBusy()` (a call in
 * progress) the owner never hands over; `publish` after the busy spell re-examines it. Every tab sees the owner's
 * state and may send it commands. Teardown: the one `signal`.
 */
export function createCapabilityOwner<State, Commands extends CommandMap<Commands>>(options: {
  capability: CapabilityDefinition<State, Commands>;
  effects: CapabilityEffects;
  /** Whether this tab may own the capability; a tab that only watches passes false. */
  candidate: boolean;
  initialState: State;
  handlers: CommandHandlers<Commands>;
  isBusy(): boolean;
  onChange(): void;
  signal: AbortSignal;
  commandTimeoutMs?: number;
  handoverTimeoutMs?: number;
}): CapabilityOwner<State, Commands> {
  const { capability, effects, signal } = options;
  const name = capability.name;
  const tabId = effects.randomId();
  const lockName = `arc-capability:${name}`;
  const channel = effects.openChannel(lockName);
  const peers = new Map<string, Peer>();
  let visible = effects.page.isVisible();
  let focusClaim = effects.page.hasFocus() ? 1 : 0;
  let ownState = options.initialState;
  let release: (() => void) | null = null;
  let waiting: AbortController | null = null;
  let handover: { toTabId: string; timer: ReturnType<typeof setTimeout> } | null = null;
  let seen: { ownerTabId: string | null; state: State | undefined } = { ownerTabId: null, state: undefined };

  const post = (message: CapabilityMessage) => channel.postMessage(message);
  const commands = createCommandRelay({ capability, handlers: options.handlers, tabId, post, randomId: effects.randomId, timeoutMs: options.commandTimeoutMs });
  const announce = () => post({ capability: name, kind: 'capability-presence', tabId, visible, focusClaim, candidate: options.candidate });
  const publishState = () => post({ capability: name, kind: 'capability-state', ownerTabId: tabId, state: ownState });

  /** Queues for the lock (or, asked to by the owner, takes it at once); the callback holds it until released. */
  function requestLock(steal: boolean): void {
    const controller = new AbortController();
    if (!steal) waiting = controller;
    let granted = false;
    effects.locks
      .request(lockName, steal ? { steal } : { signal: controller.signal }, () => {
        if (signal.aborted) return Promise.resolve();
        granted = true;
        if (waiting === controller) waiting = null;
        return new Promise<void>((resolve) => {
          release = () => {
            release = null;
            resolve();
          };
          becomeOwner();
        });
      })
      .catch(() => {
        // Aborted while waiting (teardown, or replaced by a steal): nothing held. Stolen while held: queue again.
        if (!granted || signal.aborted) return;
        release = null;
        loseOwnership();
        requestLock(false);
      });
  }

  function becomeOwner(): void {
    seen = { ownerTabId: tabId, state: undefined };
    publishState();
    options.onChange();
    reconsider();
  }

  function loseOwnership(): void {
    endHandover();
    seen = { ownerTabId: null, state: undefined };
    options.onChange();
    // The new owner's state may have come while this tab still held the lock: ask for it again.
    post({ capability: name, kind: 'capability-presence-request', tabId });
  }

  function endHandover(): void {
    if (handover) clearTimeout(handover.timer);
    handover = null;
  }

  /** A hidden owner, not busy, hands over to the visible candidate focused most recently. */
  function reconsider(): void {
    if (!release || handover || visible || options.isBusy()) return;
    const target = [...peers]
      .filter(([, peer]) => peer.visible && peer.candidate)
      .sort(([idA, a], [idB, b]) => b.focusClaim - a.focusClaim || (idA < idB ? -1 : 1))[0];
    if (!target) return;
    // The target steals the lock a channel round trip later: a call that starts in that moment moves with it.
    const toTabId = target[0];
    const timer = setTimeout(() => {
      peers.delete(toTabId); // it did not answer: gone without a word
      endHandover();
      reconsider();
    }, options.handoverTimeoutMs ?? HANDOVER_TIMEOUT_MS);
    handover = { toTabId, timer };
    post({ capability: name, kind: 'capability-handover', fromTabId: tabId, toTabId });
  }

  function onMessage(message: CapabilityMessage): void {
    switch (message.kind) {
      case 'capability-presence':
        peers.set(message.tabId, { visible: message.visible, focusClaim: message.focusClaim, candidate: message.candidate });
        reconsider();
        return;
      case 'capability-presence-request':
        announce();
        if (release) publishState();
        return;
      case 'capability-bye':
        peers.delete(message.tabId);
        if (handover?.toTabId === message.tabId) endHandover();
        commands.left(message.tabId);
        if (seen.ownerTabId === message.tabId) {
          seen = { ownerTabId: null, state: undefined };
          options.onChange();
        }
        reconsider();
        return;
      case 'capability-state': {
        const state = capability.state.safeParse(message.state);
        if (release || !state.success) return;
        seen = { ownerTabId: message.ownerTabId, state: state.data };
        options.onChange();
        return;
      }
      case 'capability-handover':
        if (message.toTabId !== tabId || release || !options.candidate) return;
        waiting?.abort();
        waiting = null;
        requestLock(true);
        return;
      case 'capability-command':
        if (release) commands.answer(message);
        return;
      case 'capability-result':
      case 'capability-failure':
        commands.receive(message);
        return;
    }
  }

  channel.onmessage = (event) => {
    const message = readCapabilityMessage(event.data, name);
    if (message && !signal.aborted) onMessage(message);
  };
  const unsubscribes = [
    effects.page.onVisibilityChange(() => {
      visible = effects.page.isVisible();
      announce();
      reconsider();
    }),
    effects.page.onFocus(() => {
      focusClaim = Math.max(focusClaim, ...[...peers.values()].map((peer) => peer.focusClaim)) + 1;
      announce();
    }),
  ];
  signal.addEventListener(
    'abort',
    () => {
      unsubscribes.forEach((unsubscribe) => unsubscribe());
      endHandover();
      commands.close();
      post({ capability: name, kind: 'capability-bye', tabId });
      channel.close();
      waiting?.abort();
      release?.();
    },
    { once: true },
  );

  announce();
  post({ capability: name, kind: 'capability-presence-request', tabId });
  if (options.candidate) requestLock(false);

  return {
    snapshot: () => ({ isOwner: release !== null, ownerTabId: seen.ownerTabId, state: release ? ownState : seen.state }),
    publish(state) {
      ownState = state;
      if (release) {
        publishState();
        options.onChange();
      }
      reconsider();
    },
    anyVisible: () => visible || [...peers.values()].some((peer) => peer.visible),
    send(command, args) {
      if (signal.aborted) return Promise.resolve(failure(EngineErrorCode.CLOSED));
      return release ? commands.runHere(command, args) : commands.send(command, args, seen.ownerTabId);
    },
  };
}

