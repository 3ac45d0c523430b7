import { hashUuid } from './hash-uuid.ts';

/**
 * How long the same account, sequence and data are one message sent again: 3 to 6 minutes after the first sending
 * (its window and the next). A unit resends what it got no ACK for, to this receiver or another, for a minute or
 * two, and after a NAK with a new time: each of those is the same event and must make one alarm. No longer: a panel
 * that restarts its sequence may report the same event again later, and that must be an alarm, never only an ACK.
 */
export const DC09_REPEAT_WINDOW_MS = 3 * 60_000;

/** The GlobalAlarmId of a message whose first sending falls in the repeat window holding `at`. */
export function dc09MessageId(account: string, sequence: string, data: string, at: Date): string {
  return hashUuid(`dc09:${account}:${sequence}:${data}:${Math.floor(at.getTime() / DC09_REPEAT_WINDOW_MS)}`);
}

/**
 * The ids a message sent at `at` may have made: its window's, and the window before's (the first sending fell
 * there, the resend after the turn). A sender can work them out to find its message's alarm (the chaos run does).
 */
export function dc09MessageIds(account: string, sequence: string, data: string, at: Date): [current: string, previous: string] {
  return [dc09MessageId(account, sequence, data, at), dc09MessageId(account, sequence, data, new Date(at.getTime() - DC09_REPEAT_WINDOW_MS))];
}
