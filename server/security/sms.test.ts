import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../demo/demo-accounts.ts';
import { createDemoLink } from '../routes/dev-routes.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

/** Security #NM2: an alarm's SMS goes only to its people, as E.164, within rate limits, and not from link sessions. */
describe('security #NM2: SMS from an alarm', () => {
  let server: TestServer;
  let anna: string;
  let eva: string;
  beforeAll(async () => {
    server = await startTestServer({ smsLimits: { perOperatorPerMinute: 3, perAlarmPerMinute: 2, perDay: 4 } });
    [anna, eva] = await Promise.all([server.login('anna'), server.login('eva')]);
  });
  afterAll(async () => {
    await server.close();
  });

  const take = async (token: string, alarmId: number) => expect((await server.request('POST', `/api/alarms/${alarmId}/accept`, { token, json: { force: true } })).status).toBe(200);
  const sms = (token: string, alarmId: number, TelephoneNumber: string) => server.request('POST', `/api/alarms/${alarmId}/sendsms`, { token, json: { TelephoneNumber, Message: 'We are on our way.' } });
  /** A number of the alarm's user's first contact, as the console's SMS dialog offers it. */
  const contactNumber = async (alarmId: number): Promise<string> => {
    const userId = (await server.request('GET', `/api/alarms/${alarmId}/basic`, { token: anna })).body.UserId as number;
    const details = await server.request('GET', `/api/users/${userId}?alarmid=${alarmId}`, { token: anna });
    return details.body.Contacts[0].Telephone1 as string;
  };
  const outboxTo = async (telephone: string) => (await server.app.arc.db.selectFrom('outbox').select('Id').where('Telephone', '=', telephone).execute()).length;

  it('security #NM2: a number that is not the alarm user\'s or his contacts\', or not E.164, is refused and nothing is sent', async () => {
    await take(anna, 1);
    const foreign = await sms(anna, 1, '+46900123456');
    expect(foreign.status).toBe(400);
    expect(foreign.body.error).toBe('VALIDATION_FAILED');
    expect(foreign.body.errors[0].name).toBe('body.TelephoneNumber');
    expect((await sms(anna, 1, '0701234567')).status).toBe(400);
    expect(await outboxTo('+46900123456')).toBe(0);
    // Another user's contact is foreign to this alarm too.
    expect((await sms(anna, 1, await contactNumber(2))).status).toBe(400);
  });

  it('security #NM2: SMS per alarm, per operator and per day answer 429 RATE_LIMITED beyond their limits', async () => {
    const first = await contactNumber(1);
    expect((await sms(anna, 1, first)).status).toBe(200);
    expect(await outboxTo(first)).toBe(1);
    expect((await sms(anna, 1, first)).status).toBe(200);
    const perAlarm = await sms(anna, 1, first);
    expect(perAlarm.status).toBe(429);
    expect(perAlarm.body.error).toBe('RATE_LIMITED');

    await take(anna, 2);
    expect((await sms(anna, 2, await contactNumber(2))).status).toBe(200);
    expect((await sms(anna, 2, await contactNumber(2))).body.error).toBe('RATE_LIMITED');

    await take(eva, 3);
    expect((await sms(eva, 3, await contactNumber(3))).status).toBe(200);
    const perDay = await sms(eva, 3, await contactNumber(3));
    expect(perDay.status).toBe(429);
    expect(perDay.body.error).toBe('RATE_LIMITED');
    expect(await outboxTo(first)).toBe(2);
  });

  it('security #NM2: a one-time link session that took its alarm may not send SMS', async () => {
    const link = await createDemoLink(server.app.arc, { alarmId: 4 });
    const token = (await server.request('POST', `/api/urllogin?p=${link.p}`, { json: { password: DEMO_PASSWORD } })).body.access_token as string;
    await take(token, 4);
    const refused = await sms(token, 4, await contactNumber(4));
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('FORBIDDEN');
  });
});
