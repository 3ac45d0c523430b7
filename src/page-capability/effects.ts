/**
 * The browser APIs a capability owner touches, behind tiny interfaces so its tests run with fakes
 * (./testing/fake-browser.ts) and pages with the real ones (./browser-effects.ts).
 */

/** navigator.locks.request for exclusive locks. With `steal` the current holder's request rejects with AbortError. */
export interface CapabilityLocks {
  request(name: string, options: { signal?: AbortSignal; ifAvailable?: boolean; steal?: boolean }, callback: () => Promise<void>): Promise<void>;
}

/** The part of BroadcastChannel the owner uses. */
export interface CapabilityChannel {
  postMessage(message: unknown): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  close(): void;
}

/** Whether the page is visible and focused, and when that changes. Each subscribe returns its unsubscribe. */
export interface PageSource {
  isVisible(): boolean;
  hasFocus(): boolean;
  onVisibilityChange(listener: () => void): () => void;
  onFocus(listener: () => void): () => void;
}

export interface CapabilityEffects {
  locks: CapabilityLocks;
  openChannel(name: string): CapabilityChannel;
  page: PageSource;
  randomId(): string;
}
