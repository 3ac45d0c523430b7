/**
 * Whether a request path names a source map (any spelling: case, percent-encoding, a query). The build keeps its
 * maps beside the scripts for the bench; the server never hands them out.
 */
export function isSourceMapPath(url: string): boolean {
  const path = (url.split('?')[0] ?? '').toLowerCase();
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // a malformed escape: judge the path as written
  }
  return decoded.endsWith('.map') || path.endsWith('.map');
}
