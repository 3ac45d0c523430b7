import type { TFunction } from 'i18next';
import type { ListedAlarm } from '../contract/index.ts';
import { serverText } from './server-text.ts';

/**
 * The alarm's text in the operator's language (qa-supervisor P2-15): a text the server raised itself comes with a
 * code; any other text (an alarm receiver's) is shown as it came. Every place showing an alarm's text uses this.
 */
export function alarmText(t: TFunction, alarm: Pick<ListedAlarm, 'AlarmText' | 'AlarmTextCode' | 'AlarmTextParams'>): string {
  const key = alarm.AlarmTextCode ? `alarm:serverTexts.${alarm.AlarmTextCode}` : undefined;
  return serverText(t, key, alarm.AlarmText?.trim(), alarm.AlarmTextParams ?? {});
}
