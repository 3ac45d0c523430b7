const LOGGED_IN_HINT_KEY = 'arc-logged-in';

/**
 * Whether someone was logged in when this browser's console last looked. It decides only what a start reads and
 * draws first (a logged-in start reads the session and the alarm list beside the chunks, and draws the list as it
 * was left; a login page draws first), never who is logged in: that is always read from the session directory.
 */
export function wasLoggedIn(): boolean {
  try {
    return localStorage.getItem(LOGGED_IN_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberLoggedIn(loggedIn: boolean): void {
  try {
    localStorage.setItem(LOGGED_IN_HINT_KEY, loggedIn ? '1' : '0');
  } catch {
    // No storage (private mode): every start draws the login page first.
  }
}
