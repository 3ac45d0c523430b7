/** Enough rounds to undo any encoding a proxy or client might stack; the server's router decodes once. */
const MAX_DECODE_ROUNDS = 4;

/**
 * A URL path as guards must see it: percent-decoded until stable, case-folded (the server's routes are
 * case-insensitive), with `.`/`..` segments resolved and repeated slashes collapsed; a query is dropped. A path
 * that does not decode stays as far as it got. Comparing raw paths let `/%61pi/token` past the guards.
 */
export function normalisePath(url: string): string {
  let path = url.split('?')[0] ?? '';
  for (let round = 0; round < MAX_DECODE_ROUNDS && path.includes('%'); round++) {
    try {
      path = decodeURIComponent(path);
    } catch {
      break;
    }
  }
  const segments: string[] = [];
  for (const segment of path.toLowerCase().split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}${path.endsWith('/') && segments.length > 0 ? '/' : ''}`;
}

/** The server's API (normalised path): tokens and operator data live here. */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
