/**
 * Configured origins (ARC_FRAME_ORIGINS, ARC_WS_ORIGINS, ARC_CSP_ORIGINS) as `scheme://host[:port]`, so they
 * compare equal to a browser's Origin and fit a CSP source list. Anything but an origin of the given schemes stops
 * the start: a typo must not silently allow more (or less) than meant.
 */
export function normaliseOrigins(values: readonly string[], setting: string, schemes: readonly string[] = ['https:', 'http:']): string[] {
  return values.map((value) => {
    let url: URL;
    try {
      url = new URL(value.trim());
    } catch {
      throw new Error(`${setting}: not an origin: ${value}`);
    }
    if (!schemes.includes(url.protocol)) throw new Error(`${setting}: not an origin of ${schemes.join(' ')}: ${value}`);
    return url.origin;
  });
}
