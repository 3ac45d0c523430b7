import { Dexie } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCurrentUserStore } from './current-user.ts';
import { SessionDirectory } from './database.ts';

let directory: SessionDirectory | null = null;
afterEach(async () => {
  directory?.close();
  await Dexie.delete('arc-session');
});

describe('current user store', () => {
  it('answers who is logged in to every view from one read, and follows a logout', async () => {
    directory = new SessionDirectory();
    await directory.current.put({ key: 'current', username: 'anna' });
    const open = directory;
    const store = createCurrentUserStore(() => open);
    const get = vi.spyOn(open.current, 'get');
    const views = [vi.fn(), vi.fn(), vi.fn()];
    const leave = views.map((view) => store.subscribe(view));
    await vi.waitFor(() => expect(store.getSnapshot()).toBe('anna'));
    expect(get).toHaveBeenCalledTimes(1);

    await open.current.delete('current');
    await vi.waitFor(() => expect(store.getSnapshot()).toBeNull());
    for (const view of views) expect(view).toHaveBeenCalled();
    for (const unsubscribe of leave) unsubscribe();
    expect(store.getSnapshot()).toBeUndefined();
  });

  it('primed before any view, it resolves with the user and the first view has the name at once', async () => {
    directory = new SessionDirectory();
    await directory.current.put({ key: 'current', username: 'david' });
    const open = directory;
    const store = createCurrentUserStore(() => open);
    await expect(store.prime(10_000)).resolves.toBe('david');
    const unsubscribe = store.subscribe(() => undefined);
    expect(store.getSnapshot()).toBe('david');
    unsubscribe();
  });
});
