import { describe, expect, it } from 'vitest';
import { createDatabaseOpener } from './database-opener.ts';

describe('database opener', () => {
  it('keeps the session in a memory database where IndexedDB cannot be opened, and says so', async () => {
    const opener = await createDatabaseOpener(() => Promise.reject(new Error('IndexedDB refused')));
    expect(opener.kind()).toBe('memory');
    const db = opener.open('anna');
    await db.prefs.put({ key: 'sound', value: 'on' });
    expect(await opener.open('anna').prefs.get('sound')).toEqual({ key: 'sound', value: 'on' });
    await opener.directory().current.put({ key: 'current', username: 'anna' });
    expect((await opener.directory().current.get('current'))?.username).toBe('anna');
  });

  it('aesthetics (memory fallback): in memory, tells each committed write and answers a snapshot, for the tabs to read', async () => {
    const opener = await createDatabaseOpener(() => Promise.reject(new Error('IndexedDB refused')));
    const heard: unknown[] = [];
    opener.changes?.listen((message) => heard.push(message));
    await opener.directory().current.put({ key: 'current', username: 'bea' });
    await opener.open('bea').prefs.put({ key: 'sound', value: 'off' });
    expect(heard).toEqual([
      expect.objectContaining({ kind: 'db-change', seq: 1, db: 'arc-session', changes: [expect.objectContaining({ table: 'current' })] }),
      expect.objectContaining({ seq: 2, db: 'arc-bea', changes: [{ table: 'prefs', change: { type: 'put', keys: ['sound'], values: [{ key: 'sound', value: 'off' }] } }] }),
    ]);
    const snapshot = await opener.changes?.snapshot();
    expect(snapshot?.seq).toBe(2);
    expect(snapshot?.databases.map((db) => db.name)).toEqual(['arc-bea', 'arc-session']);
  });

  it('uses IndexedDB where it opens', async () => {
    const opener = await createDatabaseOpener(async () => undefined);
    expect(opener.kind()).toBe('indexeddb');
  });
});
