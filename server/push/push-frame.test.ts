import { describe, expect, it } from 'vitest';
import { parsePushMessage } from '../../src/contract/index.ts';
import type { PushBody } from './hub.ts';
import { pushFramer } from './push-frame.ts';

const sentAt = '2026-11-22T10:00:00.000Z';

describe('push frames', () => {
  it.each<[string, PushBody]>([
    ['an update', { type: 'update', globalAlarmId: 'g-1', alarmId: 7, active: true, userId: 3, respondentid: null, planningview: true }],
    ['a remove', { type: 'remove', globalAlarmId: 'g "quoted"', alarmId: 8 }],
    ['a fullrefresh', { type: 'fullrefresh' }],
  ])('sends %s as the same text as the stamped message, with each recipient its own pushId', (_, body) => {
    const frame = pushFramer(body, sentAt);
    for (const pushId of [1, 42]) {
      const text = frame(pushId);
      expect(text).toBe(JSON.stringify({ ...body, pushId, sentAt }));
      expect(parsePushMessage(text)).toEqual({ ok: true, value: { ...body, pushId, sentAt } });
    }
  });
});
