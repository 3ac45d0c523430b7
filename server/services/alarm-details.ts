import type { Selectable } from 'kysely';
import type { AlarmDetails, PickerItem, Resource } from '../../src/contract/index.ts';
import { camerasOfUser } from '../cameras/camera-view.ts';
import type { ServerContext } from '../context.ts';
import { toCommand } from '../devices/command-view.ts';
import { additionalInfo } from '../devices/transmitter-info.ts';
import { personRecordsOf } from '../media/person-records.ts';
import type { AlarmRecord } from '../storage/alarm-queries.ts';
import type { AlarmLogTable } from '../storage/schema.ts';
import { toAlarm, toLog } from './alarm-view.ts';
import { toContact, toResource } from './contact-view.ts';
import type { Principal } from './principal.ts';

const picker = (json: string): PickerItem[] => JSON.parse(json) as string[];

/**
 * The alarm as its page shows it (GET api/alarms/{id}), from the row and the log as read: the alarm plus
 * DynamicDetails (what the caller may do now) and the detail widgets. A write on the alarm answers it too, built
 * from the row and log its transaction read, so the console loads nothing again.
 */
export async function detailsOf(ctx: ServerContext, principal: Principal, record: AlarmRecord, logs: Selectable<AlarmLogTable>[]): Promise<AlarmDetails> {
  const alarm = { ...toAlarm(record, principal.respondentId), Logs: logs.map(toLog) };
  const transmitters = await ctx.db.selectFrom('transmitters').selectAll().where('UserId', '=', record.UserId).execute();
  const commands = transmitters.length
    ? await ctx.db.selectFrom('commands').selectAll().where('TransmitterId', 'in', transmitters.map((t) => t.TransmitterId)).execute()
    : [];
  const contacts = await ctx.db.selectFrom('contacts').selectAll().where('UserId', '=', record.UserId).orderBy('SortOrder').execute();
  const user = await ctx.db.selectFrom('monitored_users').select(['TelephoneNumber']).where('UserId', '=', record.UserId).executeTakeFirst();
  // CALL-32: the alarm's call state is the server's own (the calls of the reference voice provider).
  const callStates = new Set((await ctx.db.selectFrom('calls').select('State').where('AlarmId', '=', record.AlarmId).where('State', 'in', ['active', 'held']).execute()).map((c) => c.State));
  const { Links, Measurements } = await personRecordsOf(ctx.db, record.UserId, record.AlarmId);
  const active = record.Active === 1;
  const mayChange = active && !principal.readOnly;
  return {
    ...alarm,
    ObjectTransmitters: transmitters.map((t) => ({
      TransmitterId: t.TransmitterId,
      TransmitterIdentifier: t.TransmitterIdentifier,
      ProductId: t.ProductId,
      ProductName: t.ProductName,
      IsAlarmingTransmitter: t.IsAlarmingTransmitter === 1,
      Model: t.Model,
      Manufacturer: t.Manufacturer,
      ClientVersion: t.ClientVersion,
      Comment: t.Comment,
      AdditionalInfo: additionalInfo(t),
      ProductCommands: commands.filter((c) => c.TransmitterId === t.TransmitterId && (c.CommandType === 6 || c.CommandType === 7)).map(toCommand),
    })),
    DynamicDetails: {
      Active: active,
      RespondentId: alarm.RespondentId,
      RespondentName: alarm.RespondentName,
      RespondentInitials: alarm.RespondentInitials,
      RespondentOwn: alarm.RespondentOwn,
      RespondentGroup: alarm.RespondentGroup,
      SetNotifyAllowed: mayChange,
      ReasonAllowed: mayChange,
      ActionAllowed: mayChange,
      PossibleReasons: picker(record.PossibleReasons),
      PossibleActions: picker(record.PossibleActions),
      ReasonFreeText: record.ReasonFreeText === 1,
      ActionFreeText: record.ActionFreeText === 1,
      CallType: record.CallType,
      CallConnected: callStates.has('active'),
      CallOnHold: callStates.has('held'),
      CallbackTelephoneNumber: user?.TelephoneNumber ?? null,
      Commands: commands.filter((c) => c.CommandType !== 6 && c.CommandType !== 7).map(toCommand),
    },
    Contacts: contacts.filter((c) => !c.IsResource).map(toContact),
    Resources: await resourcesOf(ctx, record.UserId),
    Links,
    Measurements,
    Cameras: await camerasOfUser(ctx.db, record.UserId),
  };
}

/** The user's resources (contacts the centre calls out), in their order. */
export async function resourcesOf(ctx: ServerContext, userId: number): Promise<Resource[]> {
  const rows = await ctx.db.selectFrom('contacts').selectAll().where('UserId', '=', userId).where('IsResource', '=', 1).orderBy('SortOrder').execute();
  return rows.map(toResource);
}
