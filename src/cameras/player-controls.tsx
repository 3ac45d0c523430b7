import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAYER_CONTROLS_HIDE_MS, PLAYER_SCREENSHOT_INDICATOR_MS, PLAYER_VOLUME_DEFAULT } from '../domain/constants.ts';
import { nextVolume, nextZoom, ZOOM_RANGE } from '../domain/camera-controls.ts';
import { Button } from '../ui/button.tsx';

/** Zoom and volume of one player, volume 0.7 to start (CAM-36, CAM-37). */
export function usePlayerView() {
  const [zoom, setZoom] = useState<number>(ZOOM_RANGE.min);
  const [volume, setVolume] = useState(PLAYER_VOLUME_DEFAULT);
  return { zoom, volume, zoomBy: (direction: 1 | -1) => setZoom((z) => nextZoom(z, direction)), setVolume: (v: number) => setVolume(nextVolume(v)) };
}
export type PlayerView = ReturnType<typeof usePlayerView>;

/**
 * The current frame as a PNG download (CAM-35): the video's or the MJPEG image's picture, drawn on a canvas.
 * False when the browser could not draw it.
 */
function saveScreenshot(frame: HTMLVideoElement | HTMLImageElement, name: string): boolean {
  const width = frame instanceof HTMLVideoElement ? frame.videoWidth : frame.naturalWidth;
  const height = frame instanceof HTMLVideoElement ? frame.videoHeight : frame.naturalHeight;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = width > 0 ? canvas.getContext('2d') : null;
  if (!context) return false;
  context.drawImage(frame, 0, 0, width, height);
  canvas.toBlob((blob) => {
    if (!blob) return;
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.png`;
    link.click();
    window.setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  }, 'image/png');
  return true;
}

/**
 * Controls that fade out 2 s after the pointer last moved over the player (CAM-38) and come back on pointer movement
 * or focus. Only their look changes: they stay in the tab order, and stay visible while focused (CSS).
 */
export function useAutoHide() {
  const [hidden, setHidden] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const show = useCallback(() => {
    setHidden(false);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setHidden(true), PLAYER_CONTROLS_HIDE_MS);
  }, []);
  useEffect(() => {
    show();
    return () => window.clearTimeout(timer.current);
  }, [show]);
  return { hidden, show };
}

export interface PlayerControlsProps {
  title: string;
  view: PlayerView;
  /** Video formats have sound; MJPEG has none. */
  hasSound: boolean;
  /** A sandboxed frame's picture can not be read. */
  canScreenshot: boolean;
  frame: () => HTMLVideoElement | HTMLImageElement | null;
  elapsed: ReactNode;
  onStop(): void;
  autoHide: ReturnType<typeof useAutoHide>;
}

/** The player's controls (calls §9): elapsed time, stop, picture zoom, volume for video, screenshot. */
export function PlayerControls({ title, view, hasSound, canScreenshot, frame, elapsed, onStop, autoHide }: PlayerControlsProps) {
  const { t } = useTranslation('cameras');
  const [shot, setShot] = useState(false);
  const shotTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(shotTimer.current), []);
  const screenshot = () => {
    const element = frame();
    if (!element || !saveScreenshot(element, title)) return;
    setShot(true);
    window.clearTimeout(shotTimer.current);
    shotTimer.current = window.setTimeout(() => setShot(false), PLAYER_SCREENSHOT_INDICATOR_MS);
  };
  return (
    <div
      className={autoHide.hidden ? 'camera-controls camera-controls--hidden' : 'camera-controls'}
      role="group"
      aria-label={t('player.controls', { title })}
      onPointerMove={autoHide.show}
      onFocus={autoHide.show}
    >
      <span className="camera-controls__elapsed">{elapsed}</span>
      <Button onClick={onStop}>{t('player.stop', { title })}</Button>
      <Button onClick={() => view.zoomBy(-1)} disabled={view.zoom <= ZOOM_RANGE.min}>
        {t('player.zoomOut')}
      </Button>
      <output className="camera-controls__zoom" aria-label={t('player.zoom')}>
        {t('player.zoomValue', { zoom: view.zoom })}
      </output>
      <Button onClick={() => view.zoomBy(1)} disabled={view.zoom >= ZOOM_RANGE.max}>
        {t('player.zoomIn')}
      </Button>
      {hasSound ? (
        <label className="camera-controls__volume">
          {t('player.volume')}
          <input type="range" min={0} max={1} step={0.1} value={view.volume} onChange={(event) => view.setVolume(Number(event.target.value))} />
        </label>
      ) : null}
      {canScreenshot ? <Button onClick={screenshot}>{t('player.screenshot')}</Button> : null}
      <span role="status" className="camera-controls__shot">
        {shot ? t('player.screenshotSaved') : ''}
      </span>
    </div>
  );
}
