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

  it('ERR-17 a chunk that fails while the browser is offline never reloads into the offline page: it loads once the browser is back', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let reachable = false;
    const load = vi.fn(() => (reachable ? Promise.resolve('loaded') : Promise.reject(new Error('offline'))));
    const loading = importWithReload(load);
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reload).not.toHaveBeenCalled();

    onLine.mockReturnValue(true);
    reachable = true;
    window.dispatchEvent(new Event('online'));
    expect(await loading).toBe('loaded');
    expect(reload).not.toHaveBeenCalled();
  });
});
