import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallHarness } from '../test-support/call-harness.ts';
import type { Json } from '../test-support/json.ts';
import { TestSoftphone } from '../test-support/softphone.ts';

let h: CallHarness;

beforeAll(async () => {
  h = await CallHarness.start();
});
afterAll(async () => {
  await h.close();
});

describe('voice token (CALL-03)', () => {
  it('CALL-03 answers an operator with cloud telephony a token for the gateway, and 403 TWILIO_ERROR_ON_INIT to eva and read-only frida', async () => {
    const anna = await h.server.request<Record<string, Json>>('GET', '/api/voice/token', { token: h.tokens.anna! });
    expect(anna.status).toBe(200);
    expect(anna.body).toMatchObject({ identity: 'anna', gateway: `${new URL(h.server.base).host}/api/voice`, expiresIn: h.server.app.arc.options.tokenTtlSeconds });
    for (const name of ['eva', 'frida']) {
      const refused = await h.server.request<{ error: string }>('GET', '/api/voice/token', { token: await h.server.login(name) });
      expect([refused.status, refused.body.error]).toEqual([403, 'TWILIO_ERROR_ON_INIT']);
    }
  });

  it('CALL-03 a voice token dies with its login (31204) and expires with its time (31205)', async () => {
    const login = await h.server.login('anna');
    const voice = (await h.server.request<{ token: string }>('GET', '/api/voice/token', { token: login })).body.token;
    const listens = async () => (await TestSoftphone.connect(h.server.base, voice)).first.payload;
    expect((await listens()).token).toMatchObject({ identity: 'anna' });
    h.clock.advance((h.server.app.arc.options.tokenTtlSeconds + 1) * 1000);
    expect(await listens()).toMatchObject({ error: { code: 31205 } });
    h.clock.advance(-(h.server.app.arc.options.tokenTtlSeconds + 1) * 1000);
    await h.server.request('POST', '/api/logout', { token: login });
    expect(await listens()).toMatchObject({ error: { code: 31204 } });
  });
});
