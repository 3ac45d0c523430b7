import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePositions } from '../alarms/detail/use-detail-data.ts';
import { formatDateTime } from '../alarms/format-time.ts';
import { useSettings } from '../db/hooks.ts';
import { LOCATE_RESULT_WAIT_MS, positionSince } from '../domain/locate-result.ts';

/**
 * What a locate came to (qa-supervisor P3-7): the position the device sent after the request, or, once
 * LOCATE_RESULT_WAIT_MS has passed without one, that none came; meanwhile that the request was sent.
 */
export function LocateResult({ userId, requestedAt }: { userId: number; requestedAt: number }) {
  const { t } = useTranslation('users');
  const settings = useSettings();
  const positions = usePositions(userId);
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), Math.max(0, requestedAt + LOCATE_RESULT_WAIT_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [requestedAt]);
  const position = positionSince(positions ?? [], requestedAt);
  if (position) {
    const time = formatDateTime(position.ServerTime, { dateFormat: settings?.DATE_FORMAT, timestamps: undefined });
    return <p role="status">{t('locate.received', { time, latitude: position.Latitude.toFixed(5), longitude: position.Longitude.toFixed(5) })}</p>;
  }
  return <p role="status">{waited ? t('locate.noAnswer', { seconds: LOCATE_RESULT_WAIT_MS / 1000 }) : t('common:messages.LOCATE_SUCCESS')}</p>;
}
