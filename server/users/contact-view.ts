import type { Selectable } from 'kysely';
import type { Contact, Resource } from '../../src/contract/index.ts';
import type { ContactTable } from '../storage/schema.ts';

/** A contact as the console shows it (calls §3): Order is its place in the calling order. */
export function toContact(c: Selectable<ContactTable>): Contact {
  return {
    ContactId: c.ContactId,
    Name: c.Name,
    Email: c.Email,
    Relation: c.Relation,
    Telephone1: c.Telephone1,
    Telephone2: c.Telephone2,
    Telephone3: c.Telephone3,
    Address: c.Address,
    Order: c.SortOrder,
    NearestRelative: c.NearestRelative === 1,
    KeyHolder: c.KeyHolder === 1,
  };
}

/**
 * A resource contact as the alarm page shows it (calls §3, §4): its ContactId is the `{resource}` of callresource,
 * unless it has no resource to call out (Resource null, no icon, RES-08); LoggedIn and Active pick the icon.
 */
export function toResource(c: Selectable<ContactTable>): Resource {
  return {
    ...toContact(c),
    Resource: c.ResourceLoggedIn === null ? null : c.ContactId,
    LoggedIn: c.ResourceLoggedIn === 1,
    Active: c.ResourceActive === 1,
    IsResource: true,
  };
}
