import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../test-support/json.ts';
import { TestSoftphone } from '../test-support/softphone.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { until, within } from '../test-support/until.ts';


async function voiceToken(server: TestServer, access: string): Promise<string> {
  const answer = await server.request<{ token: string }>('GET', '/api/voice/token', { token: access });
  expect(answer.status).toBe(200);
  return answer.body.token;
}

async function softphone(server: TestServer, token: string): Promise<TestSoftphone> {
  const { phone, first } = await TestSoftphone.connect(server.base, token);
  expect(first.type).toBe('connected');
  await phone.register();
  return phone;
}

const ring = (server: TestServer, username: string) => server.request<{ CallSid: string }>('POST', '/api/dev/voice/ring', { json: { Username: username, From: '+46701234567' } });

/** An invite the gateway refuses before any media: its hangup names the client's sid. */
async function refusedInvite(phone: TestSoftphone, clientSid: string): Promise<Json> {
  const hangup = phone.nextOf('hangup', clientSid, 5000);
  phone.send('invite', { callsid: clientSid, sdp: 'v=0', twilio: { params: 'To=%2B46701112233' } });
  return (await hangup).payload as Json;
}

describe('voice sessions end with their login and act only on their own calls', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('security #NM1: logout closes the login\'s signalling sockets, and a ring no longer reaches them', async () => {
    const access = await server.login('anna');
    const phone = await softphone(server, await voiceToken(server, access));
    expect((await server.request('POST', '/api/logout', { token: access })).status).toBe(200);
    expect(await within(phone.closed, 3000)).toBe(4001);
    expect((await ring(server, 'anna')).status).toBe(404);
  });

  it('security #NM1: a ring resolves the token again: the softphone of a revoked account is not rung, and its socket closes', async () => {
    const phone = await softphone(server, await voiceToken(server, await server.login('bjorn')));
    await server.app.arc.db.updateTable('respondents').set({ Revoked: 1 }).where('Username', '=', 'bjorn').execute();
    try {
      // The call is placed (and fails at once, as with no softphone): the softphone never hears of it.
      await ring(server, 'bjorn');
      await expect(phone.nextOf('error')).resolves.toMatchObject({ payload: { error: { code: 31204 } } });
      expect(await within(phone.closed, 3000)).toBe(1008);
      expect(phone.frames.filter((f) => f.type === 'invite')).toEqual([]);
    } finally {
      await server.app.arc.db.updateTable('respondents').set({ Revoked: 0 }).where('Username', '=', 'bjorn').execute();
    }
  });

  it('security #NM1: a voice token listens on one socket: a second socket with it closes the first', async () => {
    const token = await voiceToken(server, await server.login('cecilia'));
    const first = await softphone(server, token);
    const second = await softphone(server, token);
    expect(await within(first.closed, 3000)).toBe(4000);
    await second.close();
  });

  it('security #NM1: one identity holds at most 3 signalling sockets; a 4th closes the oldest', async () => {
    const access = await server.login('david');
    const phones: TestSoftphone[] = [];
    for (let i = 0; i < 4; i += 1) phones.push(await softphone(server, await voiceToken(server, access)));
    expect(await within(phones[0]!.closed, 3000)).toBe(4002);
    expect(await within(phones[1]!.closed, 300)).toBe('still waiting');
    for (const phone of phones.slice(1)) await phone.close();
  });

  it('security #NM1: dtmf and reinvite on another operator\'s call are ignored, and a leg records at most 64 digits', async () => {
    const anna = await softphone(server, await voiceToken(server, await server.login('anna')));
    const intruder = await softphone(server, await voiceToken(server, await server.login('bjorn')));
    const call = await ring(server, 'anna');
    const invite = await anna.nextOf('invite', call.body.CallSid);
    await anna.answer(invite);
    const recording = () => server.request<Record<string, Json>>('GET', `/api/dev/voice/calls/${call.body.CallSid}`).then((a) => a.body);
    await until(recording, (r) => r.State === 'open');

    intruder.send('dtmf', { callsid: call.body.CallSid, dtmf: '999' });
    intruder.send('reinvite', { callsid: call.body.CallSid });
    for (let i = 0; i < 5; i += 1) anna.send('dtmf', { callsid: call.body.CallSid, dtmf: '1'.repeat(100) });
    await until(recording, (r) => String(r.Dtmf).length > 0);
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(await recording()).toMatchObject({ State: 'open', Dtmf: '1'.repeat(64) });
    expect(anna.frames.filter((f) => f.type === 'cancel' || f.type === 'hangup')).toEqual([]);
    anna.hangup(call.body.CallSid);
    await anna.close();
    await intruder.close();
  });
});

describe('with short limits: invites, token checks, silence', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ signallingLimits: { openLegsPerIdentity: 2, invitesPerMinute: 3, recheckTokensMs: 300, idleCloseMs: 1000 } });
  });
  afterAll(async () => {
    await server.close();
  });

  it('security #NM1: an invite over the open legs or the invites per minute of the identity is refused (31480) before any media', async () => {
    const phone = await softphone(server, await voiceToken(server, await server.login('anna')));
    const first = await phone.call({ To: '+46701112233' });
    await phone.call({ To: '+46701112244' });
    expect(await refusedInvite(phone, 'TJSthird')).toMatchObject({ error: { code: 31480 } });
    phone.hangup(first);
    await until(async () => (await server.request<Record<string, Json>>('GET', `/api/dev/voice/calls/${first}`)).body, (r) => r.State === 'ended');
    await phone.call({ To: '+46701112255' });
    phone.hangup(first);
    expect(await refusedInvite(phone, 'TJSfourth')).toMatchObject({ error: { code: 31480 } });
    await phone.close();
  });

  it('security #NM1: listening tokens are resolved again on a timer: a revoked account\'s idle softphone is closed', async () => {
    const phone = await softphone(server, await voiceToken(server, await server.login('bjorn')));
    await server.app.arc.db.updateTable('respondents').set({ Revoked: 1 }).where('Username', '=', 'bjorn').execute();
    try {
      expect(await within(phone.closed, 3000)).toBe(1008);
    } finally {
      await server.app.arc.db.updateTable('respondents').set({ Revoked: 0 }).where('Username', '=', 'bjorn').execute();
    }
  });

  it('security #NH1: a listening socket that stops answering heartbeats is closed', async () => {
    const token = await voiceToken(server, await server.login('cecilia'));
    const socket = new WebSocket(`${server.base.replace('http', 'ws')}/api/voice/signal`);
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    const connected = new Promise((resolve) => socket.once('message', resolve));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'listen', version: '1.6', payload: { token } }));
    expect(String(await connected)).toContain('"connected"');
    // Heartbeats every 5 s, none answered: the first after 1 s of silence closes it.
    expect(await within(closed, 8000)).not.toBe('still waiting');
  });
});
