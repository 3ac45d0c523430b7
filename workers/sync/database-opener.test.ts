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

  it('uses IndexedDB where it opens', async () => {
    const opener = await createDatabaseOpener(async () => undefined);
    expect(opener.kind()).toBe('indexeddb');
  });
});
