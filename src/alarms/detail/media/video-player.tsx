import { useTranslation } from 'react-i18next';
import { useMediaUrl } from './use-media-url.ts';

/** A recorded video with the browser's controls; a live video starts muted on its own, as a camera picture does. */
export function VideoPlayer({ reference, label, live }: { reference: string | null | undefined; label: string; live: boolean }) {
  const { t } = useTranslation('alarm');
  const url = useMediaUrl(reference);
  return (
    <figure className="media__video">
      {url.state === 'ready' ? (
        <video className="media__video-element" src={url.url} aria-label={label} controls playsInline preload="metadata" autoPlay={live} muted={live} loop={live} width={320} height={240} />
      ) : (
        <span className="media__placeholder">{t(url.state === 'loading' ? 'media.loading' : 'media.missing')}</span>
      )}
      <figcaption>{label}</figcaption>
    </figure>
  );
}
