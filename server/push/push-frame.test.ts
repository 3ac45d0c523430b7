import { describe, expect, it } from 'vitest';
import { parsePushMessage } from '../../src/contract/index.ts';
import type { PushBody } from './push-frame.ts';
import { pushFrame } from './push-frame.ts';

const sentAt = '2026-11-22T10:00:00.000Z';

describe('push frames', () => {
  it.each<[string, PushBody]>([
    ['an update', { type: 'update', globalAlarmId: 'g-1', alarmId: 7, active: true, userId: 3, respondentid: null, planningview: true }],
    ['a remove', { type: 'remove', globalAlarmId: 'g "quoted" åäö', alarmId: 8 }],
    ['a fullrefresh', { type: 'fullrefresh' }],
  ])('sends %s as a message the contract reads, stamped with its pushId and send time', (_, body) => {
    const frame = pushFrame(body, 42, sentAt);
    expect(frame.pushId).toBe(42);
    expect(parsePushMessage(frame.data.toString('utf8'))).toEqual({ ok: true, value: { ...body, pushId: 42, sentAt } });
  });
});
