import { useTranslation } from 'react-i18next';
import type { DetailModel } from '../alarms/detail/detail-model.ts';
import { WidgetFrame } from '../alarms/detail/widget-frame.tsx';

/** The alarm's cameras (calls §2): one collapsible block per camera with a stream address (CAM-01, CAM-09). */
export function CameraWidget({ model, mode }: { model: DetailModel; mode: string }) {
  const { t } = useTranslation('cameras');
  const cameras = (model.details?.Cameras ?? []).filter((camera) => Boolean(camera.CameraAddress));
  return (
    <WidgetFrame id="cameras" title={t('widget.title')} mode={mode} hasContent={cameras.length > 0}>
      <ul className="camera-list">
        {cameras.map((camera) => (
          <li key={camera.Id}>{camera.Title ?? t('widget.titleNotSet')}</li>
        ))}
      </ul>
    </WidgetFrame>
  );
}
