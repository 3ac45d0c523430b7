import { describe, expect, it } from 'vitest';
import type { Camera } from '../contract/entities/camera.ts';
import { cameraLimits, cameraTypeName, chooseStream, hlsAuthorization, isChrome, playRefusal, viewableCameras } from './camera-format.ts';
import { CAMERA_TYPES } from './constants.ts';

const camera = (patch: Partial<Camera> = {}): Camera => ({ Id: 1, Title: 'Hall', CameraAddress: 'cam.local', ViewingPermitted: true, ...patch });
const all = { MjpegPath: '/media/1/mjpeg', HlsPath: '/media/1/hls/index.m3u8', WebMPath: '/media/1/webm' };

describe('camera formats and viewing rules', () => {
  it('CAM-06 defaults: a 60 s viewing window, a 10 s playback timeout and 2 retries', () => {
    expect(cameraLimits(camera())).toEqual({ windowS: 60, timeoutS: 10, retries: 2 });
    expect(cameraLimits(camera({ ViewingWindowShortPeriod: 30, VideoPlaybackTimeout: 5, VideoPlaybackNumRetries: 0 }))).toEqual({ windowS: 30, timeoutS: 5, retries: 0 });
  });

  it('CAM-07 camera types are named by their codes', () => {
    expect(CAMERA_TYPES).toEqual({ GENERIC: 0, YOYOMOTION: 1, CAMERAPROXY: 2, APEXIS: 3, SUMPPLE: 4, FOSCAM: 5, ROOMMATE_TRANSMITTER: 6, CAMERAPROXY_SECURITY: 7 });
    expect(cameraTypeName(5)).toBe('FOSCAM');
    expect(cameraTypeName(42)).toBe('42');
  });

  it('only cameras with an address are shown', () => {
    expect(viewableCameras([camera({ Id: 1 }), camera({ Id: 2, CameraAddress: ' ' }), camera({ Id: 3, CameraAddress: null })]).map((c) => c.Id)).toEqual([1]);
    expect(viewableCameras(undefined)).toEqual([]);
  });

  it('play is refused when viewing is not permitted, the window is zero or the alarm is not active', () => {
    expect(playRefusal(camera({ ViewingPermitted: false }), true)).toBe('VIEWING_PERMITTED_FALSE');
    expect(playRefusal(camera({ ViewingWindowShortPeriod: 0 }), true)).toBe('NOT_ALLOWED_TO_VIEW_CAMERA');
    expect(playRefusal(camera(), false)).toBe('ALARM_NOT_ACTIVE');
    expect(playRefusal(camera(), true)).toBeNull();
  });

  it('CAM-20 WebM first in Chrome, then MJPEG, then HLS', () => {
    expect(chooseStream(camera(all), 't1', { chrome: true })).toEqual({ kind: 'webm', url: '/media/1/webm?ticket=t1' });
    expect(chooseStream(camera(all), 't1', { chrome: false })).toEqual({ kind: 'mjpeg', url: '/media/1/mjpeg?ticket=t1' });
    expect(chooseStream(camera({ HlsPath: all.HlsPath, WebMPath: all.WebMPath }), 't1', { chrome: false })).toEqual({ kind: 'hls', url: all.HlsPath });
    expect(chooseStream(camera({ MjpegPath: '/m?size=2' }), 'a b', { chrome: false })?.url).toBe('/m?size=2&ticket=a%20b');
  });

  it('CAM-08 CAMERAPROXY_SECURITY is MJPEG in a frame', () => {
    expect(chooseStream(camera({ ...all, CameraType: 7 }), 't', { chrome: true })).toEqual({ kind: 'mjpeg-frame', url: '/media/1/mjpeg?ticket=t' });
    expect(chooseStream(camera({ HlsPath: all.HlsPath, CameraType: 7 }), 't', { chrome: true })).toBeNull();
  });

  it('CAM-21 no usable format gives no stream', () => {
    expect(chooseStream(camera({ WebMPath: all.WebMPath }), 't', { chrome: false })).toBeNull();
    expect(chooseStream(camera(), 't', { chrome: true })).toBeNull();
  });

  it('CAM-26 HLS carries the ticket as basic auth', () => {
    expect(hlsAuthorization('abc')).toBe(`Basic ${btoa('ticket:abc')}`);
  });

  it('WebM is for Chrome only', () => {
    expect(isChrome('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0 Safari/537.36')).toBe(true);
    expect(isChrome('Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/140.0 Safari/537.36 Edg/140.0')).toBe(false);
    expect(isChrome('Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0')).toBe(false);
  });
});
