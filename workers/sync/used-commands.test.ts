import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { ArcDatabase } from '../../src/db/database.ts';
import type { ListedAlarm } from '../../src/db/rows.ts';
import { createAlarmWriter } from './alarm-writer.ts';
import { clearUserData } from './clear-user-data.ts';
import { FakeClock } from './testing/fake-clock.ts';
import { markCommandUsed } from './used-commands.ts';

const alarm = (AlarmId: number, Active: boolean): ListedAlarm => ({ AlarmId, GlobalAlarmId: `g-${AlarmId}`, Active, ServerAlarmTime: '2026-01-01T08:00:00Z' });

let db: ArcDatabase;
afterEach(async () => {
  db.close();
  await Dexie.delete(db.name);
});

describe('used commands in the engine', () => {
  it('CMD-34 CMD-35 are kept per alarm, dropped when the alarm ends or leaves, and cleared at logout', async () => {
    db = new ArcDatabase(`used-${Math.random()}`);
    const clock = new FakeClock();
    const writer = createAlarmWriter(db, clock);
    await markCommandUsed(db, 1, 10, 1);
    await markCommandUsed(db, 1, 11, 2);
    await markCommandUsed(db, 2, 10, 3);
    await markCommandUsed(db, 3, 10, 4);
    writer.put([alarm(1, true), alarm(2, false)]);
    writer.remove([3]);
    const flushed = writer.flushed();
    await clock.advance(20);
    await flushed;
    expect((await db.usedCommands.toArray()).map((row) => [row.AlarmId, row.CommandId])).toEqual([[1, 10], [1, 11]]);
    await clearUserData(db);
    expect(await db.usedCommands.count()).toBe(0);
    writer.dispose();
  });
});
