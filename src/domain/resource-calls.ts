/** Resources on an alarm and resource calls (calls §2, §3, §4, §8). */

export type ResourceIcon = 'none' | 'disabled' | 'active' | 'inactive';

/** No resource: no icon. Not logged in: disabled. Logged in and active: green; logged in, not active: black. */
export function resourceIcon(resource: { Resource?: unknown; LoggedIn?: boolean | null; Active?: boolean | null }): ResourceIcon {
  if (resource.Resource == null || resource.Resource === false || resource.Resource === '') return 'none';
  if (resource.LoggedIn !== true) return 'disabled';
  return resource.Active === true ? 'active' : 'inactive';
}

export type ResourcePopupFooter = readonly ('cancel' | 'recall' | 'update' | 'send')[];

/** With CalledAt: Cancel, Recall, Update; without: Cancel, Send; when the fetch failed: Cancel only. */
export function resourcePopupFooter(callData: { CalledAt?: string | null } | 'failed'): ResourcePopupFooter {
  if (callData === 'failed') return ['cancel'];
  return callData.CalledAt ? ['cancel', 'recall', 'update'] : ['cancel', 'send'];
}

export type ResourceCallResult = { kind: 'failed' } | { kind: 'none' } | { kind: 'one' } | { kind: 'many'; count: number };

/** The send result from the Successful count: failed, none called, one called or N called. */
export function resourceCallResult(successful: number | null | undefined, failed = false): ResourceCallResult {
  if (failed || successful == null) return { kind: 'failed' };
  if (successful <= 0) return { kind: 'none' };
  return successful === 1 ? { kind: 'one' } : { kind: 'many', count: successful };
}

/** The doronorway resources table shows only contacts with a negative ContactId. */
export function doronorwayResources<C extends { ContactId?: number | null }>(contacts: readonly C[]): C[] {
  return contacts.filter((contact) => (contact.ContactId ?? 0) < 0);
}
