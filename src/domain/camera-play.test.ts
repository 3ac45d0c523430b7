import { describe, expect, it } from 'vitest';
import {
  canApplyPreset,
  canResetPreset,
  checkCameraPlay,
  onPlaybackFailure,
  pickStreamFormat,
  playbackShouldStop,
  streamErrorKey,
  videoCantPlayKeys,
} from './camera-play.ts';

describe('camera play', () => {
  it('CAM-10 play requires ViewingPermitted, else VIEWING_PERMITTED_FALSE', () => {
    expect(checkCameraPlay({ ViewingPermitted: false }, true)).toEqual({ ok: false, error: 'VIEWING_PERMITTED_FALSE' });
    expect(checkCameraPlay({}, true)).toEqual({ ok: false, error: 'VIEWING_PERMITTED_FALSE' });
  });
  it('CAM-11 play requires a nonzero ViewingWindowShortPeriod (default 60), else NOT_ALLOWED_TO_VIEW_CAMERA', () => {
    expect(checkCameraPlay({ ViewingPermitted: true, ViewingWindowShortPeriod: 0 }, true)).toEqual({
      ok: false,
      error: 'NOT_ALLOWED_TO_VIEW_CAMERA',
    });
    expect(checkCameraPlay({ ViewingPermitted: true }, true)).toEqual({ ok: true, value: 60 });
    expect(checkCameraPlay({ ViewingPermitted: true, ViewingWindowShortPeriod: 30 }, true)).toEqual({ ok: true, value: 30 });
  });
  it('CAM-12 viewing is refused for deactivated alarms', () => {
    expect(checkCameraPlay({ ViewingPermitted: true }, false)).toEqual({ ok: false, error: 'NOT_ALLOWED_TO_VIEW_CAMERA' });
  });
  it('CAM-20 formats are tried WebM (Chrome only), MJPEG, HLS', () => {
    const all = { WebMPath: '/w', MjpegPath: '/m', HlsPath: '/h' };
    expect(pickStreamFormat(all, true)).toEqual({ ok: true, value: 'webm' });
    expect(pickStreamFormat(all, false)).toEqual({ ok: true, value: 'mjpeg' });
    expect(pickStreamFormat({ WebMPath: '/w', HlsPath: '/h' }, false)).toEqual({ ok: true, value: 'hls' });
  });
  it('CAM-21 no usable format gives NO_VIDEO_STREAM', () => {
    expect(pickStreamFormat({ WebMPath: '/w' }, false)).toEqual({ ok: false, error: 'NO_VIDEO_STREAM' });
    expect(pickStreamFormat({}, true)).toEqual({ ok: false, error: 'NO_VIDEO_STREAM' });
  });
  it('CAM-15 a failed play is retried up to VideoPlaybackNumRetries with 1 s delay, then errors', () => {
    expect(onPlaybackFailure(1, undefined)).toEqual({ action: 'retry', inMs: 1000 });
    expect(onPlaybackFailure(2, undefined)).toEqual({ action: 'retry', inMs: 1000 });
    expect(onPlaybackFailure(3, undefined)).toEqual({ action: 'error' });
    expect(onPlaybackFailure(1, 0)).toEqual({ action: 'error' });
  });
  it('CAM-17 playing stops when the viewing window has elapsed', () => {
    expect(playbackShouldStop(0, 59_999, 60, true)).toBe(false);
    expect(playbackShouldStop(0, 60_000, 60, true)).toBe(true);
  });
  it('CAM-18 playing stops when the alarm is deactivated', () => {
    expect(playbackShouldStop(0, 1, 60, false)).toBe(true);
  });
  it('CAM-27 an empty or unreadable stream error is STREAM_NOT_AVAILABLE', () => {
    expect(streamErrorKey(undefined)).toBe('STREAM_NOT_AVAILABLE');
    expect(streamErrorKey('<html>')).toBe('STREAM_NOT_AVAILABLE');
    expect(streamErrorKey({ errors: [] })).toBe('STREAM_NOT_AVAILABLE');
  });
  it('CAM-28 a stream error body errors[0].name is the message key', () => {
    expect(streamErrorKey({ errors: [{ name: 'MediaServerNoResponse', description: 'x' }] })).toBe('MediaServerNoResponse');
  });
  it('CAM-30 playback failure keys: VIDEO_CANT_PLAYED_{cameraType}, then VIDEO_CANT_PLAYED', () => {
    expect(videoCantPlayKeys(5)).toEqual(['VIDEO_CANT_PLAYED_5', 'VIDEO_CANT_PLAYED']);
    expect(videoCantPlayKeys(undefined)).toEqual(['VIDEO_CANT_PLAYED']);
  });
  it('CAM-41 a preset can be reset only when CameraPresetId is an integer >= 0', () => {
    expect(canResetPreset({ CameraPresetId: 0 })).toBe(true);
    expect(canResetPreset({ CameraPresetId: 3 })).toBe(true);
    expect(canResetPreset({ CameraPresetId: -1 })).toBe(false);
    expect(canResetPreset({ CameraPresetId: 1.5 })).toBe(false);
    expect(canResetPreset({})).toBe(false);
  });
  it('CAM-43 a preset can be applied only when AllowConfigure is true', () => {
    expect(canApplyPreset({ AllowConfigure: true })).toBe(true);
    expect(canApplyPreset({ AllowConfigure: null })).toBe(false);
  });
});
