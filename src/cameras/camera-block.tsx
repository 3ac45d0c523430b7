import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Camera } from '../contract/entities/camera.ts';
import type { CameraPlayer, MediaFailure, PlayerMessage, PlayerSnapshot } from './camera-player.ts';
import { focusScope } from '../ui/focus-scope.ts';
import { Button } from '../ui/button.tsx';
import { CameraActions } from './camera-actions.tsx';
import { CameraMedia } from './camera-media.tsx';
import { PlayerControls, type PlayerView, useAutoHide, usePlayerView } from './player-controls.tsx';
import { useCameraPlayer } from './use-camera-player.ts';

/** A player text: the cameras catalogue first, then the shared messages, then the fallback key; the error kind after it. */
function playerText(t: TFunction, exists: (key: string) => boolean, message: PlayerMessage): string {
  const keys = [message.key, message.fallbackKey].filter((key): key is string => Boolean(key));
  const found = keys.flatMap((key) => [`cameras:messages.${key}`, `common:messages.${key}`]).find(exists);
  const text = found ? t(found, { ...message.values }) : message.key;
  return message.kind ? `${text} ${t(`cameras:errorKinds.${message.kind}`)}` : text;
}

interface LivePlayerProps {
  player: CameraPlayer;
  source: NonNullable<PlayerSnapshot['source']>;
  title: string;
  view: PlayerView;
  elapsed: string;
}

/** The picture (zoomed) and its controls while a stream is open; the controls' fade timer lives as long as it does. */
function LivePlayer({ player, source, title, view, elapsed }: LivePlayerProps) {
  const autoHide = useAutoHide();
  const frameRef = useRef<HTMLVideoElement | HTMLImageElement | null>(null);
  const onPlaying = useCallback(() => player.mediaPlaying(), [player]);
  const onFailed = useCallback((failure?: MediaFailure) => player.mediaFailed(failure), [player]);
  const onEnded = useCallback(() => player.mediaEnded(), [player]);
  return (
    <>
      <div className="camera-player__stage" onPointerMove={autoHide.show}>
        <div className="camera-player__zoom" style={{ transform: `scale(${view.zoom})` }}>
          <CameraMedia source={source} title={title} volume={view.volume} frameRef={frameRef} onPlaying={onPlaying} onFailed={onFailed} onEnded={onEnded} />
        </div>
      </div>
      <PlayerControls
        title={title}
        view={view}
        hasSound={source.kind === 'webm' || source.kind === 'hls'}
        canScreenshot={source.kind !== 'mjpeg-frame'}
        frame={() => frameRef.current}
        elapsed={elapsed}
        onStop={() => player.stop()}
        autoHide={autoHide}
      />
    </>
  );
}

export interface CameraBlockProps {
  camera: Camera;
  alarmId: number;
  alarmActive: boolean;
  readOnly: boolean;
}

/**
 * One camera (calls §2, §4): its title (or title-not-set) toggles the block; a preview with Play, then the live
 * picture with its controls; PTZ, presets and extras below unless read-only.
 */
export function CameraBlock({ camera, alarmId, alarmActive, readOnly }: CameraBlockProps) {
  const { t, i18n } = useTranslation('cameras');
  const title = camera.Title?.trim() || t('widget.titleNotSet');
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  const player = useCameraPlayer(camera, alarmId, alarmActive);
  const snapshot = player.snapshot();
  const view = usePlayerView();
  const { source } = snapshot;
  const stateText = t(`player.state.${snapshot.state}`);
  const busy = snapshot.phase === 'connecting' || snapshot.phase === 'retrying';

  return (
    <article className="camera" aria-label={title}>
      <h4 className="camera__title">
        <button type="button" className="camera__toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
          <span aria-hidden="true">{open ? '▾' : '▸'}</span> {title}
        </button>
      </h4>
      <div id={bodyId} className="camera__body" hidden={!open}>
        <div className="camera-player" data-state={snapshot.state} {...focusScope}>
          {source ? (
            <LivePlayer player={player} source={source} title={title} view={view} elapsed={t('player.elapsed', { elapsed: snapshot.elapsedS, window: snapshot.windowS })} />
          ) : (
            <div className="camera-player__preview">
              <Button variant="primary" pending={busy} disabled={snapshot.phase === 'restarting' || snapshot.phase === 'stopping'} onClick={() => player.play(alarmActive)}>
                {t('player.play', { title })}
              </Button>
            </div>
          )}
          <p className="camera-player__state" role="status">
            {snapshot.phase === 'playing' ? t('player.playing', { elapsed: snapshot.elapsedS, window: snapshot.windowS }) : stateText}
          </p>
          {snapshot.message ? (
            <p className="camera-player__message" role="alert">
              {playerText(t, (key) => i18n.exists(key), snapshot.message)}
            </p>
          ) : null}
        </div>
        {readOnly ? null : <CameraActions camera={camera} title={title} alarmId={alarmId} live={snapshot.phase === 'playing'} />}
      </div>
    </article>
  );
}
