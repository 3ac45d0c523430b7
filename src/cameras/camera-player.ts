import type { Camera } from '../contract/entities/camera.ts';
import { ErrorCode } from '../contract/errors.ts';
import { cameraLimits, cameraTypeName, chooseStream, hlsAuthorization, playRefusal, type StreamChoice } from '../domain/camera-format.ts';
import { PLAYER_STATES } from '../domain/constants.ts';
import { type CommandResult, EngineErrorCode, failure } from '../sync-client/failure.ts';

/** Player states of calls §4 (CAM-31). */
export type PlayerState = (typeof PLAYER_STATES)[keyof typeof PLAYER_STATES];

/** A text to show: a message key (cameras:messages, then common:messages), a fallback key and its values. */
export interface PlayerMessage {
  key: string;
  fallbackKey?: string;
  values?: Record<string, string | number>;
  /** What kind of fault it was, shown beside the message (CAM-32). */
  kind?: PlayerErrorKind;
}

/** The player error kinds of calls §8 (CAM-32); the ones the browser can name are mapped from its errors. */
export const PLAYER_ERROR_KINDS = ['url', 'network', 'source', 'carrier', 'audio', 'video', 'authentication', 'endOfFile', 'bandwidth'] as const;
export type PlayerErrorKind = (typeof PLAYER_ERROR_KINDS)[number];

/** A media element's MediaError code as a player error kind: aborted is end of file, network, decode is video, unsupported is source. */
export function mediaErrorKind(code: number | undefined): PlayerErrorKind | undefined {
  return ({ 1: 'endOfFile', 2: 'network', 3: 'video', 4: 'source' } as const)[code as 1 | 2 | 3 | 4];
}

/** An hls.js fault as a player error kind: a refused request is authentication, a missing playlist the URL, buffer stalls bandwidth. */
export function hlsErrorKind(type: string, details: string, status?: number): PlayerErrorKind {
  if (status === 401 || status === 403) return 'authentication';
  if (status === 404 || details === 'manifestParsingError') return 'url';
  if (details.startsWith('bufferStalled') || details === 'fragLoadTimeOut' || details === 'levelLoadTimeOut') return 'bandwidth';
  if (details.startsWith('buffer') && details.includes('audio')) return 'audio';
  return type === 'networkError' ? 'network' : 'video';
}

export type PlayerPhase = 'preview' | 'connecting' | 'loading' | 'retrying' | 'playing' | 'stopping' | 'restarting';

export interface PlayerSnapshot {
  phase: PlayerPhase;
  state: PlayerState;
  /** What to play, with the ticket already where it belongs; null outside loading and playing. */
  source: (StreamChoice & { authorization?: string; ticket: string }) | null;
  elapsedS: number;
  windowS: number;
  /** The error or the retry / restart notice to show (role alert). */
  message: PlayerMessage | null;
}

/** A viewcamera answer: the camera record with its ticket, or a failure the engine read from the server. */
export type StreamAnswer = CommandResult<unknown>;

export interface PlayerClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface PlayerDeps {
  camera: Camera;
  chrome: boolean;
  fetchStream(): Promise<StreamAnswer>;
  clock: PlayerClock;
}

/** A media failure the page saw: the element's or hls.js's, with a stream error key when the server named one. */
export interface MediaFailure {
  key?: string;
  kind?: PlayerErrorKind;
}

const STATE_OF: Record<PlayerPhase, PlayerState> = {
  preview: PLAYER_STATES.stopped,
  restarting: PLAYER_STATES.stopped,
  connecting: PLAYER_STATES.connecting,
  loading: PLAYER_STATES.connecting,
  retrying: PLAYER_STATES.connecting,
  playing: PLAYER_STATES.playing,
  stopping: PLAYER_STATES.stopping,
};

const KNOWN_CODES = new Set<string>(Object.values(ErrorCode));
const RETRY_DELAY_MS = 1_000;

/** Codes that say nothing about the stream itself: they read as STREAM_NOT_AVAILABLE. */
const GENERIC_CODES = new Set<string>([ErrorCode.NOT_FOUND, ErrorCode.UNAUTHORIZED]);

