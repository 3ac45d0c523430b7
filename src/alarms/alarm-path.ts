import { matchPath } from 'react-router-dom';
import { alarmTemplatePath, ROUTES } from '../contract/console-routes.ts';

/** Where an alarm opens; an alarm without a Template uses the default body. */
export function alarmPath(alarm: { AlarmId: number; Template?: string | null }): string {
  const template = alarm.Template?.trim() || 'default';
  return alarmTemplatePath(template, alarm.AlarmId);
}

/** The alarm open in the detail route, or null on any other page. */
export function openAlarmIdFrom(pathname: string): number | null {
  const match = matchPath(ROUTES.alarm, pathname);
  const id = Number(match?.params.alarmId);
  return Number.isInteger(id) && id > 0 ? id : null;
}
