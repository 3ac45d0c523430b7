import { useTranslation } from 'react-i18next';
import { useAttachments } from '../../../db/hooks.ts';
import { formatDateTime } from '../../format-time.ts';
import type { DetailModel } from '../detail-model.ts';
import { WidgetFrame } from '../widget-frame.tsx';
import { ImageGallery } from './image-gallery.tsx';
import { SoundPlayer } from './sound-player.tsx';
import { VideoPlayer } from './video-player.tsx';
import './media.css';

/** The alarm's pictures, sounds, videos and live video from its attachments (calls §3, WIDGET-33). */
export function MediaWidget({ model, mode }: { model: DetailModel; mode: string }) {
  const { t } = useTranslation('alarm');
  const attachments = useAttachments(model.alarm.AlarmId);
  const images = (attachments?.Images ?? []).filter((item) => item.Image || item.ThumbNail);
  const sounds = (attachments?.Sounds ?? []).filter((item) => item.Sound);
  const videos = (attachments?.Videos ?? []).filter((item) => item.Video || item.LiveVideo);
  const hasContent = images.length + sounds.length + videos.length > 0;
  const time = (value: string | null | undefined) => (value ? formatDateTime(value, model.timeFormat) : '');
  return (
    <WidgetFrame id="media" title={t('media.title')} mode={mode} hasContent={hasContent}>
      {hasContent ? null : <p className="media__empty">{t('media.none')}</p>}
      {images.length > 0 ? <ImageGallery images={images} timeOf={time} /> : null}
      {sounds.length > 0 ? (
        <section className="media__group" aria-label={t('media.sounds')}>
          <h4 className="media__heading">{t('media.sounds')}</h4>
          <ul className="media__list">
            {sounds.map((item, index) => (
              <li key={`${index}-${item.Sound}`}>
                <SoundPlayer reference={item.Sound} label={[t('media.sound', { n: index + 1 }), time(item.LastUpdated)].filter(Boolean).join(', ')} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {videos.length > 0 ? (
        <section className="media__group" aria-label={t('media.videos')}>
          <h4 className="media__heading">{t('media.videos')}</h4>
          <ul className="media__list media__list--videos">
            {videos.map((item, index) => {
              const live = !item.Video && Boolean(item.LiveVideo);
              const label = live ? t('media.liveVideo', { n: index + 1 }) : [t('media.video', { n: index + 1 }), time(item.LastUpdated)].filter(Boolean).join(', ');
              return (
                <li key={`${index}-${item.Video ?? item.LiveVideo}`}>
                  <VideoPlayer reference={live ? item.LiveVideo : item.Video} label={label} live={live} />
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </WidgetFrame>
  );
}
