import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from '../../page-capability/testing/fake-browser.ts';
import { soundOwnerStore } from './sound-owner-store.ts';
import { createFilePlayer } from './file-player.ts';
import type { AudioState, AudioStatus, TonePlayer } from './tone-player.ts';
import { useSoundOwner } from './use-sound-owner.ts';

const audioOf = (state: AudioState): AudioStatus => ({ audioState: () => state, subscribe: () => () => undefined, unlock: async () => undefined });

describe('useSoundOwner', () => {
  it('ALIST-27 only one tab plays alarm sounds; the next takes over when it closes', async () => {
    const browser = fakeBrowser();
    const first = renderHook(() => useSoundOwner(audioOf('running'), browser.tab().effects));
    const second = renderHook(() => useSoundOwner(audioOf('running'), browser.tab().effects));
    await waitFor(() => expect(first.result.current.isOwner).toBe(true));
    expect(second.result.current.isOwner).toBe(false);
    first.unmount();
    await waitFor(() => expect(second.result.current.isOwner).toBe(true));
  });

  it('a tab that does not play learns that the playing tab waits for a click', async () => {
    const browser = fakeBrowser();
    const playing = renderHook(() => useSoundOwner(audioOf('suspended'), browser.tab().effects));
    await waitFor(() => expect(playing.result.current.isOwner).toBe(true));
    renderHook(() => useSoundOwner(audioOf('running'), browser.tab().effects));
    await waitFor(() => expect(soundOwnerStore.get()).toEqual({ owner: false, ownerAudio: 'suspended' }));
  });

  it('ALIST-27 only the tab that owns the sound loads the 9 sound files; a tab that does not own fetches none until it takes over', async () => {
    const browser = fakeBrowser();
    const tab = () => {
      const urls: string[] = [];
      const player = createFilePlayer(audioOf('running') as AudioStatus & TonePlayer, (url) => (urls.push(url), null), (load) => load());
      return { urls, player };
    };
    const [owner, other] = [tab(), tab()];
    const first = renderHook(() => useSoundOwner(audioOf('running'), browser.tab().effects, owner.player));
    await waitFor(() => expect(first.result.current.isOwner).toBe(true));
    const second = renderHook(() => useSoundOwner(audioOf('running'), browser.tab().effects, other.player));
    await waitFor(() => expect(owner.urls).toHaveLength(9));
    expect(second.result.current.isOwner).toBe(false);
    expect(other.urls).toEqual([]);
    first.unmount();
    await waitFor(() => expect(other.urls).toHaveLength(9));
  });

  it('every tab plays where the browser has no Web Locks', () => {
    const alone = renderHook(() => useSoundOwner(audioOf('running'), null));
    expect(alone.result.current.isOwner).toBe(true);
  });
});
