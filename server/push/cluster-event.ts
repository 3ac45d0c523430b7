import type { PushBody } from './hub.ts';
import type { AlarmChange } from './notify.ts';
import type { RunOfCheck } from '../services/system-test.ts';

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
