/** Support page and test alarms (calls §2, §3, §4). */

/** The system test has ended when no row is Ongoing. */
export function systemTestFinished(rows: readonly { Ongoing?: boolean | null }[]): boolean {
  return rows.every((row) => row.Ongoing !== true);
}

/** Test alarms are configured only when both Routines and Users have entries. */
export function testAlarmsConfigured(list: { Routines?: readonly unknown[] | null; Users?: readonly unknown[] | null }): boolean {
  return (list.Routines?.length ?? 0) > 0 && (list.Users?.length ?? 0) > 0;
}

/** With exactly one user that user is used; otherwise the page shows a dropdown (undefined here). */
export function automaticTestUser<U>(users: readonly U[]): U | undefined {
  return users.length === 1 ? users[0] : undefined;
}
