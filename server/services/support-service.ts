import type { SubscriptionResult, SystemTestRow, TestAlarmList, TestAlarmResult } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import { forbidden, invalid, ServiceError } from './errors.ts';
import { ingestAlarm } from '../alarms/ingest-service.ts';
import { TEST_ALARM_FLAG } from '../alarms/test-alarm-mark.ts';
import { startSystemTest, systemTestRows } from './system-test.ts';
import { assertCanWrite, assertPermission, type Principal } from './principal.ts';
import { writeTransaction } from '../storage/transactions.ts';
import { internationalNumber } from '../../src/domain/phone-search.ts';
import { documentDestinationError } from '../../src/domain/send-document.ts';
import { telephonePrefix } from './telephone-prefix.ts';
import { englishText } from './console-texts.ts';
import { serverAlarmText } from '../alarms/server-alarm-text.ts';

/** The routines, each with its code (`testAlarms:routineNames.<code>`) and the console's English for other clients. */
const TEST_ROUTINES = [
  { TestRoutineId: 1, RoutineCode: 'fullTest' },
  { TestRoutineId: 2, RoutineCode: 'batteryCheck' },
].map((routine) => ({ ...routine, Routine: englishText('testAlarms', `routineNames.${routine.RoutineCode}`) }));

/** GET /api/support/subscription: by telephone number (international or national format) or e-mail (any case). */
export async function lookupSubscription(ctx: ServerContext, principal: Principal, identifier: string): Promise<SubscriptionResult> {
  assertPermission(principal, 'SkygdSystemAdmin');
  // The national format and the number without its plus find it too, as does the e-mail in any case (qa-supervisor P2-9).
  const number = internationalNumber(identifier, await telephonePrefix(ctx));
  const byPhone = number ? await ctx.db.selectFrom('monitored_users').selectAll().where('TelephoneNumber', 'in', [number, number.slice(1)]).limit(1).executeTakeFirst() : undefined;
  const email = identifier.trim().toLowerCase();
  const user = byPhone ?? (await ctx.db.selectFrom('monitored_users').selectAll().execute()).find((u) => (JSON.parse(u.Profile) as { Email?: string }).Email?.toLowerCase() === email);
  if (!user) return { NotFound: true };
  const profile = JSON.parse(user.Profile) as { Email?: string };
  return {
    NotFound: false,
    TelephoneNumber: user.TelephoneNumber,
    Email: profile.Email ?? '',
    EmergencyCenter: 'Demo Alarm Centre',
    Name: `${user.Name} ${user.LastName}`,
    SubscriptionValid: user.SubscriptionActive === 1,
    SubscriptionValidTo: user.SubscriptionActive === 1 ? null : new Date(ctx.clock.now().getTime() - 86_400_000).toISOString(),
  };
}

/** POST /api/support/senddocument: to an e-mail address or a callback number (VALID-16), queued in the development outbox. */
export async function sendDocument(ctx: ServerContext, principal: Principal, documentId: number, destination: string): Promise<void> {
  assertPermission(principal, 'SkygdSystemAdmin');
  assertCanWrite(principal);
  const destinationError = documentDestinationError(destination);
  if (destinationError) throw new ServiceError(destinationError, 'Not an e-mail address or a callback number (+, a digit 1-9 and 5 to 14 digits, or a sip address)');
  await writeTransaction(ctx.db, (trx) =>
    trx
      .insertInto('outbox')
      .values({ RespondentId: principal.respondentId, Telephone: destination, Message: `Support document ${documentId}`, Code: '', CreatedAt: ctx.clock.now().toISOString() })
      .execute(),
  );
}

export function systemTests(ctx: ServerContext, principal: Principal): Promise<SystemTestRow[]> {
  assertPermission(principal, 'SkygdSystemAdmin');
  return systemTestRows(ctx);
}

export async function startSystemTests(ctx: ServerContext, principal: Principal): Promise<void> {
  assertPermission(principal, 'SkygdSystemAdmin');
  assertCanWrite(principal);
  await startSystemTest(ctx, principal.respondentId);
}

/** GET /api/test: the routines and the test users of the centre (monitored users marked TestUser). */
export async function testAlarms(ctx: ServerContext, principal: Principal): Promise<TestAlarmList> {
  assertPermission(principal, 'CenterTestalarm');
  const users = await ctx.db.selectFrom('monitored_users').select(['UserId', 'Name', 'LastName']).where('TestUser', '=', 1).orderBy('UserId').execute();
  return { Routines: TEST_ROUTINES, Users: users.map((u) => ({ UserId: u.UserId, Name: `${u.Name} ${u.LastName}` })) };
}

/** POST /api/test: runs a routine by raising a test alarm for one of the test users (never a real person). */
export async function runTestAlarm(ctx: ServerContext, principal: Principal, routineId: number, userId: number): Promise<TestAlarmResult> {
  assertPermission(principal, 'CenterTestalarm');
  assertCanWrite(principal);
  const routine = TEST_ROUTINES.find((r) => r.TestRoutineId === routineId);
  if (!routine) throw invalid('body.TestRoutineId', 'No such test routine');
  const testUser = await ctx.db.selectFrom('monitored_users').select('UserId').where('UserId', '=', userId).where('TestUser', '=', 1).executeTakeFirst();
  if (!testUser) throw forbidden('Test alarms are raised only for the centre\'s test users');
  const raised = await ingestAlarm(ctx, { UserId: userId, ...serverAlarmText(`testAlarms.${routine.RoutineCode}`), Priority: 3, Flags: [TEST_ALARM_FLAG] });
  const params = { alarmId: String(raised.AlarmId) };
  return { Success: true, Message: englishText('testAlarms', 'raised', params), MessageCode: 'raised', MessageParams: params };
}
