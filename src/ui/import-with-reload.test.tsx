import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importWithReload } from './import-with-reload.ts';

const reload = vi.fn();

beforeEach(() => {
  sessionStorage.clear();
  reload.mockReset();
  vi.spyOn(window.location, 'reload').mockImplementation(reload);
});
afterEach(() => vi.restoreAllMocks());

describe('importWithReload', () => {
  it('ERR-17 a chunk that is not a screen (hosted dictionaries, document renderer) also reloads once, then rejects', async () => {
    const failing = () => Promise.reject(new Error('chunk gone'));
    void importWithReload(failing);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    await expect(importWithReload(failing)).rejects.toThrow('chunk gone');
    expect(reload).toHaveBeenCalledOnce();
    expect(await importWithReload(async () => 'loaded')).toBe('loaded');
    expect(sessionStorage.getItem('arc-lazy-reloaded')).toBeNull();
  });
});
