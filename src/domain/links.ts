/** Attached links and the shared-user swap (core §3, §5, calls §5). */

export interface AttachedLinkLike {
  LinkDescription?: string | null;
  LinkUrl?: string | null;
}

/** External info uses the last attached link whose description matches the configured text pattern. */
export function externalInfoLink<L extends AttachedLinkLike>(links: readonly L[], pattern: RegExp | string): L | undefined {
  const test = typeof pattern === 'string' ? (text: string) => text.toLowerCase().includes(pattern.toLowerCase()) : (text: string) => pattern.test(text);
  for (let i = links.length - 1; i >= 0; i -= 1) {
    const link = links[i];
    if (link?.LinkUrl && test(link.LinkDescription ?? '')) return link;
  }
  return undefined;
}

export interface SwapCandidate {
  UserId: number;
  NationalIdNumber?: string | null;
  SubscriptionActive?: boolean | null;
}

/**
 * Swapping the user on a shared alarm works only if another user with an active subscription has exactly the same
 * national id number.
 */
export function swapTarget<U extends SwapCandidate>(users: readonly U[], current: SwapCandidate): U | undefined {
  const id = current.NationalIdNumber;
  if (!id) return undefined;
  return users.find((user) => user.UserId !== current.UserId && user.SubscriptionActive === true && user.NationalIdNumber === id);
}
