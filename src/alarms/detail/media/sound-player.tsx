import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { useMediaUrl } from './use-media-url.ts';

const clock = (seconds: number) => {
  const whole = Number.isFinite(seconds) ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/**
 * A sound clip: one Play/Pause button (named for the clip) and the time played, instead of the browser's controls,
 * whose parts have no names a screen reader or a test can use.
 */
export function SoundPlayer({ reference, label }: { reference: string | null | undefined; label: string }) {
  const { t } = useTranslation('alarm');
  const url = useMediaUrl(reference);
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState({ current: 0, duration: 0 });
  if (url.state !== 'ready') return <span className="media__sound">{label}: {t(url.state === 'loading' ? 'media.loading' : 'media.missing')}</span>;
  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };
  const update = (element: HTMLAudioElement) => setPosition({ current: element.currentTime, duration: element.duration });
  return (
    <span className="media__sound">
      <Button onClick={toggle} aria-label={t(playing ? 'media.pause' : 'media.play', { sound: label })}>
        {t(playing ? 'media.pauseShort' : 'media.playShort')}
      </Button>
      <span className="media__sound-label">{label}</span>
      <span className="media__sound-time" role="timer" aria-label={t('media.played', { sound: label })}>
        {clock(position.current)} / {clock(position.duration)}
      </span>
      <audio
        ref={audio}
        src={url.url}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(event) => update(event.currentTarget)}
        onLoadedMetadata={(event) => update(event.currentTarget)}
      />
    </span>
  );
}
