import { LIMITS } from '../contract/index.ts';
import { CAMERA_STOP_SPEED, PLAYER_ZOOM_MAX, PLAYER_ZOOM_MIN, PLAYER_ZOOM_STEP } from './constants.ts';

export const ZOOM_RANGE = { min: PLAYER_ZOOM_MIN, max: PLAYER_ZOOM_MAX, step: PLAYER_ZOOM_STEP } as const;

/** The picture zoom one step in or out, kept within 1x..3x (CAM-36). */
export function nextZoom(zoom: number, direction: 1 | -1): number {
  return Math.min(PLAYER_ZOOM_MAX, Math.max(PLAYER_ZOOM_MIN, zoom + direction * PLAYER_ZOOM_STEP));
}

/** A volume from the slider, on the 0.1 grid within 0..1 (CAM-37). */
export function nextVolume(volume: number): number {
  return Math.min(1, Math.max(0, Math.round(volume * 10) / 10));
}

export type PtzDirection = 'up' | 'down' | 'left' | 'right' | 'zoomIn' | 'zoomOut';
export type PtzSpeeds = readonly [x: number, y: number, z: number];

/** The speeds of a held PTZ button (CAM-40): 1.5 along its axis; release sends STOP_SPEEDS. */
export function ptzSpeeds(direction: PtzDirection): PtzSpeeds {
  const s = LIMITS.cameraSpeed;
  const speeds: Record<PtzDirection, PtzSpeeds> = { left: [-s, 0, 0], right: [s, 0, 0], up: [0, s, 0], down: [0, -s, 0], zoomIn: [0, 0, s], zoomOut: [0, 0, -s] };
  return speeds[direction];
}
export const STOP_SPEEDS: PtzSpeeds = [CAMERA_STOP_SPEED, CAMERA_STOP_SPEED, CAMERA_STOP_SPEED];

/** A preset can be reset (stored again from the current view) only when configurable and its id an integer >= 0 (CAM-41, CAM-43). */
export function canResetPreset(preset: { CameraPresetId?: number | null; AllowConfigure?: boolean | null }): boolean {
  const id = preset.CameraPresetId;
  return preset.AllowConfigure === true && typeof id === 'number' && Number.isInteger(id) && id >= 0;
}

/** Presets and extras in their Order; ties keep the server's order. */
export function byOrder<T extends { Order?: number | null }>(items: readonly T[] | null | undefined): T[] {
  return [...(items ?? [])].sort((a, b) => (a.Order ?? 0) - (b.Order ?? 0));
}
