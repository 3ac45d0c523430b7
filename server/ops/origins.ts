/**
 * Configured origins (ARC_FRAME_ORIGINS, ARC_WS_ORIGINS) as `scheme://host[:port]`, so they compare equal to a
 * browser's Origin and fit a CSP source list. Anything but an http(s) origin stops the start: a typo must not
 * silently allow more (or less) than meant.
 */
export function normaliseOrigins(values: readonly string[], setting: string): string[] {
  return values.map((value) => {
    let url: URL;
    try {
      url = new URL(value.trim());
    } catch {
      throw new Error(`${setting}: not an origin: ${value}`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${setting}: not an http(s) origin: ${value}`);
    return url.origin;
  });
}
