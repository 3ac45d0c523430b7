import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeEngine, type FakeHandlers } from '../app/testing/fake-engine.ts';
import { ROUTES } from '../contract/console-routes.ts';
import type { ListedAlarm, AlarmDetails } from '../contract/index.ts';
import type { Camera } from '../contract/entities/camera.ts';
import { type AlarmSeed, MY_RESPONDENT, makeAlarm, makeDetails, renderAlarmView, seedAlarms, userDb } from '../alarms/testing/alarm-harness.tsx';
import { AlarmDetailPage } from '../alarms/detail/alarm-detail-page.tsx';

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

const mine = { RespondentId: MY_RESPONDENT, RespondentName: 'Anna Andersson', RespondentInitials: 'AA' };
const hall: Camera = { Id: 7, Title: 'Hall', CameraAddress: 'cam-7.local', ViewingPermitted: true, MjpegPath: '/media/cameras/7/mjpeg', PTZControl: true };
const ticket = { MediaTicket: { ticket: 'tk-1', expiresAt: '2026-03-01T10:01:00Z' } };
const granted = (camera: Camera): FakeHandlers['viewCamera'] => async () => ({ ok: true, value: { ...camera, ...ticket } });

let stored: AlarmDetails;
async function open(cameras: Camera[], options: { handlers?: FakeHandlers; alarm?: Partial<ListedAlarm>; seed?: AlarmSeed } = {}) {
  const alarm = makeAlarm({ AlarmId: 400, AlarmText: 'Motion in the hall', Template: 'camera', ...mine, ...options.alarm });
  stored = { ...makeDetails(alarm, mine), Cameras: cameras };
  await seedAlarms({ ...options.seed, alarms: [alarm], details: [stored] });
  const engine = fakeEngine({ viewCamera: granted(cameras[0] ?? hall), ...options.handlers });
  const view = await renderAlarmView(<AlarmDetailPage />, { route: ROUTES.alarm, path: `/dashboard/template/camera/400`, engine });
  await screen.findByRole('heading', { name: 'Motion in the hall' });
  return view;
}
const block = (name: string) => screen.getByRole('article', { name });
const sent = (view: { engine: { calls: { command: string; args: unknown }[] } }, command: string) => view.engine.calls.filter((c) => c.command === command).map((c) => c.args);

