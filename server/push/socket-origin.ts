/**
 * Whether a websocket upgrade may come from `origin` (the Origin header). Browsers always send it, so a socket
 * opened by script on another site carries that site's origin: allowed are the console's own origin (the request's
 * Host) and the configured extra origins. No Origin at all is a non-browser client (receivers, tools) and allowed;
 * the token or ticket still decides who it is.
 */
export function socketOriginAllowed(origin: string | undefined, host: string | undefined, extraOrigins: readonly string[]): boolean {
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.origin === 'null') return false;
  if (host !== undefined && parsed.host === host.toLowerCase()) return true;
  return extraOrigins.some((allowed) => allowed.toLowerCase() === parsed.origin);
}
