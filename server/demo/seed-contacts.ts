import type { Trx } from '../storage/database.ts';
import { createRandom, FIRST_NAMES, LAST_NAMES, RELATIONS } from './demo-people.ts';

/**
 * Responders every demo user has, one per state of the resource icon (calls §4): `loggedIn` null has no resource
 * to call out. Negative ContactIds are the centre's own responders, the only ones the doronorway template lists.
 */
const RESPONDERS = [
  { name: 'Home care team North', relation: 'Home care', loggedIn: null, active: 1, own: false },
  { name: 'Night patrol 7', relation: 'Guard', loggedIn: 0, active: 1, own: false },
  { name: 'Guard unit 12', relation: 'Guard', loggedIn: 1, active: 0, own: false },
  { name: 'Doro responder Oslo', relation: 'Responder', loggedIn: 1, active: 1, own: true },
  { name: 'Doro responder Bergen', relation: 'Responder', loggedIn: 0, active: 1, own: true },
] as const;

/** Contacts per user besides the two seed.ts writes: the first user has 12 in all (the table pages), the others 2-7. */
const extraContacts = (index: number) => (index === 0 ? 10 : index % 6);

/** Demo contacts and responders: 2-12 contacts per user and resources in every LoggedIn/Active state. */
export async function seedContacts(trx: Trx, userIds: readonly number[]): Promise<void> {
  const random = createRandom(1414);
  // seed.ts gives each user one resource: the one a demo responder answers, logged in and active.
  if (userIds.length) await trx.updateTable('contacts').set({ ResourceLoggedIn: 1, ResourceActive: 1 }).where('IsResource', '=', 1).where('UserId', 'in', userIds).execute();
  for (const [index, userId] of userIds.entries()) {
    const contacts = Array.from({ length: extraContacts(index) }, (_, n) => ({
      UserId: userId,
      Name: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
      Email: n % 2 === 0 ? `contact${userId}-${n}@example.se` : '',
      Relation: random.pick(RELATIONS),
      Telephone1: `+4676${String(4000000 + userId * 100 + n).padStart(7, '0')}`,
      Telephone2: n % 3 === 0 ? `+4687${String(100000 + userId * 100 + n).padStart(6, '0')}` : '',
      Telephone3: '',
      Address: `Parkvägen ${n + 1}, Stockholm`,
      SortOrder: 10 + n,
      IsResource: 0,
      ResourceLoggedIn: null,
      ResourceActive: 1,
    }));
    const responders = RESPONDERS.map((r, n) => ({
      UserId: userId,
      Name: r.name,
      Email: '',
      Relation: r.relation,
      Telephone1: `+4677${String(5000000 + userId * 10 + n).padStart(7, '0')}`,
      Telephone2: '',
      Telephone3: '',
      Address: '',
      SortOrder: 30 + n,
      IsResource: 1,
      ResourceLoggedIn: r.loggedIn,
      ResourceActive: r.active,
    }));
    // Rows of one insert share their columns: the own responders, with their chosen ContactIds, go in their own.
    const own = RESPONDERS.flatMap((r, n) => (r.own ? [{ ...responders[n]!, ContactId: -(userId * 10 + n) }] : []));
    await trx.insertInto('contacts').values([...contacts, ...responders.filter((_, n) => !RESPONDERS[n]!.own)]).execute();
    await trx.insertInto('contacts').values(own).execute();
  }
}
