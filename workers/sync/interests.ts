import type { Interest, InterestKind } from '../../src/sync-client/interest.ts';

/** Which tab watches what; a closed tab's interests go with it. */
export interface Interests {
  /** True when nobody watched it before (the caller loads it). */
  add(tabId: string, interest: Interest): boolean;
  remove(tabId: string, interest: Interest): void;
  forgetTab(tabId: string): void;
  ids(kind: InterestKind): ReadonlySet<number>;
}

const keyOf = (interest: Interest) => `${interest.kind}:${interest.id}`;

export function createInterests(): Interests {
  const byTab = new Map<string, Map<string, Interest>>();
  const ids = (kind: InterestKind) => {
    const found = new Set<number>();
    for (const interests of byTab.values()) for (const interest of interests.values()) if (interest.kind === kind) found.add(interest.id);
    return found;
  };
  return {
    add(tabId, interest) {
      const fresh = !ids(interest.kind).has(interest.id);
      const interests = byTab.get(tabId) ?? new Map<string, Interest>();
      interests.set(keyOf(interest), interest);
      byTab.set(tabId, interests);
      return fresh;
    },
    remove(tabId, interest) {
      byTab.get(tabId)?.delete(keyOf(interest));
    },
    forgetTab(tabId) {
      byTab.delete(tabId);
    },
    ids,
  };
}
