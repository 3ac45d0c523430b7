import { useTranslation } from 'react-i18next';
import type { DetailModel } from '../alarms/detail/detail-model.ts';
import { WidgetFrame } from '../alarms/detail/widget-frame.tsx';
import { viewableCameras } from '../domain/camera-format.ts';
import { CameraBlock } from './camera-block.tsx';
import './cameras.css';

/**
 * The alarm's cameras (calls §2): one collapsible block per camera with a stream address (CAM-01, CAM-09). The
 * alarm is active as its latest DynamicDetails say (the page's state), so a deactivation stops playing (CAM-18).
 */
export function CameraWidget({ model, mode }: { model: DetailModel; mode: string }) {
  const { t } = useTranslation('cameras');
  const cameras = viewableCameras(model.details?.Cameras);
  return (
    <WidgetFrame id="cameras" title={t('widget.title')} mode={mode} hasContent={cameras.length > 0}>
      <div className="camera-list">
        {cameras.map((camera) => (
          <CameraBlock key={camera.Id} camera={camera} alarmId={model.alarm.AlarmId} alarmActive={model.state !== 'Deactivated'} readOnly={model.readOnly} />
        ))}
      </div>
    </WidgetFrame>
  );
}
