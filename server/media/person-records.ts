import type { z } from 'zod';
import type { IngestRecords, LinkSchema, MeasurementSchema, MediaItemSchema } from '../../src/contract/index.ts';
import type { Db } from '../storage/database.ts';
import type { PersonRecordKind } from './records-migration.ts';

type MediaItem = z.infer<typeof MediaItemSchema>;

/** What the alarm page shows of a person beside the alarm: only what was ingested or stored, never made up. */
export type PersonRecords = {
  Links: z.infer<typeof LinkSchema>[];
  Measurements: z.infer<typeof MeasurementSchema>[];
  Images: MediaItem[];
  Sounds: MediaItem[];
  Videos: MediaItem[];
};

const LISTS: readonly [keyof PersonRecords, PersonRecordKind][] = [
  ['Links', 'link'],
  ['Measurements', 'measurement'],
  ['Images', 'image'],
  ['Sounds', 'sound'],
  ['Videos', 'video'],
];

/** Stores records of a person (alarmId null: shown with all the person's alarms) or of one of the person's alarms. */
export async function storePersonRecords(db: Db, userId: number, alarmId: number | null, records: IngestRecords | PersonRecords): Promise<void> {
  const rows = LISTS.flatMap(([list, Kind]) => (records[list] ?? []).map((item: object) => ({ UserId: userId, AlarmId: alarmId, Kind, Body: JSON.stringify(item) })));
  if (rows.length) await db.insertInto('person_records').values(rows).execute();
}

/** The person's records and the alarm's own, in the order they were stored. */
export async function personRecordsOf(db: Db, userId: number, alarmId: number): Promise<PersonRecords> {
  const rows = await db
    .selectFrom('person_records')
    .select(['Kind', 'Body'])
    .where('UserId', '=', userId)
    .where((eb) => eb.or([eb('AlarmId', 'is', null), eb('AlarmId', '=', alarmId)]))
    .orderBy('Id')
    .execute();
  const records: PersonRecords = { Links: [], Measurements: [], Images: [], Sounds: [], Videos: [] };
  for (const [list, kind] of LISTS) {
    (records[list] as object[]).push(...rows.filter((row) => row.Kind === kind).map((row) => JSON.parse(row.Body) as object));
  }
  return records;
}
