import { hashUuid } from './hash-uuid.ts';

/**
 * The GlobalAlarmId of a message's alarm: the same account, sequence and `when` is the same message sent again. A
 * sender can work it out to find the alarm its message made (the chaos run does).
 */
export function dc09MessageId(account: string, sequence: string, when: string): string {
  return hashUuid(`dc09:${account}:${sequence}:${when}`);
}
