import { matchPath } from 'react-router-dom';

/** The detail route of core §2: /dashboard/template/{template_type}/{alarm_id}[/{open_type}]. */
export const ALARM_ROUTE = '/dashboard/template/:templateType/:alarmId/:openType?';

/** Where an alarm opens; an alarm without a Template uses the default body. */
export function alarmPath(alarm: { AlarmId: number; Template?: string | null }): string {
  const template = alarm.Template?.trim() || 'default';
  return `/dashboard/template/${encodeURIComponent(template)}/${alarm.AlarmId}`;
}

/** The alarm open in the detail route, or null on any other page. */
export function openAlarmIdFrom(pathname: string): number | null {
  const match = matchPath(ALARM_ROUTE, pathname);
  const id = Number(match?.params.alarmId);
  return Number.isInteger(id) && id > 0 ? id : null;
}
