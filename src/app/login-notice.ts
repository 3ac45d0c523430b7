import type { MessageRef } from '../login/login-error.ts';

/**
 * A message for the login page that survives the navigation (and the reload) that ends a session: why the user
 * was logged out (SESSION-16, SESSION-27).
 */
const KEY = 'arc-login-notice';

export function setLoginNotice(notice: MessageRef): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(notice));
  } catch {
    // storage unavailable: the login page shows no reason
  }
}

/** Reads without forgetting, so a double render (StrictMode) sees the same notice; clear it once shown. */
export function peekLoginNotice(): MessageRef | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<MessageRef>;
    return typeof value.key === 'string' ? { key: value.key, ...(value.values ? { values: value.values } : {}) } : null;
  } catch {
    return null;
  }
}

export function clearLoginNotice(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
