import { hashUuid } from './hash-uuid.ts';

/**
 * How long the same account, sequence and data are one message sent again. A unit resends what it got no ACK for,
 * to this receiver or another, for a minute or two, and after a NAK with a new time: each of those is the same
 * event and must make one alarm. A sequence number comes round again only after 9,999 messages.
 */
export const DC09_REPEAT_WINDOW_MS = 10 * 60_000;

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
