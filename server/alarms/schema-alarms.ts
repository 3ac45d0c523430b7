import type { Generated } from 'kysely';

/* Alarms, their logs, change sequence and tombstones, resource calls and incident reports. Conventions in schema.ts. */

export interface AlarmTable {
  AlarmId: Generated<number>;
  GlobalAlarmId: string;
  UserId: number;
  RespondentGroupId: number;
  RespondentId: number | null; // owner
  Template: string;
  Active: number;
  AlarmText: string;
  AlarmTextCode: string | null; // a text the server raised itself (server-alarm-text.ts)
  AlarmTextParams: string | null; // JSON Record<string, string>
  TextMessage: string;
  IconRef: string;
  Priority: number;
  Level: number;
  Flags: string;
  Model: string;
  CallType: string;
  UseSound: number;
  ServerAlarmTime: string;
  PlannedTime: string | null;
  LastUpdated: string;
  NotifyAfter: string | null;
  SignificantUpdateAt: string | null;
  RequiresAcknowledgement: number;
  AcknowledgedAt: string | null;
  DoDeliveryConfirmation: number;
  DeliveredAt: string | null;
  TaskType: string;
  Comment: string;
  DueDate: string | null;
  OperatorInformation: string; // JSON
  PossibleReasons: string; // JSON string[]
  PossibleActions: string; // JSON string[]
  ReasonFreeText: number;
  ActionFreeText: number;
  ChangeSeq: number; // sequence of the alarm's last change (catch-up cursor)
  ReminderSentFor: string | null; // the NotifyAfter a reminder push went out for
  AcknowledgementText: Generated<string>; // shown by the acknowledgement modal
  RaisedAt: string | null; // when the alarm joined the alarm list; a planned alarm only at its planned time
}

export interface AlarmLogTable {
  Id: Generated<number>;
  AlarmId: number;
  Created: string;
  LastUpdated: string;
  PredefinedId: number;
  LogEventCode: number;
  LogText: string;
  RespondentId: number | null;
  RespondentName: string;
  ContactId: number | null;
  Name: string;
  Username: string;
  EventCode: string | null; // the console renders the row from this code in the operator's language
  EventParams: string | null; // JSON object of the code's string parameters
}

/** One row per alarm change; `remove` rows are the tombstones of alarms that left a respondent group. */
export interface AlarmChangeTable {
  Seq: Generated<number>;
  AlarmId: number;
  GlobalAlarmId: string;
  RespondentGroupId: number;
  Kind: string; // 'update' | 'remove'
  CreatedAt: string;
}

export interface ResourceCallTable {
  AlarmId: number;
  Resource: string;
  Message: string;
  NotifyOnUpdate: number;
  DeactivateAlarmWhenAllDone: number;
  CalledAt: string;
  /** When the called resource accepted (a demo responder does after a while). */
  AcceptedAt: Generated<string | null>;
}

export interface IncidentReportTable {
  ReportId: Generated<number>;
  AlarmId: number;
  Text: string;
  CreatedBy: number;
  LastUpdated: string;
}
