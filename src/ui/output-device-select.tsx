import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The browser's audio outputs (labels once the microphone was allowed; the softphone asks for it on a call). */
export function useOutputDevices(): MediaDeviceInfo[] {
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  useEffect(() => {
    const media = navigator.mediaDevices;
    if (!media?.enumerateDevices) return;
    let open = true;
    const list = () => void media.enumerateDevices().then((all) => open && setDevices(all.filter((device) => device.kind === 'audiooutput' && device.deviceId !== 'default')));
    list();
    media.addEventListener?.('devicechange', list);
    return () => {
      open = false;
      media.removeEventListener?.('devicechange', list);
    };
  }, []);
  return devices;
}

/** A choice of audio output ('default': the system's), naming a chosen device that is no longer there. */
export function DeviceSelect({ label, value, outputs, onChange }: { label: string; value: string; outputs: MediaDeviceInfo[]; onChange(id: string): void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="default">{t('softphone.settings.systemDevice')}</option>
        {outputs.map((device, index) => (
          <option key={device.deviceId} value={device.deviceId}>
            {device.label || t('softphone.settings.deviceNumber', { number: index + 1 })}
          </option>
        ))}
        {value !== 'default' && !outputs.some((device) => device.deviceId === value) ? <option value={value}>{t('softphone.settings.missingDevice')}</option> : null}
      </select>
    </div>
  );
}
