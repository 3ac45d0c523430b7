import type { ServerContext } from '../context.ts';
import { ingestAlarm } from '../alarms/ingest-service.ts';
import { serverAlarmText } from '../alarms/server-alarm-text.ts';
import { DEFAULT_TEMPLATE } from '../alarms/alarm-defaults.ts';
import { decryptDc09 } from './aes.ts';
import { dc09Answer, dc09Nak } from './answers.ts';
import { bodyAccount, readDc09Body, type Dc09Body } from './body.ts';
import { findDc09Account, findDc09EventRow, ensureUnassignedPerson, logOnPerson, UNASSIGNED_EXTERNAL_ID, type Dc09AccountRow } from './dc09-store.ts';
import { readDc09Event, type Dc09Event } from './event-code.ts';
import { readDc09Frame, type Dc09Frame } from './frame.ts';
import { isWithinWindow } from './timestamp.ts';
import { recordCheckIn } from './supervision.ts';
import { dc09MessageIds } from './message-id.ts';

const TOKENS = new Set(['SIA-DCS', 'ADM-CID', 'NULL']);

/**
 * One alarm per message: the same account, sequence and data within the repeat window is the message sent again
 * (to this instance or another, or with a new time after a NAK), which must raise no second alarm. Its time is the
 * unit's, or without one this receiver's.
 */
async function messageId(ctx: ServerContext, account: string, frame: Dc09Frame, body: Dc09Body): Promise<string> {
  const [current, previous] = dc09MessageIds(account, frame.sequence, body.data, body.timestamp ?? ctx.clock.now());
  const earlier = await ctx.db.selectFrom('alarms').select('AlarmId').where('GlobalAlarmId', '=', previous).executeTakeFirst();
  return earlier ? previous : current;
}

function eventName(event: Dc09Event | undefined, frame: Dc09Frame): string {
  if (!event) return frame.encrypted ? 'encrypted' : 'unreadable';
  return event.kind === 'CID' ? `${event.restore ? 'R' : 'E'}${event.code}` : event.code;
}

type Who = { UserId: number } | { ExternalId: string };

/** An alarm from an account or of a code the centre has not mapped: raised all the same, at the highest priority. */
async function raiseUnknown(ctx: ServerContext, who: Who, account: string, event: Dc09Event | undefined, frame: Dc09Frame, body: Dc09Body): Promise<unknown> {
  const text = serverAlarmText('dc09.unknownDevice', { account, event: eventName(event, frame) });
  return ingestAlarm(ctx, { ...who, ...text, Priority: 1, Template: DEFAULT_TEMPLATE, GlobalAlarmId: await messageId(ctx, account, frame, body) });
}

/**
 * A known account's event: raised as its row says (resolving once committed), or logged on the person (restores,
 * test reports); a test report is also a check-in.
 */
async function handleEvent(ctx: ServerContext, account: Dc09AccountRow, frame: Dc09Frame, body: Dc09Body): Promise<void> {
  const event = readDc09Event(frame.token, body.data);
  const row = event ? await findDc09EventRow(ctx, event) : undefined;
  if (row?.TextCode === 'testReport') await recordCheckIn(ctx, account);
  if (event && (row ? row.Raise === 0 : event.restore)) {
    await logOnPerson(ctx, account.UserId, `DC-09 ${account.Account}: ${eventName(event, frame)}${event.restore ? ' (restore)' : ''}${event.zone ? `, zone ${event.zone}` : ''}`);
    return;
  }
  if (!row) {
    await raiseUnknown(ctx, { UserId: account.UserId }, account.Account, event, frame, body);
    return;
  }
  const text = row.TextCode ? serverAlarmText(`dc09.${row.TextCode}`) : { AlarmText: row.AlarmText };
  await ingestAlarm(ctx, { UserId: account.UserId, ...text, Priority: row.Priority, Template: row.Template, GlobalAlarmId: await messageId(ctx, account.Account, frame, body) });
}

/**
 * The answer to one frame, sent only once what it reports is stored: ACK, NAK (time outside the window, or an
 * encrypted message without one), DUH (a token or account this receiver does not know, a message in the clear for
 * an account that must encrypt); undefined for a frame that is not one (CRC, length, format, a wrong key), which
 * is never answered, so the unit sends it again or elsewhere.
 */
export async function answerDc09(ctx: ServerContext, text: string): Promise<string | undefined> {
  const now = ctx.clock.now();
  const reading = readDc09Frame(text);
  if (!reading.ok) {
    ctx.log.warn({ reason: reading.reason }, 'dc09: frame refused');
    return undefined;
  }
  const { frame } = reading;
  if (!TOKENS.has(frame.token)) return dc09Answer('DUH', frame, now);
  const accountId = frame.account ?? (frame.encrypted ? undefined : bodyAccount(frame.body));
  const account = accountId === undefined ? undefined : await findDc09Account(ctx, accountId);
  if (frame.encrypted && !account?.key) return dc09Answer('DUH', frame, now);
  if (!frame.encrypted && account?.RequireEncryption) {
    ctx.log.warn({ account: account.Account }, 'dc09: message in the clear refused for an account that must encrypt');
    return dc09Answer('DUH', frame, now);
  }
  const plain = frame.encrypted && account?.key ? decryptDc09(frame.body, account.key) : frame.body;
  const body = plain === undefined ? undefined : readDc09Body(plain);
  if (!body) {
    ctx.log.warn({ account: accountId }, 'dc09: body unreadable');
    return undefined;
  }
  const answerKey = frame.encrypted ? account?.key : undefined;
  if (body.timestamp ? !isWithinWindow(body.timestamp, now) : frame.encrypted) return dc09Nak(now);
  if (!account) {
    if (frame.token !== 'NULL' && accountId !== undefined) {
      await ensureUnassignedPerson(ctx);
      await raiseUnknown(ctx, { ExternalId: UNASSIGNED_EXTERNAL_ID }, accountId, readDc09Event(frame.token, body.data), frame, body);
    }
    return dc09Answer('DUH', frame, now);
  }
  if (frame.token === 'NULL') await recordCheckIn(ctx, account);
  else await handleEvent(ctx, account, frame, body);
  return dc09Answer('ACK', frame, now, answerKey);
}
