import { describe, expect, it } from 'vitest';
import {
  parseClientMessage,
  parsePushMessage,
  wsPathWithQuery,
  type PushMessage,
} from './index.ts';

const sentAt = '2026-11-22T08:41:13.002Z';
const alarm = { globalAlarmId: '3f2b8c1e-9a4d-4e7b-8c2a-1d5e6f7a8b9c', alarmId: 184467 };

function expectPush(raw: unknown): PushMessage {
  const result = parsePushMessage(raw);
  if (!result.ok) throw new Error(result.error);
  if (!('pushId' in result.value)) throw new Error('parsed as a legacy push');
  return result.value;
}

describe('push messages', () => {
  it('PUSH-09 parses fullrefresh', () => {
    expect(expectPush({ type: 'fullrefresh', pushId: 1, sentAt }).type).toBe('fullrefresh');
  });

  it('PUSH-10 parses an update with the alarm ids and active flag', () => {
    expect(expectPush({ type: 'update', pushId: 2, sentAt, ...alarm, active: true, significant: true })).toMatchObject({
      type: 'update',
      alarmId: 184467,
      active: true,
      significant: true,
    });
  });

  it('PUSH-17 parses a planning-view update with globalAlarmId, userId, planningview and respondentid', () => {
    expect(
      expectPush({ type: 'update', pushId: 3, sentAt, ...alarm, active: true, planningview: true, userId: 5521, respondentid: null }),
    ).toMatchObject({ planningview: true, userId: 5521, respondentid: null });
  });

  it('PUSH-12 parses remove', () => {
    expect(expectPush({ type: 'remove', pushId: 4, sentAt, ...alarm })).toMatchObject({ type: 'remove', alarmId: 184467 });
  });

  it('PUSH-14 parses LOGGED_IN_ON_OTHER_DEVICE with the other device token', () => {
    expect(expectPush({ type: 'LOGGED_IN_ON_OTHER_DEVICE', pushId: 5, sentAt, devicetoken: 'dev-9' })).toMatchObject({ devicetoken: 'dev-9' });
  });

  it('PUSH-15 PUSH-16 parses accountrevoked, ping, userupdate, callupdate and reminder', () => {
    const messages = [
      { type: 'accountrevoked', pushId: 6, sentAt },
      { type: 'ping', pushId: 7, sentAt },
      { type: 'userupdate', pushId: 8, sentAt, userId: 5521 },
      { type: 'callupdate', pushId: 9, sentAt, callSid: 'CA1' },
      { type: 'callupdate', pushId: 10, sentAt },
      { type: 'reminder', pushId: 11, sentAt, ...alarm, message: 'Ring tillbaka' },
    ];
    expect(messages.map((message) => expectPush(message).type)).toEqual(messages.map((message) => message.type));
  });

  it('carries the alarm row with an update; a malformed row is never taken as the row (the id is, to reload it)', () => {
    const row = { AlarmId: alarm.alarmId, GlobalAlarmId: alarm.globalAlarmId, Active: true, ServerAlarmTime: '2026-11-22T08:00:00Z' };
    const push = expectPush({ type: 'update', pushId: 13, sentAt, ...alarm, active: true, alarm: row });
    expect(push.type === 'update' && push.alarm?.GlobalAlarmId).toBe(alarm.globalAlarmId);
    const malformed = parsePushMessage({ type: 'update', pushId: 14, sentAt, ...alarm, active: true, alarm: { ...row, AlarmId: 0 } });
    expect(malformed.ok && !('pushId' in malformed.value) && malformed.value.globalAlarmId).toBe(alarm.globalAlarmId);
  });

  it('reads the existing backend\'s push (only globalAlarmId and active) as an update with no pushId', () => {
    const legacy = { globalAlarmId: alarm.globalAlarmId, active: false, Extra: 'kept out' };
    expect(parsePushMessage(legacy)).toEqual({ ok: true, value: { type: 'update', globalAlarmId: alarm.globalAlarmId, active: false } });
    expect(parsePushMessage(JSON.stringify(legacy)).ok).toBe(true);
    expect(parsePushMessage({ globalAlarmId: alarm.globalAlarmId }).ok).toBe(false);
  });

  it('parses JSON text as a socket frame delivers it', () => {
    expect(expectPush(JSON.stringify({ type: 'fullrefresh', pushId: 12, sentAt })).pushId).toBe(12);
  });

  it.each([
    ['an unknown type', { type: 'explode', pushId: 1, sentAt }],
    ['an update without active', { type: 'update', pushId: 1, sentAt, ...alarm }],
    ['a push without pushId', { type: 'fullrefresh', sentAt }],
    ['a negative pushId', { type: 'fullrefresh', pushId: -1, sentAt }],
    ['a remove without alarmId', { type: 'remove', pushId: 1, sentAt, globalAlarmId: alarm.globalAlarmId }],
    ['null', null],
    ['a number', 42],
    ['text that is not JSON', '{type: fullrefresh'],
  ])('returns an error result, without throwing, for %s', (_, raw) => {
    const result = parsePushMessage(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).not.toBe('');
  });
});

describe('other server messages', () => {
  it('does not take a pong as a push', () => {
    expect(parsePushMessage({ type: 'pong', id: 3 }).ok).toBe(false);
  });
});

describe('client messages', () => {
  it('PUSH-07 parses the cumulative ack with the pushId it acknowledges up to', () => {
    expect(parseClientMessage({ type: 'ack', upTo: 7 })).toEqual({ ok: true, value: { type: 'ack', upTo: 7 } });
  });

  it('parses ping and logout', () => {
    expect(parseClientMessage('{"type":"ping","id":"p1"}').ok).toBe(true);
    expect(parseClientMessage({ type: 'logout' }).ok).toBe(true);
  });

  it.each([
    ['an ack without upTo', { type: 'ack' }],
    ['a per-push ack (pushId instead of upTo)', { type: 'ack', pushId: 7 }],
    ['an unknown type', { type: 'subscribe' }],
    ['garbage text', 'hello'],
  ])('returns an error result for %s', (_, raw) => {
    expect(parseClientMessage(raw).ok).toBe(false);
  });
});

describe('websocket address', () => {
  it('API-19 connects to api/WsPander with the token in the query, URL-encoded', () => {
    expect(wsPathWithQuery({ token: 'a+b/c=', devicetoken: 'dev 1' })).toBe('/api/WsPander?token=a%2Bb%2Fc%3D&devicetoken=dev+1');
    expect(wsPathWithQuery({ token: 't' })).toBe('/api/WsPander?token=t');
  });
});
