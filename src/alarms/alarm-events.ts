/**
 * The accept-alarm event of core §4: fired on window when a new alarm enters the operator's My alarms, so other
 * parts of the console (telephony: call the alarm's device) can react without the list knowing them.
 */
export const ACCEPT_ALARM_EVENT = 'arc:accept-alarm';

export interface AcceptAlarmDetail {
  alarmId: number;
  globalAlarmId: string;
}

export function dispatchAcceptAlarm(detail: AcceptAlarmDetail): void {
  window.dispatchEvent(new CustomEvent<AcceptAlarmDetail>(ACCEPT_ALARM_EVENT, { detail }));
}
