import { type AbsenceHandlers, absenceHandlers } from './absences.ts';
import { type AlarmHandlers, alarmHandlers } from './alarms.ts';
import { type CallHandlers, callHandlers } from './calls.ts';
import { type DeviceHandlers, deviceHandlers } from './devices.ts';
import { type GroupHandlers, groupHandlers } from './groups.ts';
import { type MessageHandlers, messageHandlers } from './messages.ts';
import { type NoteHandlers, noteHandlers } from './notes.ts';
import { type PlanningHandlers, planningHandlers } from './planning.ts';
import { type PlanningViewHandlers, planningViewHandlers } from './planning-view.ts';
import { afterReady, type ArgsOf, type EngineScope, type HandlerMap, type ResultOf, type ValueOf } from './handler.ts';
import { type ReportHandlers, reportHandlers } from './reports.ts';
import { type ResourceHandlers, resourceHandlers } from './resources.ts';
import { type SessionDeps, type SessionHandlers, sessionHandlers } from './session.ts';
import { type SupportHandlers, supportHandlers } from './support.ts';
import { type SyncHandlers, syncHandlers } from './sync.ts';
import { type TestAlarmHandlers, testAlarmHandlers } from './test-alarms.ts';
import { type UserHandlers, userHandlers } from './users.ts';
import { type VoiceHandlers, voiceHandlers } from './voice.ts';

/** Every engine command: the join of the concerns' maps. */
export type EngineHandlers = SessionHandlers &
  AlarmHandlers &
  AbsenceHandlers &
  UserHandlers &
  GroupHandlers &
  SyncHandlers &
  VoiceHandlers &
  CallHandlers &
  DeviceHandlers &
  ReportHandlers &
  ResourceHandlers &
  NoteHandlers &
  MessageHandlers &
  PlanningHandlers &
  TestAlarmHandlers &
  PlanningViewHandlers &
  SupportHandlers;

/**
 * Every engine command, joined from the concerns' own maps. Adding a command means adding it to its concern's map
 * (and, when it calls a new endpoint, to the contract): the tab's `send`, the leader fallback and the take-over gate
 * all follow from this.
 */
export function createEngineHandlers(scope: EngineScope, session: SessionDeps, ready: Promise<void>): EngineHandlers {
  // The session's handlers decide themselves when to wait (a login waits; a two-factor step belongs to a login).
  return {
    ...sessionHandlers(session),
    ...afterReady(ready, {
      ...alarmHandlers(scope),
      ...absenceHandlers(scope),
      ...userHandlers(scope),
      ...groupHandlers(scope),
      ...syncHandlers(scope),
      ...voiceHandlers(scope),
      ...callHandlers(scope),
      ...deviceHandlers(scope),
      ...reportHandlers(scope),
      ...resourceHandlers(scope),
      ...noteHandlers(scope),
      ...messageHandlers(scope),
      ...planningHandlers(scope),
      ...testAlarmHandlers(scope),
      ...planningViewHandlers(scope),
      ...supportHandlers(scope),
    }),
  } satisfies HandlerMap;
}

export type CommandName = keyof EngineHandlers;
export type CommandArgs<N extends CommandName> = ArgsOf<EngineHandlers[N]>;
export type CommandValue<N extends CommandName> = ValueOf<EngineHandlers[N]>;
/** A command's answer: `MayWaitResult` (which may be `queued`) for the writes that may wait, else `CommandResult`. */
export type CommandResultOf<N extends CommandName> = ResultOf<EngineHandlers[N]>;
