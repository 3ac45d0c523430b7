import type { z } from 'zod';
import type { CentreDeviceSchema, CentreGroupSchema, CentreOperatorSchema, CentrePersonSchema } from '../../src/contract/index.ts';
import { storePersonRecords } from '../media/person-records.ts';
import type { Trx } from '../storage/database.ts';
import { insertOperator } from './operator-accounts.ts';

/* One row of the centre's setup each, matched by its key (centre-import.ts runs them in one transaction). */

export type Upserted = 'created' | 'updated';

const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);

export async function upsertGroup(trx: Trx, group: z.infer<typeof CentreGroupSchema>): Promise<Upserted> {
  const settings = { Forced: flag(group.Forced), UsingPlanningView: flag(group.UsingPlanningView) };
  const existing = await trx.selectFrom('respondent_groups').select('RespondentGroupId').where('Description', '=', group.Description).executeTakeFirst();
  if (existing) {
    const changes = Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));
    if (Object.keys(changes).length) await trx.updateTable('respondent_groups').set(changes).where('RespondentGroupId', '=', existing.RespondentGroupId).execute();
    return 'updated';
  }
  await trx.insertInto('respondent_groups').values({ Description: group.Description, Forced: settings.Forced ?? 0, UsingPlanningView: settings.UsingPlanningView ?? 0 }).execute();
  return 'created';
}

/**
 * An operator by user name: a new one gets the hashed password and starts in all his groups; an existing one keeps
 * his password and the groups he is in, gets the file's name, telephone, permissions and read-only mode, and may
 * join the groups the file adds.
 */
export async function upsertOperator(trx: Trx, operator: z.infer<typeof CentreOperatorSchema>, passwordHash: string | undefined, now: Date): Promise<Upserted | { missingGroup: string }> {
  const groups = operator.Groups.length ? await trx.selectFrom('respondent_groups').select(['RespondentGroupId', 'Description']).where('Description', 'in', operator.Groups).execute() : [];
  const missingGroup = operator.Groups.find((name) => !groups.some((g) => g.Description === name));
  if (missingGroup !== undefined) return { missingGroup };
  const username = operator.Username.toLowerCase();
  const fields = { Name: operator.Name, Telephone: operator.Telephone ?? '', Permissions: operator.Permissions.join(','), ReadOnly: operator.ReadOnly ? 1 : 0 };
  const existing = await trx.selectFrom('respondents').select('RespondentId').where('Username', '=', username).executeTakeFirst();
  if (existing) {
    await trx.updateTable('respondents').set(fields).where('RespondentId', '=', existing.RespondentId).execute();
    const allowed = await trx.selectFrom('respondent_group_access').select('RespondentGroupId').where('RespondentId', '=', existing.RespondentId).execute();
    const added = groups.filter((g) => !allowed.some((a) => a.RespondentGroupId === g.RespondentGroupId));
    if (added.length) await trx.insertInto('respondent_group_access').values(added.map((g) => ({ RespondentId: existing.RespondentId, RespondentGroupId: g.RespondentGroupId }))).execute();
    return 'updated';
  }
  if (passwordHash === undefined) throw new Error(`No password hash for the new operator ${username}`);
  const id = await insertOperator(
    trx,
    { username, name: operator.Name, telephone: fields.Telephone, passwordHash, permissions: operator.Permissions, readOnly: operator.ReadOnly ?? false, forceReset: operator.MustChangePassword ?? true },
    now,
  );
  if (groups.length) {
    const rows = groups.map((g) => ({ RespondentId: id, RespondentGroupId: g.RespondentGroupId }));
    await trx.insertInto('respondent_group_access').values(rows).execute();
    await trx.insertInto('group_members').values(rows).execute();
  }
  return 'created';
}

/** A person by ExternalId; the contacts, home address, links and measurements the file gives replace the stored ones. */
export async function upsertPerson(trx: Trx, person: z.infer<typeof CentrePersonSchema>): Promise<Upserted> {
  const fields = {
    Name: person.Name,
    LastName: person.LastName,
    NationalIdNumber: person.NationalIdNumber,
    TelephoneNumber: person.TelephoneNumber,
    Organization: person.Organization ?? '',
    ResponseCenterComment: person.ResponseCenterComment ?? '',
    TestUser: person.TestUser ? 1 : 0,
  };
  const existing = await trx.selectFrom('monitored_users').select('UserId').where('ExternalId', '=', person.ExternalId).executeTakeFirst();
  if (existing) await trx.updateTable('monitored_users').set(fields).where('UserId', '=', existing.UserId).execute();
  const userId =
    existing?.UserId ??
    (
      await trx
        .insertInto('monitored_users')
        .values({ ...fields, ExternalId: person.ExternalId, ExchangeTelephoneNumber: '', Color: '', PositioningEnabled: 0, SubscriptionActive: 1, Profile: '{}' })
        .returning('UserId')
        .executeTakeFirstOrThrow()
    ).UserId;
  if (person.Contacts) {
    await trx.deleteFrom('contacts').where('UserId', '=', userId).where('IsResource', '=', 0).execute();
    const contacts = person.Contacts.map((c, order) => ({
      UserId: userId,
      Name: c.Name,
      Relation: c.Relation ?? '',
      Telephone1: c.Telephone1,
      Telephone2: c.Telephone2 ?? '',
      Telephone3: c.Telephone3 ?? '',
      Email: c.Email ?? '',
      Address: c.Address ?? '',
      SortOrder: order,
      IsResource: 0,
      NearestRelative: c.NearestRelative ? 1 : 0,
      KeyHolder: c.KeyHolder ? 1 : 0,
    }));
    if (contacts.length) await trx.insertInto('contacts').values(contacts).execute();
  }
  if (person.HomeAddress) {
    await trx.deleteFrom('addresses').where('UserId', '=', userId).where('Type', '=', 'Home').execute();
    await trx.insertInto('addresses').values({ ...person.HomeAddress, UserId: userId, Type: 'Home' }).execute();
  }
  if (person.Links || person.Measurements) {
    await trx.deleteFrom('person_records').where('UserId', '=', userId).where('AlarmId', 'is', null).execute();
    await storePersonRecords(trx, userId, null, { Links: person.Links ?? [], Measurements: person.Measurements ?? [] });
  }
  return existing ? 'updated' : 'created';
}

/** A device by its person and TransmitterIdentifier; null when no person has the ExternalId. */
export async function upsertDevice(trx: Trx, device: z.infer<typeof CentreDeviceSchema>): Promise<Upserted | null> {
  const person = await trx.selectFrom('monitored_users').select('UserId').where('ExternalId', '=', device.PersonExternalId).executeTakeFirst();
  if (!person) return null;
  const fields = {
    ProductId: device.ProductId ?? 0,
    ProductName: device.ProductName,
    Model: device.Model ?? '',
    Manufacturer: device.Manufacturer ?? '',
    IsAlarmingTransmitter: device.IsAlarmingTransmitter === false ? 0 : 1,
  };
  const existing = await trx
    .selectFrom('transmitters')
    .select('TransmitterId')
    .where('UserId', '=', person.UserId)
    .where('TransmitterIdentifier', '=', device.TransmitterIdentifier)
    .executeTakeFirst();
  if (existing) {
    await trx.updateTable('transmitters').set(fields).where('TransmitterId', '=', existing.TransmitterId).execute();
    return 'updated';
  }
  await trx.insertInto('transmitters').values({ ...fields, UserId: person.UserId, TransmitterIdentifier: device.TransmitterIdentifier, ClientVersion: '', Comment: '' }).execute();
  return 'created';
}
