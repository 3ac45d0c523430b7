import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Camera } from '../contract/entities/camera.ts';
import { createCameraPlayer, type StreamAnswer, streamErrorKey, streamFailureKey } from './camera-player.ts';

const base: Camera = { Id: 3, Title: 'Hall', CameraAddress: 'cam', ViewingPermitted: true, MjpegPath: '/m/3', ViewingWindowShortPeriod: 5 };
const granted = (patch: Partial<Camera> = {}): StreamAnswer => ({ ok: true, value: { ...base, ...patch, MediaTicket: { ticket: 'tk', expiresAt: '' } } });
const clock = { now: () => Date.now(), setTimeout: (run: () => void, ms: number) => setTimeout(run, ms), clearTimeout: (h: unknown) => clearTimeout(h as number) };

function player(answers: StreamAnswer[], camera: Partial<Camera> = {}) {
  const fetchStream = vi.fn(async () => answers.shift() ?? granted());
  const p = createCameraPlayer({ camera: { ...base, ...camera }, chrome: false, fetchStream, clock });
  return { p, fetchStream };
}
const flush = () => vi.advanceTimersByTimeAsync(0);
/** Lets the stopping turn pass (a zero timer runs after at least 1 ms). */
const settle = () => vi.advanceTimersByTimeAsync(1);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('camera player', () => {
  it('CAM-31 states: 0 stopped, 1 connecting, 2 playing, 3 stopping', async () => {
    const { p } = player([granted()]);
    expect(p.snapshot().state).toBe(0);
    p.play(true);
    expect(p.snapshot().state).toBe(1);
    await flush();
    expect(p.snapshot()).toMatchObject({ phase: 'loading', state: 1, source: { kind: 'mjpeg', url: '/m/3?ticket=tk' } });
    p.mediaPlaying();
    expect(p.snapshot().state).toBe(2);
    p.stop();
    expect(p.snapshot().state).toBe(3);
    await settle();
    expect(p.snapshot()).toMatchObject({ state: 0, phase: 'preview', source: null });
  });

  it('CAM-10 CAM-11 CAM-12 refusals never ask the server', () => {
    for (const [camera, active, key] of [
      [{ ViewingPermitted: false }, true, 'VIEWING_PERMITTED_FALSE'],
      [{ ViewingWindowShortPeriod: 0 }, true, 'NOT_ALLOWED_TO_VIEW_CAMERA'],
      [{}, false, 'ALARM_NOT_ACTIVE'],
    ] as const) {
      const { p, fetchStream } = player([], camera);
      p.play(active);
      expect(p.snapshot()).toMatchObject({ phase: 'preview', message: { key } });
      expect(fetchStream).not.toHaveBeenCalled();
    }
  });

  it('CAM-15 CAM-16 CAM-29 a failing stream is retried twice 1 s apart, then MJPEG_VIDEO_CANT_PLAYED', async () => {
    const { p, fetchStream } = player([]);
    p.play(true);
    await flush();
    p.mediaFailed();
    expect(p.snapshot()).toMatchObject({ phase: 'retrying', state: 1, message: { key: 'VIDEO_PLAYBACK_FAILED' } });
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchStream).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchStream).toHaveBeenCalledTimes(2);
    p.mediaFailed();
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchStream).toHaveBeenCalledTimes(3);
    p.mediaFailed();
    expect(p.snapshot()).toMatchObject({ phase: 'preview', state: 0, message: { key: 'MJPEG_VIDEO_CANT_PLAYED' } });
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchStream).toHaveBeenCalledTimes(3);
  });

  it('CAM-30 a video failure names the camera type, with VIDEO_CANT_PLAYED as the fallback; the playback timeout counts as a failure', async () => {
    const { p } = player([granted({ MjpegPath: null, HlsPath: '/h/3.m3u8' })], { VideoPlaybackNumRetries: 0, VideoPlaybackTimeout: 4, CameraType: 5 });
    p.play(true);
    await flush();
    expect(p.snapshot().source).toMatchObject({ kind: 'hls', url: '/h/3.m3u8', authorization: `Basic ${btoa('ticket:tk')}` });
    await vi.advanceTimersByTimeAsync(4000);
    expect(p.snapshot()).toMatchObject({ phase: 'preview', message: { key: 'VIDEO_CANT_PLAYED_FOSCAM', fallbackKey: 'VIDEO_CANT_PLAYED' } });
  });

  it('CAM-17 CAM-19 elapsed seconds count against the viewing window, from the ticket, and playing stops at its end', async () => {
    const { p } = player([]);
    p.play(true);
    await flush();
    await vi.advanceTimersByTimeAsync(1500);
    p.mediaPlaying();
    expect(p.snapshot()).toMatchObject({ elapsedS: 1, windowS: 5, state: 2 });
    await vi.advanceTimersByTimeAsync(500);
    expect(p.snapshot()).toMatchObject({ elapsedS: 2 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(p.snapshot()).toMatchObject({ elapsedS: 3, windowS: 5, state: 2 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(p.snapshot()).toMatchObject({ state: 3, message: { key: 'WINDOW_ENDED' } });
    await settle();
    expect(p.snapshot()).toMatchObject({ phase: 'preview', source: null });
  });

  it('CAM-14 CAM-22 CAM-23 an end goes back to preview, or waits CAMERA_RESTARTING for DisableTimeOut seconds', async () => {
    const plain = player([]);
    plain.p.play(true);
    await flush();
    plain.p.mediaPlaying();
    plain.p.mediaEnded();
    expect(plain.p.snapshot()).toMatchObject({ phase: 'preview', message: null });

    const { p } = player([], { DisableTimeOut: 3 });
    p.play(true);
    await flush();
    p.mediaPlaying();
    p.mediaEnded();
    expect(p.snapshot()).toMatchObject({ phase: 'restarting', state: 0, message: { key: 'CAMERA_RESTARTING', values: { 0: 3 } } });
    p.play(true);
    expect(p.snapshot().phase).toBe('restarting');
    await vi.advanceTimersByTimeAsync(1000);
    expect(p.snapshot().message?.values).toEqual({ 0: 2 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(p.snapshot()).toMatchObject({ phase: 'preview', message: null });
  });

  it('CAM-27 CAM-28 a refused stream shows errors[0].name; an empty or unparsable answer STREAM_NOT_AVAILABLE', async () => {
    const { p, fetchStream } = player([{ ok: false, code: 'NOT_ALLOWED_TO_VIEW_CAMERA', status: 403 }]);
    p.play(true);
    await flush();
    expect(p.snapshot().message).toEqual({ key: 'NOT_ALLOWED_TO_VIEW_CAMERA' });
    expect(fetchStream).toHaveBeenCalledTimes(1);
    expect(streamFailureKey({ code: 'SERVER_REFUSED' })).toBe('STREAM_NOT_AVAILABLE');
    expect(streamErrorKey('{"errors":[{"name":"ALARM_NOT_ACTIVE"}]}')).toBe('ALARM_NOT_ACTIVE');
    expect(streamErrorKey('')).toBe('STREAM_NOT_AVAILABLE');
    expect(streamErrorKey('<html>')).toBe('STREAM_NOT_AVAILABLE');
    expect(streamErrorKey('{"error":"VIEWING_WINDOW_CLOSED"}')).toBe('VIEWING_WINDOW_CLOSED');
    expect(streamErrorKey('{"error":"UNAUTHORIZED"}')).toBe('STREAM_NOT_AVAILABLE');
    expect(streamErrorKey('{"errors":[{"name":"SOMETHING_NEW"}]}')).toBe('STREAM_NOT_AVAILABLE');

    const empty = player([{ ok: true, value: {} }], { VideoPlaybackNumRetries: 0 });
    empty.p.play(true);
    await flush();
    expect(empty.p.snapshot().message).toEqual({ key: 'STREAM_NOT_AVAILABLE' });
  });

  it('security #NM4: over the camera budget the player says why: CAMERA_STREAM_LIMIT at once, CAMERA_ENCODERS_BUSY after its retries', async () => {
    const limit = player([{ ok: false, code: 'CAMERA_STREAM_LIMIT', status: 409 }]);
    limit.p.play(true);
    await flush();
    expect(limit.p.snapshot()).toMatchObject({ phase: 'preview', message: { key: 'CAMERA_STREAM_LIMIT' } });
    expect(limit.fetchStream).toHaveBeenCalledTimes(1);

    const busy: StreamAnswer = { ok: false, code: 'CAMERA_ENCODERS_BUSY', status: 503 };
    const encoders = player([busy, busy, busy]);
    encoders.p.play(true);
    await flush();
    expect(encoders.p.snapshot()).toMatchObject({ phase: 'retrying', message: { key: 'VIDEO_PLAYBACK_FAILED' } });
    await vi.advanceTimersByTimeAsync(2000);
    expect(encoders.p.snapshot()).toMatchObject({ phase: 'preview', message: { key: 'CAMERA_ENCODERS_BUSY' } });
    expect(encoders.fetchStream).toHaveBeenCalledTimes(3);
  });

  it('CAM-21 no usable format: NO_VIDEO_STREAM at once', async () => {
    const { p, fetchStream } = player([granted({ MjpegPath: null, WebMPath: '/w' })]);
    p.play(true);
    await flush();
    expect(p.snapshot().message).toEqual({ key: 'NO_VIDEO_STREAM' });
    expect(fetchStream).toHaveBeenCalledTimes(1);
  });

  it('CAM-18 a stop while connecting drops the late answer', async () => {
    const { p } = player([]);
    p.play(true);
    p.stop();
    await settle();
    await flush();
    expect(p.snapshot()).toMatchObject({ phase: 'preview', source: null });
  });
});
