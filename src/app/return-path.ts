import { isDashboardPath } from '../contract/console-routes.ts';

/**
 * The path a logged-out visitor was heading for, kept for the tab's life (survives the reload a logout makes),
 * so a successful login returns there (ROUTE-21).
 */
const KEY = 'arc-return-to';

export function rememberReturnPath(path: string): void {
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // storage unavailable: the user lands on groups instead
  }
}

/** A logout the operator chose ends the visit: the next login starts on groups, not where the guard saw them leave. */
export function forgetReturnPath(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // storage unavailable: nothing was kept
  }
}

/** Reads and forgets the remembered path. Only dashboard paths are honoured, so a link cannot send us elsewhere. */
export function takeReturnPath(): string | null {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return path && isDashboardPath(path) ? path : null;
  } catch {
    return null;
  }
}
