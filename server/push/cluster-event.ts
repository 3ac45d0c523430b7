import type { PushBody } from './push-frame.ts';
import type { RunOfCheck } from './push-check.ts';

/** An alarm row's change as the fan-out needs it (who hears it, and whether it is listed). */
export interface AlarmChange {
  AlarmId: number;
  GlobalAlarmId: string;
  Active: boolean;
  RespondentGroupId: number;
  /** Set when the alarm moved out of this group: its respondents get a `remove`. */
  previousGroupId?: number;
  UserId: number;
  RespondentId: number | null;
  /** A planned alarm: the planning view hears of every change. */
  planning: boolean;
  /** Raised, so in the alarm list (a planned alarm only from its planned time): the list hears of every change. */
  listed: boolean;
  significant?: boolean;
  /** The alarm's LastUpdated after the change (the console skips reloading what its write's answer carried). */
  lastUpdated?: string;
}

/**
 * What one server instance tells the others after a commit, so that every instance's sockets hear it: each instance
 * turns an event into pushes for the sockets it holds (server/push/notify.ts), reading the shared database.
 */
export type ClusterEvent =
  | { type: 'alarm'; change: AlarmChange }
  /** A push for one operator's sockets; `exceptDevice` skips the device that caused it. */
  | { type: 'respondent'; respondentId: number; body: PushBody; exceptDevice?: string }
  | { type: 'user'; userId: number }
  | { type: 'reminder'; audience: number[]; alarmId: number; body: PushBody }
  /** Sockets opened with this token close (logout, revocation). */
  | { type: 'closeToken'; tokenHash: string; code: number; reason: string }
  /** Logins that ended: their voice signalling sockets close. */
  | { type: 'sessionsEnded'; familyIds: string[] }
  /** A system test run asks: does an instance hold a push socket of the operator who started it? */
  | { type: 'systemTestPush'; run: RunOfCheck };

/** Carries events to the other instances; the publishing instance delivers to its own sockets itself. */
export interface ClusterBus {
  announce(event: ClusterEvent): Promise<void>;
  close(): Promise<void>;
}

/** One instance (SQLite): nobody else to tell. */
export const SINGLE_INSTANCE: ClusterBus = { announce: async () => undefined, close: async () => undefined };
