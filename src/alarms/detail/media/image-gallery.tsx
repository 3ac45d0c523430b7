import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Attachments } from '../../../contract/index.ts';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { type MediaUrl, useMediaUrl } from './use-media-url.ts';

type ImageItem = NonNullable<Attachments['Images']>[number];

/** Thumbnails of the alarm's pictures; each opens the viewer, a dialog that steps through them with the arrow keys. */
export function ImageGallery({ images, timeOf }: { images: readonly ImageItem[]; timeOf(value: string | null | undefined): string }) {
  const { t } = useTranslation('alarm');
  const [open, setOpen] = useState<number | null>(null);
  const count = images.length;
  const labelOf = (index: number) => [t('media.picture', { n: index + 1, count }), timeOf(images[index]?.LastUpdated)].filter(Boolean).join(', ');
  return (
    <section className="media__group" aria-label={t('media.pictures')}>
      <h4 className="media__heading">{t('media.pictures')}</h4>
      <ul className="media__thumbs">
        {images.map((item, index) => (
          <li key={`${index}-${item.Image ?? item.ThumbNail}`}>
            <Thumbnail reference={item.ThumbNail ?? item.Image} label={t('media.openPicture', { picture: labelOf(index) })} onOpen={() => setOpen(index)} />
          </li>
        ))}
      </ul>
      {open === null ? null : <ImageViewer images={images} index={open} label={labelOf(open)} onIndex={setOpen} onClose={() => setOpen(null)} />}
    </section>
  );
}

function Thumbnail({ reference, label, onOpen }: { reference: string | null | undefined; label: string; onOpen(): void }) {
  const { t } = useTranslation('alarm');
  const url = useMediaUrl(reference);
  // WCAG 2.5.3: the placeholder's words are visible in the button while the picture loads, so the name says them too.
  const placeholder = placeholderText(url, t);
  const name = placeholder ? `${label}, ${placeholder}` : label;
  return (
    <button type="button" className="media__thumb" aria-label={name} title={name} onClick={onOpen}>
      <MediaImage url={url} alt="" className="media__thumb-image" />
    </button>
  );
}

function ImageViewer({ images, index, label, onIndex, onClose }: { images: readonly ImageItem[]; index: number; label: string; onIndex(index: number): void; onClose(): void }) {
  const { t } = useTranslation('alarm');
  const item = images[index];
  const url = useMediaUrl(item?.Image ?? item?.ThumbNail);
  const count = images.length;
  const step = (by: number) => onIndex((index + by + count) % count);
  useEffect(() => {
    if (count < 2) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') onIndex((index + 1) % count);
      else if (event.key === 'ArrowLeft') onIndex((index - 1 + count) % count);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [count, index, onIndex]);
  return (
    <Modal
      open
      title={label}
      onClose={onClose}
      className="media-viewer"
      actions={
        <>
          {count > 1 ? (
            <>
              <Button onClick={() => step(-1)} aria-keyshortcuts="ArrowLeft">
                {t('media.previous')}
              </Button>
              <Button onClick={() => step(1)} aria-keyshortcuts="ArrowRight">
                {t('media.next')}
              </Button>
            </>
          ) : null}
          <Button variant="primary" onClick={onClose}>
            {t('media.close')}
          </Button>
        </>
      }
    >
      <MediaImage url={url} alt={label} className="media-viewer__image" />
    </Modal>
  );
}

/** What stands in a picture's place until it is there: null once it is. */
function placeholderText(url: MediaUrl, t: TFunction<'alarm'>): string | null {
  if (url.state === 'ready') return null;
  return t(url.state === 'loading' ? 'media.loading' : 'media.missing');
}

function MediaImage({ url, alt, className }: { url: MediaUrl; alt: string; className: string }) {
  const { t } = useTranslation('alarm');
  if (url.state !== 'ready') return <span className={`${className} media__placeholder`}>{placeholderText(url, t)}</span>;
  return <img className={className} src={url.url} alt={alt} />;
}
