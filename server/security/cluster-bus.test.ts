import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { busSigningKey, signedPayload } from '../push/postgres-bus.ts';
import { POSTGRES_ADMIN_URL } from '../test-support/provided-context.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { connectWs, type WsClient } from '../test-support/ws-client.ts';

const secretKey = Buffer.alloc(32, 9).toString('base64');

/** The cluster bus (LISTEN/NOTIFY) delivers only what the instances signed (NL1); it exists only on PostgreSQL. */
describe.runIf(inject(POSTGRES_ADMIN_URL))('cluster bus notifications', () => {
  let server: TestServer;
  let anna: WsClient;
  let annaId: number;
  beforeAll(async () => {
    server = await startTestServer({ secretKey });
    anna = await connectWs(server.base, await server.login('anna'));
    await anna.next((m) => m.type === 'hello');
    annaId = (await server.app.arc.db.selectFrom('respondents').select('RespondentId').where('Username', '=', 'anna').executeTakeFirstOrThrow()).RespondentId;
  });
  afterAll(async () => {
    await anna?.close();
    await server?.close();
  });

  /** NOTIFY on the bus's channel from any connection to the database (here the server's own pool: any role may). */
  const notify = (payload: string) => sql`select pg_notify('arc_push', ${payload})`.execute(server.app.arc.db);
  const envelope = (body: Record<string, unknown>) => JSON.stringify({ origin: randomUUID(), sentAt: Date.now(), event: { type: 'respondent', respondentId: annaId, body } });
  /** What anna's socket received of the given type within a second and a half. */
  const receivedWithin = async (type: string) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    return anna.messages.filter((m) => m.type === type);
  };

  it('security #NL1: an unsigned envelope, or one signed with another key, NOTIFYed on the channel reaches no socket', async () => {
    await notify(envelope({ type: 'fullrefresh' }));
    await notify(signedPayload(busSigningKey(Buffer.alloc(32, 1)), envelope({ type: 'accountrevoked' })));
    expect(await receivedWithin('fullrefresh')).toEqual([]);
    expect(anna.messages.filter((m) => m.type === 'accountrevoked')).toEqual([]);
  });

  it('security #NL1: a signed envelope is delivered, but not one whose push breaks the contract', async () => {
    const key = busSigningKey(Buffer.from(secretKey, 'base64'));
    await notify(signedPayload(key, envelope({ type: 'reminder', alarmId: 'not an id', globalAlarmId: 'x', message: 'Forged' })));
    await notify(signedPayload(key, envelope({ type: 'callupdate', callSid: 'CA-signed' })));
    expect(await receivedWithin('callupdate')).toMatchObject([{ callSid: 'CA-signed' }]);
    expect(anna.messages.filter((m) => m.type === 'reminder')).toEqual([]);
  });
});
