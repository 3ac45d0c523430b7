import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';

/** The product's small picture; pressing it opens the large one in a dialog (CMD-41). */
export function DeviceImage({ product, small, large }: { product: string; small: string; large: string | null | undefined }) {
  const { t } = useTranslation('commands');
  const [open, setOpen] = useState(false);
  const picture = <img className="device-info__image" src={small} alt={large ? '' : t('devices.info.imageAlt', { product })} width={64} height={64} />;
  if (!large) return picture;
  return (
    <>
      <button type="button" className="device-info__image-button" aria-label={t('devices.info.showImage', { product })} onClick={() => setOpen(true)}>
        {picture}
      </button>
      <Modal
        open={open}
        title={product}
        onClose={() => setOpen(false)}
        actions={<Button onClick={() => setOpen(false)}>{t('devices.info.close')}</Button>}
      >
        <img className="device-info__large-image" src={large} alt={t('devices.info.imageAlt', { product })} width={320} height={320} />
      </Modal>
    </>
  );
}