/** jsdom decodes no pictures: an img "has a frame" once the test says so. */
let framesDecoded = false;
beforeEach(() => {
  framesDecoded = false;
  hls.instances.length = 0;
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockImplementation(() => (framesDecoded ? 320 : 0));
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function playMjpeg(title = 'Hall') {
  await userEvent.click(screen.getByRole('button', { name: `Play ${title}` }));
  const img = await within(block(title)).findByRole('img', { name: title });
  framesDecoded = true;
  await within(block(title)).findByText(/^Playing: 0 s of/);
  return img as HTMLImageElement;
}

describe('camera widget', () => {
  it('CAM-01 CAM-03 CAM-09 one block per camera with an address, titled by its Title or the title-not-set text', async () => {
    await open([hall, { Id: 8, CameraAddress: 'cam-8.local', MjpegPath: '/m/8' }, { Id: 9, Title: 'No address', MjpegPath: '/m/9' }]);
    const widget = screen.getByRole('region', { name: 'Cameras' });
    expect(within(widget).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Hall', 'Camera without a title']);
    expect(within(widget).queryByText('No address')).toBeNull();
  });

  it('CAM-04 a camera block collapses and opens again', async () => {
    await open([hall]);
    const toggle = within(block('Hall')).getByRole('button', { name: 'Hall' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Play Hall' })).toBeNull();
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Play Hall' })).toBeTruthy();
  });

  it('CAM-02 CAM-05 CAM-13 Play asks the engine for the camera with alarm and camera id, then shows the live MJPEG picture with its ticket', async () => {
    const view = await open([hall]);
    expect(within(block('Hall')).getByText('Stopped')).toBeTruthy();
    const img = await playMjpeg();
    expect(sent(view, 'viewCamera')).toEqual([{ params: { cameraId: 7 }, body: { alarmId: 400 } }]);
    expect(img.getAttribute('src')).toBe('/media/cameras/7/mjpeg?ticket=tk-1');
    expect(screen.queryByRole('button', { name: 'Play Hall' })).toBeNull();
  });

  it('CAM-31 the player says its state: stopped, connecting, playing, stopping and stopped again', async () => {
    let answer: (value: Awaited<ReturnType<NonNullable<FakeHandlers['viewCamera']>>>) => void = () => {};
    await open([hall], { handlers: { viewCamera: () => new Promise((resolve) => (answer = resolve)) } });
    const state = () => within(block('Hall')).getByText(/^(Stopped|Connecting…|Playing.*|Stopping…)$/);
    expect(state().textContent).toBe('Stopped');
    await userEvent.click(screen.getByRole('button', { name: 'Play Hall' }));
    expect(state().textContent).toBe('Connecting…');
    act(() => answer({ ok: true, value: { ...hall, ...ticket } }));
    await within(block('Hall')).findByRole('img', { name: 'Hall' });
    framesDecoded = true;
    await waitFor(() => expect(state().textContent).toBe('Playing: 0 s of 60 s'));
    fireEvent.click(within(block('Hall')).getByRole('button', { name: 'Stop Hall' }));
    expect(state().textContent).toBe('Stopping…');
    await waitFor(() => expect(state().textContent).toBe('Stopped'));
    expect(within(block('Hall')).queryByRole('img')).toBeNull();
  });

  it('CAM-10 CAM-11 CAM-12 play is refused in the console: not permitted, no viewing window, inactive alarm', async () => {
    let view = await open([{ ...hall, ViewingPermitted: false }]);
    await userEvent.click(screen.getByRole('button', { name: 'Play Hall' }));
    expect(within(block('Hall')).getByRole('alert').textContent).toBe('Viewing this camera is not permitted.');
    view.unmount();
    view = await open([{ ...hall, ViewingWindowShortPeriod: 0 }]);
    await userEvent.click(screen.getByRole('button', { name: 'Play Hall' }));
    expect(within(block('Hall')).getByRole('alert').textContent).toBe('You are not allowed to view the camera now.');
    view.unmount();
    view = await open([hall], { alarm: { Active: false } });
    await userEvent.click(screen.getByRole('button', { name: 'Play Hall' }));
    expect(within(block('Hall')).getByRole('alert').textContent).toBe('The alarm is no longer active, so the camera can not be viewed.');
    expect(sent(view, 'viewCamera')).toEqual([]);
  });

  it('CAM-28 CAM-27 CAM-12 a refused stream shows the code the server named (a closed viewing window too); an unparsable answer STREAM_NOT_AVAILABLE', async () => {
    const view = await open([hall], { handlers: { viewCamera: async () => ({ ok: false, code: 'NOT_ALLOWED_TO_VIEW_CAMERA', status: 403 }) } });
    await userEvent.click(screen.getByRole('button', { name: 'Play Hall' }));
    expect((await within(block('Hall')).findByRole('alert')).textContent).toBe('You are not allowed to view the camera now.');
    view.unmount();
    // CAM-12: the server keeps the viewing window since the alarm was raised; its refusal reads as such.
    const closed = await open([hall], { handlers: { viewCamera: async () => ({ ok: false, code: 'VIEWING_WINDOW_CLOSED', status: 403 }) } });
    await userEvent.click(screen.getByRole('button', { name: 'Play Hall' }));
    expect((await within(block('Hall')).findByRole('alert')).textContent).toBe("The camera's viewing window for this alarm has closed.");
    closed.unmount();
    await open([{ ...hall, VideoPlaybackNumRetries: 0 }], { handlers: { viewCamera: async () => ({ ok: true, value: { Id: 7 } }) } });
    await userEvent.click(screen.getByRole('button', { name: 'Play Hall' }));
    expect((await within(block('Hall')).findByRole('alert')).textContent).toBe('The stream is not available.');
  });

  it('CAM-15 CAM-16 CAM-29 CAM-14 a failing MJPEG stream is retried twice 1 s apart, then MJPEG_VIDEO_CANT_PLAYED and the preview', async () => {
    const view = await open([hall]);
    await userEvent.click(screen.getByRole('button', { name: 'Play Hall' }));
    for (let attempt = 1; attempt <= 3; attempt++) {
      const img = await within(block('Hall')).findByRole('img', { name: 'Hall' });
      fireEvent.error(img);
      if (attempt < 3) expect(within(block('Hall')).getByRole('alert').textContent).toBe('Video playback failed, retrying…');
      await waitFor(() => expect(sent(view, 'viewCamera')).toHaveLength(Math.min(attempt + 1, 3)), { timeout: 2000 });
    }
    expect(await within(block('Hall')).findByText('The MJPEG video can not be played. (network error)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play Hall' })).toBeTruthy();
  });

  it('CAM-08 CAMERAPROXY_SECURITY plays as MJPEG in a sandboxed frame', async () => {
    await open([{ ...hall, CameraType: 7 }]);
    await userEvent.click(screen.getByRole('button', { name: 'Play Hall' }));
    const frame = await within(block('Hall')).findByTitle('Hall');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('src')).toBe('/media/cameras/7/mjpeg?ticket=tk-1');
  });

  it('CAM-21 a camera with no format this browser plays shows NO_VIDEO_STREAM', async () => {
    await open([{ ...hall, MjpegPath: null, WebMPath: '/w/7' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Play Hall' }));
    expect((await within(block('Hall')).findByRole('alert')).textContent).toBe('There is no video stream.');
  });

  it('CAM-17 CAM-19 elapsed seconds count against the viewing window, and playing stops at its end', async () => {
    await open([{ ...hall, ViewingWindowShortPeriod: 2 }]);
    await playMjpeg();
    expect(within(block('Hall')).getByText('Playing: 0 s of 2 s')).toBeTruthy();
    expect(await within(block('Hall')).findByText('Playing: 1 s of 2 s', {}, { timeout: 2000 })).toBeTruthy();
    expect(await within(block('Hall')).findByText('The viewing window has ended. Press Play to watch again.', {}, { timeout: 2000 })).toBeTruthy();
    await waitFor(() => expect(within(block('Hall')).queryByRole('img')).toBeNull());
    expect(screen.getByRole('button', { name: 'Play Hall' })).toBeTruthy();
  });

  it('CAM-18 playing stops when the alarm is deactivated', async () => {
    await open([hall]);
    await playMjpeg();
    // The engine stores the alarm's new details when it is cleared elsewhere.
    await act(() => userDb().alarmDetails.put({ ...stored, Active: false, DynamicDetails: { ...stored.DynamicDetails, Active: false } }));
    expect(await within(block('Hall')).findByText('The alarm is no longer active, so the camera can not be viewed.')).toBeTruthy();
    await waitFor(() => expect(within(block('Hall')).queryByRole('img')).toBeNull());
  });

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

  it('CAM-40 a held direction button moves at 1.5 and its release sends 0, by pointer and by keyboard', async () => {
    const view = await open([hall]);
    await playMjpeg();
    const up = within(block('Hall')).getByRole('button', { name: 'Move up' });
    fireEvent.pointerDown(up, { button: 0 });
    fireEvent.pointerUp(up);
    const left = within(block('Hall')).getByRole('button', { name: 'Move left' });
    left.focus();
    fireEvent.keyDown(left, { key: ' ' });
    fireEvent.keyDown(left, { key: ' ', repeat: true });
    fireEvent.keyUp(left, { key: ' ' });
    const zoomIn = within(block('Hall')).getByRole('button', { name: 'Zoom camera in' });
    fireEvent.keyDown(zoomIn, { key: 'Enter' });
    fireEvent.blur(zoomIn);
    const move = (x: number, y: number, z: number) => ({ params: { cameraId: 7, xspeed: x, yspeed: y, zspeed: z }, body: { alarmId: 400 } });
    await waitFor(() => expect(sent(view, 'cameraPtz')).toHaveLength(6));
    expect(sent(view, 'cameraPtz')).toEqual([move(0, 1.5, 0), move(0, 0, 0), move(-1.5, 0, 0), move(0, 0, 0), move(0, 0, 1.5), move(0, 0, 0)]);
  });

  it('CAM-41 CAM-42 CAM-43 presets: go to any; reset only configurable ones with an integer id >= 0, after confirming', async () => {
    const presets = [
      { CameraPresetId: 1, Order: 2, TitleKey: 'Door', AllowConfigure: true },
      { CameraPresetId: 0, Order: 1, TitleKey: 'Bed', AllowConfigure: false },
      { CameraPresetId: -1, Order: 3, TitleKey: 'Window', AllowConfigure: true },
    ];
    const view = await open([{ ...hall, Presets: presets }]);
    await playMjpeg();
    const group = within(block('Hall')).getByRole('group', { name: 'Presets of Hall' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['Go to Bed', 'Go to Door', 'Save current view as Door', 'Go to Window']);
    await userEvent.click(within(group).getByRole('button', { name: 'Go to Window' }));
    expect(sent(view, 'cameraGotoPreset')).toEqual([{ params: { cameraId: 7, presetId: -1 }, body: { alarmId: 400 } }]);
    expect(await within(block('Hall')).findByText('The camera is moving to Window.')).toBeTruthy();
    await userEvent.click(within(group).getByRole('button', { name: 'Save current view as Door' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Save the preset?' });
    expect(sent(view, 'cameraConfigurePreset')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save preset' }));
    expect(sent(view, 'cameraConfigurePreset')).toEqual([{ params: { cameraId: 7, presetId: 1 }, body: { alarmId: 400 } }]);
    expect(await within(block('Hall')).findByText('The preset Door is saved.')).toBeTruthy();
  });

  it('qa-handling P3-11: PTZ and presets are disabled until the picture plays, and a button held when the stream stops stops the camera', async () => {
    const view = await open([{ ...hall, Presets: [{ CameraPresetId: 0, TitleKey: 'Bed', AllowConfigure: true }] }]);
    const buttons = () => ['Move up', 'Go to Bed', 'Save current view as Bed'].map((name) => within(block('Hall')).getByRole('button', { name }) as HTMLButtonElement);
    expect(buttons().map((b) => b.disabled)).toEqual([true, true, true]);
    await playMjpeg();
    expect(buttons().map((b) => b.disabled)).toEqual([false, false, false]);
    fireEvent.pointerDown(within(block('Hall')).getByRole('button', { name: 'Move up' }), { button: 0 });
    fireEvent.click(within(block('Hall')).getByRole('button', { name: 'Stop Hall' }));
    await waitFor(() => expect(buttons().map((b) => b.disabled)).toEqual([true, true, true]));
    const move = (y: number) => ({ params: { cameraId: 7, xspeed: 0, yspeed: y, zspeed: 0 }, body: { alarmId: 400 } });
    await waitFor(() => expect(sent(view, 'cameraPtz')).toEqual([move(1.5), move(0)]));
  });

  it('extras run camera commands and show their message; read-only hides PTZ, presets and extras', async () => {
    const camera = { ...hall, Presets: [{ CameraPresetId: 0, TitleKey: 'Bed' }], Extras: [{ CommandId: 5, TitleKey: 'Light on', Order: 1 }] };
    const view = await open([camera], { handlers: { cameraCommand: async () => ({ ok: true, value: { Success: false, Message: 'Lamp offline' } }) } });
    await userEvent.click(within(block('Hall')).getByRole('button', { name: 'Light on' }));
    expect(sent(view, 'cameraCommand')).toEqual([{ params: { Id: 7, commandId: 5 }, body: { alarmId: 400 } }]);
    expect((await within(block('Hall')).findByRole('alert')).textContent).toBe('Lamp offline');
    view.unmount();
    await open([camera], { seed: { settings: { READONLY: 'True' } } });
    expect(within(block('Hall')).queryByRole('button', { name: 'Move up' })).toBeNull();
    expect(within(block('Hall')).queryByRole('button', { name: 'Light on' })).toBeNull();
    expect(within(block('Hall')).queryByRole('button', { name: 'Go to Bed' })).toBeNull();
    expect(within(block('Hall')).getByRole('button', { name: 'Play Hall' })).toBeTruthy();
  });
});
