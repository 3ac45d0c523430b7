/**
 * Where logout leads (SESSION-23): a login that came through /cognitologin stores its query and referrer
 * (ROUTE-03), and logout returns there; otherwise the console's own login page.
 */
const KEY = 'arc-logout-target';

export interface CognitoEntry {
  query: string;
  referrer: string;
}

export function storeCognitoEntry(entry: CognitoEntry): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(entry));
  } catch {
    // storage unavailable: logout then goes to the console's login
  }
}

export function readCognitoEntry(): CognitoEntry | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<CognitoEntry>;
    return typeof value.referrer === 'string' && typeof value.query === 'string'
      ? { referrer: value.referrer, query: value.query }
      : null;
  } catch {
    return null;
  }
}

/**
 * The stored logout URL: the referrer of a /cognitologin entry, with its query, when it is an http(s) URL of a
 * trusted origin. Any page can link to /cognitologin, so an untrusted referrer would make the logout an open
 * redirect (a look-alike login page right after "you have been logged out").
 */
export function logoutUrl(trustedOrigins: readonly string[]): string | null {
  const entry = readCognitoEntry();
  if (!entry?.referrer) return null;
  try {
    const url = new URL(entry.referrer);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (!trustedOrigins.includes(url.origin)) return null;
    if (entry.query && !url.search) url.search = entry.query;
    return url.toString();
  } catch {
    return null;
  }
}
