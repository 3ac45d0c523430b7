import type { ListedAlarm, RespondentGroup } from '../contract/index.ts';
import { deriveAlarmState } from './alarm-state.ts';

/**
 * Leaving a respondent group hides its alarms, the operator's own ongoing ones included. These are
 * the operator's active alarms in a group that is selected now and not in the new choice (forced groups stay), so
 * the console can name them before the operator leaves. An alarm names its group by id or by name.
 */
export function ownAlarmsHiddenByLeaving(
  alarms: readonly ListedAlarm[],
  groups: readonly RespondentGroup[],
  chosenIds: ReadonlySet<number>,
  myRespondentId: number | null | undefined,
): ListedAlarm[] {
  const left = groups.filter((group) => group.Selected && !group.Forced && !chosenIds.has(group.RespondentGroupId));
  if (left.length === 0) return [];
  const leftRefs = new Set<string>(left.flatMap((group) => [String(group.RespondentGroupId), ...(group.Description ? [group.Description] : [])]));
  return alarms.filter(
    (alarm) => deriveAlarmState(alarm, myRespondentId) === 'My' && alarm.RespondentGroup != null && leftRefs.has(String(alarm.RespondentGroup)),
  );
}
