import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../test-support/json.ts';
import { TestSoftphone } from '../test-support/softphone.ts';
import { until } from '../test-support/until.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function voiceToken(username: string): Promise<string> {
  const access = await server.login(username);
  const answer = await server.request<{ token: string }>('GET', '/api/voice/token', { token: access });
  expect(answer.status).toBe(200);
  return answer.body.token;
}

async function registered(username: string): Promise<TestSoftphone> {
  const { phone, first } = await TestSoftphone.connect(server.base, await voiceToken(username));
  expect(first.type).toBe('connected');
  expect(first.payload.token).toMatchObject({ identity: username });
  await phone.register();
  return phone;
}

const recordingOf = async (callSid: string) => (await server.request<Record<string, Json>>('GET', `/api/dev/voice/calls/${callSid}`)).body;


describe('voice gateway (PStream 1.6 and a werift peer)', () => {
  it('CALL-03 refuses a listen with an unknown token (31204) and closes the socket', async () => {
    const { phone, first } = await TestSoftphone.connect(server.base, 'not-a-voice-token-at-all');
    expect(first).toMatchObject({ type: 'error', payload: { error: { code: 31204 } } });
    await expect(phone.closed).resolves.toBe(1008);
  });

  it('rings a registered softphone, carries audio both ways, records DTMF from signalling and RFC 4733, and ends on hangup', async () => {
    const phone = await registered('anna');
    const ring = await server.request<{ CallSid: string }>('POST', '/api/dev/voice/ring', { json: { Username: 'anna', From: '+46701234567', AlarmId: 12 } });
    expect(ring.status).toBe(200);
    const invite = await phone.nextOf('invite', ring.body.CallSid);
    expect(invite.payload.parameters).toMatchObject({ CallSid: ring.body.CallSid, From: '+46701234567' });
    expect(new URLSearchParams(String((invite.payload.parameters as Record<string, string>).Params)).get('AlarmId')).toBe('12');
    await phone.answer(invite);

    const heard = await until(() => recordingOf(ring.body.CallSid), (r) => Number(r.OperatorAudioPackets) > 20);
    expect(heard).toMatchObject({ State: 'open' });
    expect(Number(heard.OperatorAudioLevel)).toBeGreaterThan(0.3);
    await until(async () => phone.receivedPackets, (n) => n > 20);
    expect(phone.receivedPackets).toBeGreaterThan(20);
    expect(Number((await recordingOf(ring.body.CallSid)).PersonAudioPackets)).toBeGreaterThan(20);

    phone.send('dtmf', { callsid: ring.body.CallSid, dtmf: '12' });
    // Signalling (the websocket) and RFC 4733 (RTP over UDP) are separate paths: keys pressed one after the other
    // are recorded in order, so the next keys go once the first have arrived (under load they could overtake).
    await until(() => recordingOf(ring.body.CallSid), (r) => r.Dtmf === '12');
    await phone.sendTelephoneEvent('3');
    await phone.sendTelephoneEvent('#');
    const digits = await until(() => recordingOf(ring.body.CallSid), (r) => r.Dtmf === '123#');
    expect(digits.Dtmf).toBe('123#');

    phone.hangup(ring.body.CallSid);
    expect((await until(() => recordingOf(ring.body.CallSid), (r) => r.State === 'ended')).State).toBe('ended');
    await phone.close();
  });

  it('answers an outgoing call after ringing, and a message with an ack', async () => {
    const phone = await registered('bjorn');
    const callSid = await phone.call({ To: '+46701112233' });
    expect(callSid).toMatch(/^CA[0-9a-f]{32}$/);
    const answer = await phone.nextOf('answer', callSid, 5000);
    await phone.accept(answer);
    await until(async () => phone.receivedPackets, (n) => n > 10);
    expect(phone.receivedPackets).toBeGreaterThan(10);
    phone.send('message', { callsid: callSid, content: '{}', contenttype: 'application/json', messagetype: 'user-defined-message', voiceeventsid: 'KX1' });
    await expect(phone.nextOf('ack', callSid)).resolves.toMatchObject({ payload: { acktype: 'message', voiceeventsid: 'KX1' } });
    phone.hangup(callSid);
    await phone.close();
  });

  it('answers the demo busy number with a busy hangup (31486)', async () => {
    const phone = await registered('cecilia');
    const callSid = await phone.call({ To: '+46700000486' });
    await expect(phone.nextOf('hangup', callSid, 5000)).resolves.toMatchObject({ payload: { error: { code: 31486 } } });
    await phone.close();
  });

  it('rings every softphone of the operator; the first to answer takes it and the others get cancel', async () => {
    const first = await registered('david');
    const second = await registered('david');
    const ring = await server.request<{ CallSid: string }>('POST', '/api/dev/voice/ring', { json: { Username: 'david', From: '+46709998877' } });
    const invite = await first.nextOf('invite', ring.body.CallSid);
    await second.nextOf('invite', ring.body.CallSid);
    await first.answer(invite);
    await expect(second.nextOf('cancel', ring.body.CallSid)).resolves.toBeDefined();
    first.hangup(ring.body.CallSid);
    await first.close();
    await second.close();
  });
});
