import type { Contact, Resource } from '../contract/index.ts';
import { LIMITS } from '../contract/limits.ts';
import type { MessageKey } from '../contract/message-keys.ts';

/** The resource icon of a row (calls §4, RES-08..11): none without a resource, else by login and activity. */
export type ResourceIcon = 'none' | 'disabled' | 'green' | 'black';

export function resourceIcon(resource: Pick<Resource, 'Resource' | 'LoggedIn' | 'Active'>): ResourceIcon {
  if (resource.Resource === null || resource.Resource === undefined || resource.Resource === '') return 'none';
  if (!resource.LoggedIn) return 'disabled';
  return resource.Active ? 'green' : 'black';
}

/** The doronorway variant lists only the centre's own responders, the contacts with a negative ContactId (RES-05). */
export function resourcesForTemplate<T extends Pick<Contact, 'ContactId'>>(rows: readonly T[], templateType: string): T[] {
  return templateType.toLowerCase() === 'doronorway' ? rows.filter((row) => (row.ContactId ?? 0) < 0) : [...rows];
}

/**
 * What Send does with the typed message (RES-18, RES-19): send it, or nothing at all when it is empty and a
 * message is required (CALLRESOURCE_NO_MESSAGE false). Over 200 characters the field refuses more input.
 */
export function resourceMessageRule(message: string, noMessageAllowed: boolean): 'send' | 'ignore' | 'tooLong' {
  if (message.length > LIMITS.resourceMessage) return 'tooLong';
  if (message.trim() === '' && !noMessageAllowed) return 'ignore';
  return 'send';
}

/** The result of a send from the server's Successful count (RES-21). */
export function resourceCallResultKey(successful: number | null): { key: MessageKey; count: number } {
  if (successful === null) return { key: 'RESOURCE_CALL_FAILED', count: 0 };
  if (successful <= 0) return { key: 'RESOURCE_CALL_NONE_CALLED', count: 0 };
  if (successful === 1) return { key: 'RESOURCE_CALL_ONE_CALLED', count: 1 };
  return { key: 'RESOURCE_CALL_N_CALLED', count: successful };
}