/**
 * The message of a failed viewcamera (CAM-27, CAM-28): the server's errors[0].name (the engine keeps it as the
 * code) when the contract knows it, else STREAM_NOT_AVAILABLE (empty or unparsable answer).
 */
export function streamFailureKey(answer: { code: string }): string {
  return KNOWN_CODES.has(answer.code) && !GENERIC_CODES.has(answer.code) ? answer.code : 'STREAM_NOT_AVAILABLE';
}

/** The error body of a stream request the page made (hls.js): errors[0].name (or the ApiError's error) as above. */
export function streamErrorKey(body: string | null | undefined): string {
  try {
    const parsed = JSON.parse(body ?? '') as { errors?: { name?: unknown }[]; error?: unknown };
    const name = parsed.errors?.[0]?.name ?? parsed.error;
    return typeof name === 'string' ? streamFailureKey({ code: name }) : 'STREAM_NOT_AVAILABLE';
  } catch {
    return 'STREAM_NOT_AVAILABLE';
  }
}

/** The message once retries are used up (CAM-29, CAM-30). */
export function playbackFailureMessage(kind: StreamChoice['kind'], camera: Camera): PlayerMessage {
  if (kind === 'mjpeg' || kind === 'mjpeg-frame') return { key: 'MJPEG_VIDEO_CANT_PLAYED' };
  return { key: `VIDEO_CANT_PLAYED_${cameraTypeName(camera.CameraType)}`, fallbackKey: 'VIDEO_CANT_PLAYED' };
}

/** Only a refusal is final; no answer or a server fault is worth another try. */
function isRetryable(answer: { status?: number }): boolean {
  return answer.status === undefined || answer.status >= 500 || answer.status === 408 || answer.status === 429;
}

function parseTicket(value: unknown): string | null {
  const ticket = (value as { MediaTicket?: { ticket?: unknown } } | null)?.MediaTicket?.ticket;
  return typeof ticket === 'string' && ticket ? ticket : null;
}

/**
 * One camera's player (calls §4): preview → connecting (viewcamera) → loading (the page opens the stream) →
 * playing, counting seconds against the viewing window; failures retry VideoPlaybackNumRetries times 1 s apart
 * showing VIDEO_PLAYBACK_FAILED, then show the error and go back to preview. A video end on a camera with a
 * DisableTimeOut waits CAMERA_RESTARTING for that many seconds. Clock injected, so every timer is testable.
 */
