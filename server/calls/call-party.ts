import type { Db } from '../storage/database.ts';
import type { Trx } from '../storage/alarm-store.ts';

/**
 * How a call line names the far end (qa-handling P2-4): "Erik Persson (+46702000222)" when the number is the alarm's
 * person's or one of the person's contacts', else the number alone. Resolved against this alarm only, so a number
 * shared by people of other alarms never names the wrong one.
 */
export async function callParty(db: Db | Trx, alarmId: number, number: string): Promise<string> {
  const alarm = await db
    .selectFrom('alarms')
    .innerJoin('monitored_users as u', 'u.UserId', 'alarms.UserId')
    .select(['u.UserId', 'u.Name', 'u.LastName', 'u.TelephoneNumber'])
    .where('alarms.AlarmId', '=', alarmId)
    .executeTakeFirst();
  if (!alarm || !number) return number;
  if (alarm.TelephoneNumber === number) return `${`${alarm.Name} ${alarm.LastName}`.trim()} (${number})`;
  const contact = await db
    .selectFrom('contacts')
    .select('Name')
    .where('UserId', '=', alarm.UserId)
    .where((eb) => eb.or([eb('Telephone1', '=', number), eb('Telephone2', '=', number), eb('Telephone3', '=', number)]))
    .orderBy('SortOrder')
    .executeTakeFirst();
  return contact ? `${contact.Name} (${number})` : number;
}
