import { type AlarmClickAction, alarmClickAction } from '../../domain/alarm-list.ts';
import type { AlarmState } from '../../domain/alarm-state.ts';

/**
 * LIMIT_ACCEPT (core §4) needs the moment of this tab's last accept, shared by every accept it makes (list clicks,
 * Ctrl+A). The rule itself is the domain's.
 */
let lastAcceptAt: number | undefined;

export function clickAction(state: AlarmState, readOnly: boolean, limitAcceptMs: number, now: number): AlarmClickAction {
  return alarmClickAction({ state, readOnly, now, lastAcceptAt, limitAcceptMs });
}

export function noteAccepted(now: number): void {
  lastAcceptAt = now;
}

/** Tests start from a tab that has accepted nothing. */
export function resetAcceptGate(): void {
  lastAcceptAt = undefined;
}