export function createCameraPlayer(deps: PlayerDeps) {
  const { camera, clock } = deps;
  const limits = cameraLimits(camera);
  let snapshot: PlayerSnapshot = { phase: 'preview', state: 0, source: null, elapsedS: 0, windowS: limits.windowS, message: null };
  const listeners = new Set<() => void>();
  let attempt = 0;
  /** When the server issued the ticket: its validity (the viewing window) runs from then, loading included. */
  let ticketAt = 0;
  /** Bumped by every stop, so a late answer or timer of an earlier play does nothing. */
  let generation = 0;
  let timer: unknown = null;

  function set(patch: Partial<PlayerSnapshot>) {
    const next = { ...snapshot, ...patch };
    snapshot = { ...next, state: STATE_OF[next.phase] };
    for (const listener of listeners) listener();
  }

  function schedule(run: () => void, ms: number) {
    if (timer !== null) clock.clearTimeout(timer);
    const at = generation;
    timer = clock.setTimeout(() => {
      timer = null;
      if (at === generation) run();
    }, ms);
  }

  function cancel() {
    generation += 1;
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  }

  function fail(message: PlayerMessage, retryable: boolean) {
    cancel();
    if (retryable && attempt < limits.retries) {
      attempt += 1;
      set({ phase: 'retrying', source: null, message: { key: 'VIDEO_PLAYBACK_FAILED' } });
      schedule(() => void connect(), RETRY_DELAY_MS);
      return;
    }
    set({ phase: 'preview', source: null, elapsedS: 0, message });
  }

  async function connect() {
    const at = generation;
    set({ phase: 'connecting', source: null, elapsedS: 0 });
    let answer: StreamAnswer;
    try {
      answer = await deps.fetchStream();
    } catch {
      // Reads as STREAM_NOT_AVAILABLE (streamFailureKey), as an empty answer does.
      answer = failure(EngineErrorCode.ENGINE_ERROR);
    }
    if (at !== generation) return;
    if (!answer.ok) {
      fail({ key: streamFailureKey(answer) }, isRetryable(answer));
      return;
    }
    const ticket = parseTicket(answer.value);
    if (!ticket) {
      fail({ key: 'STREAM_NOT_AVAILABLE' }, true);
      return;
    }
    const choice = chooseStream(answer.value as Camera, ticket, { chrome: deps.chrome });
    if (!choice) {
      fail({ key: 'NO_VIDEO_STREAM' }, false);
      return;
    }
    ticketAt = clock.now();
    const source = choice.kind === 'hls' ? { ...choice, ticket, authorization: hlsAuthorization(ticket) } : { ...choice, ticket };
    set({ phase: 'loading', source });
    // A stream that never starts counts as a failed play (VideoPlaybackTimeout).
    schedule(() => fail(playbackFailureMessage(choice.kind, camera), true), limits.timeoutS * 1000);
  }

  /** Seconds since the ticket was issued; the next tick lands on the next whole second. */
  function tick() {
    const sinceMs = clock.now() - ticketAt;
    const elapsedS = Math.floor(sinceMs / 1000);
    if (elapsedS >= limits.windowS) {
      stop({ key: 'WINDOW_ENDED' });
      return;
    }
    set({ phase: 'playing', message: null, elapsedS });
    schedule(tick, 1000 - (sinceMs % 1000));
  }

  function restartTick(leftS: number) {
    if (leftS <= 0) {
      set({ phase: 'preview', message: null });
      return;
    }
    set({ phase: 'restarting', source: null, message: { key: 'CAMERA_RESTARTING', values: { 0: leftS } } });
    schedule(() => restartTick(leftS - 1), 1000);
  }

  function stop(message: PlayerMessage | null = null) {
    cancel();
    if (snapshot.phase === 'preview' || snapshot.phase === 'restarting') {
      if (message) set({ message });
      return;
    }
    // Stopping lasts until the page has let go of the stream (the next turn), then the preview is back.
    set({ phase: 'stopping', message });
    schedule(() => set({ phase: 'preview', source: null, elapsedS: 0 }), 0);
  }

  return {
    snapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The operator pressed Play: refused here first (CAM-10..12), then asked of the server. */
    play(alarmActive: boolean) {
      if (snapshot.phase !== 'preview') return;
      const refusal = playRefusal(camera, alarmActive);
      if (refusal) {
        set({ message: { key: refusal } });
        return;
      }
      cancel();
      attempt = 0;
      set({ message: null });
      void connect();
    },
    /**
     * The stream shows pictures: playing, with the seconds of the viewing window (CAM-13, CAM-19). They count from the
     * ticket, as the server does: it ends the stream when the ticket expires.
     */
    mediaPlaying() {
      if (snapshot.phase !== 'loading') return;
      cancel();
      tick();
    },
    /** The element or hls.js failed (CAM-15, CAM-25). */
    mediaFailed(failure: MediaFailure = {}) {
      const kind = snapshot.source?.kind;
      if (!kind || (snapshot.phase !== 'loading' && snapshot.phase !== 'playing')) return;
      const message = failure.key ? { key: failure.key } : playbackFailureMessage(kind, camera);
      fail(failure.kind ? { ...message, kind: failure.kind } : message, true);
    },
    /** The stream ended on its own (CAM-14, CAM-22): back to preview, or a restart wait when the camera has one. */
    mediaEnded() {
      if (snapshot.phase !== 'loading' && snapshot.phase !== 'playing') return;
      cancel();
      const waitS = camera.DisableTimeOut ?? 0;
      if (waitS > 0) restartTick(Math.ceil(waitS));
      else set({ phase: 'preview', source: null, elapsedS: 0 });
    },
    /** The operator stopped, or the alarm is no longer active (CAM-18). */
    stop,
    dispose: cancel,
  };
}

export type CameraPlayer = ReturnType<typeof createCameraPlayer>;
