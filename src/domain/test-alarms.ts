import type { ListedAlarm, TestAlarmList } from '../contract/index.ts';

export interface TestAlarmConfiguration {
  /** RoutineCode: the routine's name in the console's languages (qa-supervisor P2-15), when the server sends one. */
  routines: { TestRoutineId: number; Routine: string; RoutineCode?: string }[];
  users: { UserId: number; Name: string }[];
}

/** SUP-22: the configuration is granted only when both Routines and Users have entries; null means denied. */
export function testAlarmConfiguration(list: TestAlarmList): TestAlarmConfiguration | null {
  const routines = (list.Routines ?? []).map((r) => ({ TestRoutineId: r.TestRoutineId, Routine: r.Routine ?? String(r.TestRoutineId), ...(r.RoutineCode ? { RoutineCode: r.RoutineCode } : {}) }));
  const users = (list.Users ?? []).map((u) => ({ UserId: u.UserId, Name: u.Name ?? String(u.UserId) }));
  return routines.length > 0 && users.length > 0 ? { routines, users } : null;
}

/** SUP-20/21: one user is used automatically; with several the operator picks one (the first until then). */
export function needsUserChoice(configuration: TestAlarmConfiguration): boolean {
  return configuration.users.length > 1;
}

/** An alarm raised by a test routine: marked "Test" in the list and on the alarm page. */
export function isTestAlarm(alarm: Pick<ListedAlarm, 'IsTest'>): boolean {
  return alarm.IsTest === true;
}
