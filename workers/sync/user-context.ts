import type { ArcDatabase } from '../../src/db/database.ts';
import type { SessionRow } from '../../src/db/rows.ts';
import type { EngineEvent } from '../../src/sync-client/engine-types.ts';
import type { AlarmWriter } from './alarm-writer.ts';
import type { Clock } from './effects.ts';
import type { Http } from './http.ts';

/** What the loaders and push handlers of one logged-in user share. */
export interface UserContext {
  db: ArcDatabase;
  http: Http;
  clock: Clock;
  writer: AlarmWriter;
  session(): SessionRow;
  /** Alarms open in at least one tab: their details, history and attachments are kept fresh. */
  openAlarmIds(): ReadonlySet<number>;
  emit(event: EngineEvent): void;
  /** Resolves when no write on the alarm is on its way (its answer stored). */
  writesSettled(alarmId: number): Promise<void>;
  /** Adds to the sync-error list (the indicator turns red until the operator dismisses it). */
  recordSyncError(error: { code: string; message: string; status?: number }): Promise<void>;
}
