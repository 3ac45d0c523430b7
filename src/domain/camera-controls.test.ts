import { describe, expect, it } from 'vitest';
import { byOrder, canResetPreset, nextVolume, nextZoom, ptzSpeeds, STOP_SPEEDS } from './camera-controls.ts';
import { hlsErrorKind, mediaErrorKind, PLAYER_ERROR_KINDS } from '../cameras/camera-player.ts';
import { PLAYER_VOLUME_DEFAULT } from './constants.ts';

describe('camera controls', () => {
  it('CAM-36 picture zoom goes 1x to 3x in steps of 0.5', () => {
    const steps = [1];
    for (let i = 0; i < 5; i++) steps.push(nextZoom(steps.at(-1) ?? 1, 1));
    expect(steps).toEqual([1, 1.5, 2, 2.5, 3, 3]);
    expect(nextZoom(1, -1)).toBe(1);
  });

  it('CAM-37 volume 0 to 1 on a 0.1 grid, 0.7 to start', () => {
    expect(PLAYER_VOLUME_DEFAULT).toBe(0.7);
    expect([nextVolume(0.34), nextVolume(-1), nextVolume(1.2)]).toEqual([0.3, 0, 1]);
  });

  it('CAM-40 a held direction moves at 1.5 along its axis; release is 0 on every axis', () => {
    expect([ptzSpeeds('left'), ptzSpeeds('up'), ptzSpeeds('zoomOut')]).toEqual([[-1.5, 0, 0], [0, 1.5, 0], [0, 0, -1.5]]);
    expect(STOP_SPEEDS).toEqual([0, 0, 0]);
  });

  it('CAM-41 CAM-43 a preset is reset only when configurable with an integer id >= 0', () => {
    expect(canResetPreset({ CameraPresetId: 0, AllowConfigure: true })).toBe(true);
    expect(canResetPreset({ CameraPresetId: -1, AllowConfigure: true })).toBe(false);
    expect(canResetPreset({ CameraPresetId: 1.5, AllowConfigure: true })).toBe(false);
    expect(canResetPreset({ CameraPresetId: 2, AllowConfigure: false })).toBe(false);
    expect(canResetPreset({ CameraPresetId: 2 })).toBe(false);
  });

  it('presets and extras in their Order', () => {
    expect(byOrder([{ Order: 2, n: 'b' }, { n: 'a' }, { Order: 1, n: 'c' }]).map((x) => x.n)).toEqual(['a', 'c', 'b']);
  });

  it('CAM-32 the player error kinds, as the browser and hls.js name their faults', () => {
    expect(PLAYER_ERROR_KINDS).toEqual(['url', 'network', 'source', 'carrier', 'audio', 'video', 'authentication', 'endOfFile', 'bandwidth']);
    expect([1, 2, 3, 4, 9].map(mediaErrorKind)).toEqual(['endOfFile', 'network', 'video', 'source', undefined]);
    expect(hlsErrorKind('networkError', 'manifestLoadError', 401)).toBe('authentication');
    expect(hlsErrorKind('networkError', 'manifestLoadError', 404)).toBe('url');
    expect(hlsErrorKind('mediaError', 'bufferStalledError')).toBe('bandwidth');
    expect(hlsErrorKind('mediaError', 'bufferAddCodecError')).toBe('video');
    expect(hlsErrorKind('networkError', 'fragLoadError', 0)).toBe('network');
  });
});
