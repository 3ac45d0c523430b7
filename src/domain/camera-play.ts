/** Camera viewing rules (core §6, calls §3, §4, §5, §8, §9). */
import { CAMERA_PLAYBACK_RETRIES, CAMERA_RETRY_DELAY_MS, CAMERA_VIEWING_WINDOW_S } from './constants.ts';
import type { DomainMessageKey } from './message-keys.ts';
import { type Validation, invalid, valid } from './validation/result.ts';

export interface CameraViewing {
  ViewingPermitted?: boolean | null;
  ViewingWindowShortPeriod?: number | null;
}

/** The viewing window in seconds: ViewingWindowShortPeriod, 60 when not given. */
export function viewingWindowSeconds(camera: CameraViewing): number {
  return camera.ViewingWindowShortPeriod ?? CAMERA_VIEWING_WINDOW_S;
}

/**
 * Play needs ViewingPermitted (else VIEWING_PERMITTED_FALSE), a nonzero viewing window and an active alarm (else
 * NOT_ALLOWED_TO_VIEW_CAMERA). Answers the window in seconds.
 */
export function checkCameraPlay(camera: CameraViewing, alarmActive: boolean): Validation<number> {
  if (camera.ViewingPermitted !== true) return invalid('VIEWING_PERMITTED_FALSE');
  const seconds = viewingWindowSeconds(camera);
  if (seconds <= 0 || !alarmActive) return invalid('NOT_ALLOWED_TO_VIEW_CAMERA');
  return valid(seconds);
}

export type StreamFormat = 'webm' | 'mjpeg' | 'hls';

/** Formats in priority order: WebM (Chrome only), MJPEG, HLS; none usable means NO_VIDEO_STREAM. */
export function pickStreamFormat(
  paths: { WebMPath?: string | null; MjpegPath?: string | null; HlsPath?: string | null },
  isChrome: boolean,
): Validation<StreamFormat> {
  if (isChrome && paths.WebMPath) return valid('webm');
  if (paths.MjpegPath) return valid('mjpeg');
  if (paths.HlsPath) return valid('hls');
  return invalid('NO_VIDEO_STREAM');
}

export type PlaybackFailure = { action: 'retry'; inMs: number } | { action: 'error' };

/** After failed attempt number `failures` (1-based): retry after 1 s up to VideoPlaybackNumRetries (2), then error. */
export function onPlaybackFailure(failures: number, numRetries: number | null | undefined): PlaybackFailure {
  return failures <= (numRetries ?? CAMERA_PLAYBACK_RETRIES) ? { action: 'retry', inMs: CAMERA_RETRY_DELAY_MS } : { action: 'error' };
}

/** Playing stops once the viewing window has elapsed or the alarm is deactivated. */
export function playbackShouldStop(startedAt: number, now: number, windowSeconds: number, alarmActive: boolean): boolean {
  return !alarmActive || now - startedAt >= windowSeconds * 1000;
}

/**
 * The message key of a failed stream request: the error body's errors[0].name, else STREAM_NOT_AVAILABLE (also for
 * an empty or unreadable answer).
 */
export function streamErrorKey(body: unknown): string {
  if (typeof body === 'object' && body !== null && 'errors' in body && Array.isArray(body.errors)) {
    const first: unknown = body.errors[0];
    if (typeof first === 'object' && first !== null && 'name' in first && typeof first.name === 'string' && first.name) {
      return first.name;
    }
  }
  return 'STREAM_NOT_AVAILABLE' satisfies DomainMessageKey;
}

/** The keys to try for a playback failure: the camera type's own, then the generic one. */
export function videoCantPlayKeys(cameraType: number | null | undefined): string[] {
  const generic: DomainMessageKey = 'VIDEO_CANT_PLAYED';
  return cameraType == null ? [generic] : [`${generic}_${cameraType}`, generic];
}

/** A preset can be reset (after confirmation) only when CameraPresetId is an integer >= 0. */
export function canResetPreset(preset: { CameraPresetId?: number | null }): boolean {
  const id = preset.CameraPresetId;
  return typeof id === 'number' && Number.isInteger(id) && id >= 0;
}

/** A preset can be applied only when AllowConfigure is true. */
export function canApplyPreset(preset: { AllowConfigure?: boolean | null }): boolean {
  return preset.AllowConfigure === true;
}
