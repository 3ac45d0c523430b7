import type { Camera } from '../contract/entities/camera.ts';
import { CAMERA_PLAYBACK_RETRIES, CAMERA_PLAYBACK_TIMEOUT_S, CAMERA_TYPES, CAMERA_VIEWING_WINDOW_S } from './constants.ts';

/** How a stream is shown: WebM in a video, MJPEG in an img, HLS through hls.js, CAMERAPROXY_SECURITY in a sandboxed frame. */
export type StreamKind = 'webm' | 'mjpeg' | 'hls' | 'mjpeg-frame';

export interface StreamChoice {
  kind: StreamKind;
  /** Server-relative; MJPEG and WebM carry the media ticket as `?ticket=`, HLS carries it in a header instead. */
  url: string;
}

/** The viewing rules of a camera with the defaults of calls §9 where it names none (CAM-06). */
export function cameraLimits(camera: Camera): { windowS: number; timeoutS: number; retries: number } {
  return {
    windowS: camera.ViewingWindowShortPeriod ?? CAMERA_VIEWING_WINDOW_S,
    timeoutS: camera.VideoPlaybackTimeout ?? CAMERA_PLAYBACK_TIMEOUT_S,
    retries: camera.VideoPlaybackNumRetries ?? CAMERA_PLAYBACK_RETRIES,
  };
}

/** Only a camera with an address has a stream to show; the others get no block at all (CAM-09). */
export function viewableCameras(cameras: readonly Camera[] | null | undefined): Camera[] {
  return (cameras ?? []).filter((camera) => Boolean(camera.CameraAddress?.trim()));
}

export type PlayRefusal = 'VIEWING_PERMITTED_FALSE' | 'NOT_ALLOWED_TO_VIEW_CAMERA' | 'ALARM_NOT_ACTIVE';

/**
 * Why play is refused before anything is asked of the server (CAM-10..12); the server checks the same and the
 * viewing window too. Only an explicit false refuses: a camera record that does not say is left to the server.
 */
export function playRefusal(camera: Camera, alarmActive: boolean): PlayRefusal | null {
  if (camera.ViewingPermitted === false) return 'VIEWING_PERMITTED_FALSE';
  if (cameraLimits(camera).windowS <= 0) return 'NOT_ALLOWED_TO_VIEW_CAMERA';
  if (!alarmActive) return 'ALARM_NOT_ACTIVE';
  return null;
}

function withTicket(path: string, ticket: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}ticket=${encodeURIComponent(ticket)}`;
}

/**
 * The stream to play (CAM-08, CAM-20, CAM-21): WebM (Chrome only), then MJPEG, then HLS; CAMERAPROXY_SECURITY is
 * MJPEG in a frame. Null when no format fits (NO_VIDEO_STREAM).
 */
export function chooseStream(camera: Camera, ticket: string, env: { chrome: boolean }): StreamChoice | null {
  if (camera.CameraType === CAMERA_TYPES.CAMERAPROXY_SECURITY) {
    return camera.MjpegPath ? { kind: 'mjpeg-frame', url: withTicket(camera.MjpegPath, ticket) } : null;
  }
  if (env.chrome && camera.WebMPath) return { kind: 'webm', url: withTicket(camera.WebMPath, ticket) };
  if (camera.MjpegPath) return { kind: 'mjpeg', url: withTicket(camera.MjpegPath, ticket) };
  if (camera.HlsPath) return { kind: 'hls', url: camera.HlsPath };
  return null;
}

/** The header every HLS request carries (CAM-26): the ticket as basic auth, so it is in no URL and no log. */
export function hlsAuthorization(ticket: string): string {
  return `Basic ${btoa(`ticket:${ticket}`)}`;
}

/** Chrome (and Chromium) only: the WebM streams are encoded for it (CAM-20). Edge and Opera say Chrome too and are left out. */
export function isChrome(userAgent: string): boolean {
  return /Chrome\//.test(userAgent) && !/Edg\/|OPR\//.test(userAgent);
}

/** The name of a camera type for VIDEO_CANT_PLAYED_{type}; unknown numbers keep their number. */
export function cameraTypeName(type: number | null | undefined): string {
  const entry = Object.entries(CAMERA_TYPES).find(([, value]) => value === type);
  return entry ? entry[0] : String(type ?? CAMERA_TYPES.GENERIC);
}
