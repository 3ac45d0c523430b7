import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { Dc09TcpClient } from './dc09-client.ts';
import { readDc09Frame } from './frame.ts';
import { dc09Message } from './message.ts';

describe('DC-09 tables through the contract', () => {
  let server: TestServer;
  let david: string;
  beforeAll(async () => {
    server = await startTestServer({ dc09: { tcpPort: 0, supervisionCheckMs: 0 } });
    david = await server.login('david');
  });
  afterAll(async () => {
    await server.close();
  });

  test('dc09 tables: a support admin reads the accounts (never their keys) and adds one; an operator may not', async () => {
    const listed = await server.request('GET', '/api/support/dc09/accounts', { token: david });
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual(expect.arrayContaining([expect.objectContaining({ Account: '1003', UserId: 3, Encrypted: true, RequireEncryption: true })]));
    expect(JSON.stringify(listed.body)).not.toMatch(/8F2C1A7B/i);
    const saved = await server.request('PUT', '/api/support/dc09/accounts/10ab', { token: david, json: { UserId: 5, Key: '00112233445566778899AABBCCDDEEFF', RequireEncryption: true, SupervisionSeconds: 600 } });
    expect(saved.status).toBe(200);
    const after = (await server.request('GET', '/api/support/dc09/accounts', { token: david })).body as { Account: string }[];
    expect(after.find((row) => row.Account === '10AB')).toMatchObject({ UserId: 5, Encrypted: true, SupervisionSeconds: 600 });
    const refused = await server.request('PUT', '/api/support/dc09/accounts/10AC', { token: david, json: { UserId: 5, Key: null, RequireEncryption: true, SupervisionSeconds: 0 } });
    expect(refused.status).toBe(400);
    const anna = await server.login('anna');
    expect((await server.request('GET', '/api/support/dc09/accounts', { token: anna })).status).toBe(403);
  });

  test('dc09 tables: an edited event row changes what the receiver raises', async () => {
    const events = (await server.request('GET', '/api/support/dc09/events', { token: david })).body as { Kind: string; Code: string }[];
    expect(events).toEqual(expect.arrayContaining([expect.objectContaining({ Kind: 'CID', Code: '110', TextCode: 'fire', Raise: true })]));
    const edited = await server.request('PUT', '/api/support/dc09/events/SIA/HA', { token: david, json: { Restore: false, TextCode: '', AlarmText: 'Hold-up at the pharmacy', Priority: 1, Template: 'default', Raise: true } });
    expect(edited.status).toBe(200);
    const tcp = await Dc09TcpClient.open(server.app.dc09.tcpPort!);
    try {
      const answer = await tcp.send(dc09Message({ token: 'SIA-DCS', sequence: '0001', prefix: '1', account: '1001', data: '#1001|Nri1/HA01', timestamp: new Date() }));
      expect(readDc09Frame(answer ?? '')).toMatchObject({ ok: true, frame: { token: 'ACK' } });
    } finally {
      tcp.close();
    }
    const raised = await server.app.arc.db.selectFrom('alarms').select('AlarmText').where('UserId', '=', 1).where('AlarmText', '=', 'Hold-up at the pharmacy').execute();
    expect(raised).toHaveLength(1);
  });
});
