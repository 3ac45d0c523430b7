import type { Selectable } from 'kysely';
import { isTestRecord } from './test-alarm-mark.ts';
import { ZERO_DATE, type ListedAlarm, type AlarmLog, type PlannedAlarm } from '../../src/contract/index.ts';
import type { AlarmRecord } from '../storage/alarm-queries.ts';
import { alarmTextFields } from './server-alarm-text.ts';
import type { AlarmLogTable } from '../storage/schema.ts';

/** The state as the viewing respondent sees it (core §3 "Alarm states"). */
export function alarmState(record: Pick<AlarmRecord, 'Active' | 'RespondentId'>, viewerId: number): string {
  if (!record.Active) return 'Deactivated';
  if (record.RespondentId === null) return 'Not responded';
  return record.RespondentId === viewerId ? 'My' : 'Responded';
}

export function toLog(row: Selectable<AlarmLogTable>): AlarmLog {
  return {
    Id: row.Id,
    Created: row.Created,
    LastUpdated: row.LastUpdated,
    PredefinedId: row.PredefinedId,
    LogEventCode: row.LogEventCode,
    LogText: row.LogText,
    RespondentName: row.RespondentName,
    ContactId: row.ContactId,
    Name: row.Name,
    Username: row.Username,
    ...(row.EventCode ? { EventCode: row.EventCode, EventParams: JSON.parse(row.EventParams ?? '{}') as Record<string, string> } : {}),
  };
}

/** The contract's listed alarm for one viewer (RespondentOwn and State depend on who asks); no log (see toLog). */
export function toAlarm(record: AlarmRecord, viewerId: number): ListedAlarm {
  const additional = [
    { Key: 'STREET', Value: record.Street ?? '' },
    { Key: 'POSTCODE', Value: record.PostalCode ?? '' },
    { Key: 'CITY', Value: record.City ?? '' },
    { Key: 'CUSTOMER', Value: record.CustomerNumber ?? '' },
  ];
  return {
    AlarmId: record.AlarmId,
    GlobalAlarmId: record.GlobalAlarmId,
    Template: record.Template,
    Active: record.Active === 1,
    UserId: record.UserId,
    AlarmText: record.AlarmText,
    ...alarmTextFields(record),
    IconRef: record.IconRef,
    IconRefFallback: 'default',
    ServerAlarmTime: record.ServerAlarmTime,
    PlannedTime: record.PlannedTime,
    RespondentId: record.RespondentId,
    RespondentName: record.OwnerName,
    RespondentInitials: record.OwnerInitials,
    RespondentOwn: record.RespondentId !== null && record.RespondentId === viewerId,
    RespondentGroup: record.RespondentGroupId,
    LastUpdated: record.LastUpdated,
    NotifyAfter: record.NotifyAfter,
    DoDeliveryConfirmation: record.DoDeliveryConfirmation === 1 && record.DeliveredAt === null,
    AdditionalInformation: additional,
    Priority: record.Priority,
    Name: [record.UserName, record.UserLastName].filter(Boolean).join(' '),
    Acknowledgement: record.AcknowledgementText,
    // Once acknowledged, the console must not open the acknowledgement modal again.
    RequiresAcknowledgement: record.RequiresAcknowledgement === 1 && record.AcknowledgedAt === null,
    TextMessage: record.TextMessage,
    Flags: record.Flags,
    Model: record.Model,
    CallType: record.CallType,
    Level: record.Level,
    UseSound: record.UseSound,
    SignificantUpdateAt: record.SignificantUpdateAt ?? ZERO_DATE,
    State: alarmState(record, viewerId),
    Organization: record.UserOrganization ?? '',
    ClearAllowed: record.Active === 1 && record.HasReason && record.HasAction,
    TaskType: record.TaskType,
    OperatorInformation: record.OperatorInformation,
    IsTest: isTestRecord(record),
  };
}

/** A planned alarm as the planning view lists it. */
export function toPlanned(r: AlarmRecord): PlannedAlarm {
  return {
    AlarmId: r.AlarmId,
    GlobalAlarmId: r.GlobalAlarmId,
    Template: r.Template,
    AlarmText: r.AlarmText,
    ...alarmTextFields(r),
    ServerAlarmTime: r.ServerAlarmTime,
    PlannedTime: r.PlannedTime,
    Name: r.UserName,
    LastName: r.UserLastName,
    Comment: r.Comment,
    Street: r.Street,
    PostalCode: r.PostalCode,
    City: r.City,
    RespondentGroupName: r.GroupName,
    Organization: r.UserOrganization,
    TaskType: r.TaskType,
    RespondentName: r.OwnerName,
    TextMessage: r.TextMessage,
    Active: r.Active === 1,
    DueDate: r.DueDate,
    Note: r.Comment,
  };
}
