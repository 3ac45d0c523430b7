/**
 * Alarm state, tab and row style (core §3). The state is derived from Active and the respondent fields; the tab
 * from the state and the SINGLELIST setting.
 */

export type AlarmState = 'Deactivated' | 'Responded' | 'Assigned' | 'My' | 'NotResponded';
export type AlarmTab = 'active' | 'my' | 'responded' | 'deactivated';

/** The fields the rule reads; any Alarm or DynamicDetails fits. */
export interface AlarmOwnership {
  Active: boolean;
  RespondentId?: number | null;
  RespondentOwn?: boolean | null;
}

/**
 * RespondentOwn, when the server sends it, says whether the current respondent owns the alarm; otherwise the
 * respondent ids are compared. A missing or 0 RespondentId means nobody handles the alarm.
 * 'Assigned' is never derived: the spec names no rule for it, but tabs and styles still accept it.
 */
export function deriveAlarmState(alarm: AlarmOwnership, myRespondentId?: number | null): AlarmState {
  if (!alarm.Active) return 'Deactivated';
  const hasRespondent = alarm.RespondentId != null && alarm.RespondentId !== 0;
  if (alarm.RespondentOwn === true) return 'My';
  if (!hasRespondent) return 'NotResponded';
  if (alarm.RespondentOwn == null && myRespondentId != null && alarm.RespondentId === myRespondentId) return 'My';
  return 'Responded';
}

export function tabForState(state: AlarmState, singleList: boolean): AlarmTab {
  switch (state) {
    case 'NotResponded':
    case 'Assigned':
      return 'active';
    case 'My':
      return singleList ? 'active' : 'my';
    case 'Responded':
      return singleList ? 'active' : 'responded';
    case 'Deactivated':
      return 'deactivated';
  }
}

/** The tabs the list shows: SINGLELIST keeps only active and deactivated. */
export function tabsFor(singleList: boolean): AlarmTab[] {
  return singleList ? ['active', 'deactivated'] : ['active', 'my', 'responded', 'deactivated'];
}

const STYLE_CLASSES: Record<AlarmState, string> = {
  NotResponded: 'alarm-not-responded',
  Assigned: 'alarm-assigned',
  My: 'alarm-my',
  Responded: 'alarm-responded',
  Deactivated: 'alarm-deactivated',
};

export function alarmStyleClass(state: AlarmState): string {
  return STYLE_CLASSES[state];
}

/** True for alarms nobody has answered yet: clicking them posts an accept. */
export function isUnanswered(state: AlarmState): boolean {
  return state === 'NotResponded' || state === 'Assigned';
}

/**
 * Alarms per list tab, the operator's own active ones (SESSION-18 counts them whatever SINGLELIST says), and those
 * nobody has answered yet (the tab title and the app badge show them, whatever SINGLELIST says).
 */
export function countByTab(
  alarms: readonly AlarmOwnership[],
  myRespondentId: number | null | undefined,
  singleList: boolean,
): Record<AlarmTab, number> & { mine: number; unanswered: number } {
  const counts = { active: 0, my: 0, responded: 0, deactivated: 0, mine: 0, unanswered: 0 };
  for (const alarm of alarms) {
    const state = deriveAlarmState(alarm, myRespondentId);
    counts[tabForState(state, singleList)] += 1;
    if (state === 'My') counts.mine += 1;
    if (isUnanswered(state)) counts.unanswered += 1;
  }
  return counts;
}

/** The alarm went from the operator to a colleague while she had it open (a take-over): she is told. */
export function takenFromMe(previous: AlarmState, current: AlarmState): boolean {
  return previous === 'My' && current === 'Responded';
}
