import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { block, fakePictures, hall, openCameraAlarm as open, sent } from './testing/camera-page.tsx';

/** A stand-in for hls.js: records what the widget asks of it, and lets the test fire its events. */
const hls = vi.hoisted(() => {
  const instances: { config: { xhrSetup?: (xhr: { setRequestHeader(n: string, v: string): void }, url: string) => void }; source?: string; destroyed: boolean; handlers: Map<string, (e: string, d: unknown) => void> }[] = [];
  class FakeHls {
    static Events = { MANIFEST_PARSED: 'hlsManifestParsed', ERROR: 'hlsError' };
    static isSupported = () => true;
    record: (typeof instances)[number];
    constructor(config: (typeof instances)[number]['config']) {
      this.record = { config, destroyed: false, handlers: new Map() };
      instances.push(this.record);
    }
    on(event: string, handler: (e: string, d: unknown) => void) {
      this.record.handlers.set(event, handler);
    }
    loadSource(url: string) {
      this.record.source = url;
    }
    attachMedia() {}
    destroy() {
      this.record.destroyed = true;
    }
  }
  return { instances, FakeHls };
});
vi.mock('hls.js', () => ({ default: hls.FakeHls }));

beforeEach(() => {
  hls.instances.length = 0;
});
fakePictures();

describe('camera widget: HLS and the player controls', () => {
  it('CAM-24 CAM-26 CAM-25 HLS loads hls.js on play, stays loading until the manifest is parsed, sends basic auth, and a fatal error retries', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const camera = { ...hall, MjpegPath: null, HlsPath: '/media/cameras/7/hls/index.m3u8' };
    const view = await open([camera]);
    expect(hls.instances).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Play Hall' }));
    await waitFor(() => expect(hls.instances).toHaveLength(1));
    const [instance] = hls.instances;
    expect(instance?.source).toBe('/media/cameras/7/hls/index.m3u8');
    const headers: Record<string, string> = {};
    instance?.config.xhrSetup?.({ setRequestHeader: (name, value) => (headers[name] = value) }, '/x.ts');
    expect(headers).toEqual({ Authorization: `Basic ${btoa('ticket:tk-1')}` });
    expect(within(block('Hall')).getByText('Loading the stream…')).toBeTruthy();
    act(() => instance?.handlers.get('hlsManifestParsed')?.('hlsManifestParsed', {}));
    expect(within(block('Hall')).queryByText('Loading the stream…')).toBeNull();
    act(() => instance?.handlers.get('hlsError')?.('hlsError', { fatal: true, type: 'networkError', details: 'manifestLoadError', response: { code: 401, data: '' } }));
    expect(within(block('Hall')).getByRole('alert').textContent).toBe('Video playback failed, retrying…');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('camera HLS error: networkError manifestLoadError (401)'));
    await waitFor(() => expect(instance?.destroyed).toBe(true));
    await waitFor(() => expect(sent(view, 'viewCamera')).toHaveLength(2), { timeout: 2000 });
  });

  it('CAM-30 CAM-22 CAM-23 a video end with a DisableTimeOut waits CAMERA_RESTARTING, and a failure names the camera type', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const camera = { ...hall, MjpegPath: null, HlsPath: '/h.m3u8', CameraType: 6, DisableTimeOut: 2, VideoPlaybackNumRetries: 0 };
    await open([camera]);
    await userEvent.click(screen.getByRole('button', { name: 'Play Hall' }));
    const video = await waitFor(() => {
      const found = block('Hall').querySelector('video');
      if (!found) throw new Error('no video yet');
      return found;
    });
    fireEvent.playing(video);
    await within(block('Hall')).findByText(/^Playing: 0 s/);
    fireEvent.ended(video);
    expect(within(block('Hall')).getByRole('alert').textContent).toBe('Wait while the camera restarts 2');
    expect(screen.getByRole('button', { name: 'Play Hall' })).toHaveProperty('disabled', true);
    await waitFor(() => expect(within(block('Hall')).queryByRole('alert')).toBeNull(), { timeout: 3000 });
    await userEvent.click(screen.getByRole('button', { name: 'Play Hall' }));
    await waitFor(() => expect(hls.instances).toHaveLength(2));
    act(() => hls.instances[1]?.handlers.get('hlsError')?.('hlsError', { fatal: true, type: 'mediaError', details: 'bufferAppendError' }));
    expect(within(block('Hall')).getByRole('alert').textContent).toBe("The roommate transmitter's video can not be played. (video error)");
  });

  it('CAM-36 CAM-37 CAM-38 CAM-35 zoom 1x-3x by 0.5, volume 0-1 by 0.1 at 0.7, controls fade after 2 s, screenshot indicator for 5 s', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation((() => ({ drawImage: () => {} })) as never);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(() => {});
    await open([{ ...hall, MjpegPath: null, HlsPath: '/h.m3u8' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Play Hall' }));
    const controls = await within(block('Hall')).findByRole('group', { name: 'Player controls for Hall' });
    const zoom = within(controls).getByRole('status', { name: 'Picture zoom' });
    expect(zoom.textContent).toBe('1×');
    expect(within(controls).getByRole('button', { name: 'Zoom picture out' })).toHaveProperty('disabled', true);
    for (const expected of ['1.5×', '2×', '2.5×', '3×']) {
      await userEvent.click(within(controls).getByRole('button', { name: 'Zoom picture in' }));
      expect(zoom.textContent).toBe(expected);
    }
    expect(within(controls).getByRole('button', { name: 'Zoom picture in' })).toHaveProperty('disabled', true);
    const volume = within(controls).getByRole('slider', { name: 'Volume' }) as HTMLInputElement;
    expect([volume.min, volume.max, volume.step, volume.value]).toEqual(['0', '1', '0.1', '0.7']);
    Object.defineProperty(block('Hall').querySelector('video'), 'videoWidth', { value: 320 });
    Object.defineProperty(block('Hall').querySelector('video'), 'videoHeight', { value: 240 });
    (document.activeElement as HTMLElement | null)?.blur();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.pointerMove(controls);
    act(() => vi.advanceTimersByTime(1999));
    expect(controls.className).not.toContain('hidden');
    act(() => vi.advanceTimersByTime(1));
    expect(controls.className).toContain('camera-controls--hidden');
    // Moving over the picture brings them back.
    fireEvent.pointerMove(block('Hall').querySelector('video') as HTMLVideoElement);
    expect(controls.className).not.toContain('hidden');
    fireEvent.click(within(controls).getByRole('button', { name: 'Save a screenshot' }));
    expect(within(controls).getByText('Screenshot saved')).toBeTruthy();
    act(() => vi.advanceTimersByTime(4999));
    expect(within(controls).queryByText('Screenshot saved')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(within(controls).queryByText('Screenshot saved')).toBeNull();
  });
});
