/** Which attached link the external-information widget shows (WIDGET-12, WIDGET-13). */

export interface AttachedLinkLike {
  LinkDescription?: string | null;
  LinkUrl: string;
}

/**
 * The last attached link with an address whose description (or address) matches the configured pattern
 * (case-insensitive), or the last one when no pattern is configured. An invalid pattern matches nothing rather than
 * crashing.
 */
export function externalInfoLink<L extends AttachedLinkLike>(links: readonly L[] | null | undefined, pattern: string | undefined): L | undefined {
  const withAddress = (links ?? []).filter((link) => link.LinkUrl.trim() !== '');
  if (!pattern) return withAddress[withAddress.length - 1];
  let test: RegExp;
  try {
    test = new RegExp(pattern, 'i');
  } catch {
    return undefined;
  }
  return withAddress.reverse().find((link) => test.test(link.LinkDescription ?? '') || test.test(link.LinkUrl));
}
