import type { MediaFailure } from './camera-player.ts';

/** What a camera's media element tells its player. */
export interface MediaEvents {
  onPlaying(): void;
  onFailed(failure?: MediaFailure): void;
  onEnded(): void;
}

/** Plays a video element, muted if the browser refuses sound without a gesture. */
export function startVideo(video: HTMLVideoElement, onFailed: (failure?: MediaFailure) => void) {
  video.play().catch((error: unknown) => {
    if (error instanceof DOMException && error.name === 'NotAllowedError') {
      video.muted = true;
      video.play().catch(() => onFailed({ kind: 'video' }));
    } else if (!(error instanceof DOMException && error.name === 'AbortError')) onFailed({ kind: 'video' });
  });
}
