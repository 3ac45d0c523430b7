import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_INGEST_KEY } from '../demo/demo-accounts.ts';
import { POSTGRES_ADMIN_URL } from '../test-support/provided-context.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { connectWs } from '../test-support/ws-client.ts';

const headers = { 'X-Api-Key': DEMO_INGEST_KEY };

/** Two instances of the server on one database (a test restarting on the same `dbFile` gets the same database). */
async function withTwoInstances(test: (first: TestServer, second: TestServer) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'arc-shared-'));
  const dbFile = join(dir, 'shared');
  const first = await startTestServer({ dbFile });
  const second = await startTestServer({ dbFile });
  try {
    await test(first, second);
  } finally {
    await first.close();
    await second.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

interface Delta {
  cursor: string;
  alarms: { GlobalAlarmId: string }[];
}

// Only PostgreSQL is shared by several instances; this file runs in the `server-postgres` project.
describe.runIf(inject(POSTGRES_ADMIN_URL))('two server instances on one PostgreSQL database', () => {
  it('a catch-up that follows its cursor on one instance misses no alarm committed concurrently through either', async () => {
    await withTwoInstances(async (first, second) => {
      const token = await first.login('anna');
      const catchUp = async (cursor: string) => (await second.request<Delta>('GET', `/api/alarms?since=${cursor}`, { token })).body;
      let cursor = (await catchUp('0')).cursor;
      const seen = new Set<string>();
      let ingesting = true;
      const follower = (async () => {
        while (ingesting) {
          const delta = await catchUp(cursor);
          for (const alarm of delta.alarms) seen.add(alarm.GlobalAlarmId);
          cursor = delta.cursor;
        }
      })();
      // 8 receivers per instance, each sending its alarms one after another: 16 ingests in flight at any time.
      const answers = (
        await Promise.all(
          Array.from({ length: 16 }, async (_, receiver) => {
            const server = receiver % 2 ? first : second;
            const sent = [];
            for (let i = 0; i < 10; i += 1) sent.push(await server.request<{ GlobalAlarmId: string }>('POST', '/api/ingest/alarms', { json: { UserId: 17, AlarmText: `Receiver ${receiver} alarm ${i}` }, headers }));
            return sent;
          }),
        )
      ).flat();
      ingesting = false;
      await follower;
      // One more step after the last commit: an alarm the follower's cursor had already passed is not in it.
      for (const alarm of (await catchUp(cursor)).alarms) seen.add(alarm.GlobalAlarmId);
      expect(answers.map((a) => a.status).filter((s) => s !== 201)).toEqual([]);
      expect(answers.map((a) => a.body.GlobalAlarmId).filter((id) => !seen.has(id))).toEqual([]);
    });
  });

  it('an alarm ingested through one instance is pushed to the sockets the other holds; pushIds keep rising across them; a logout closes them', async () => {
    await withTwoInstances(async (first, second) => {
      const token = await first.login('anna');
      const onSecond = await connectWs(second.base, token);
      await onSecond.next((m) => m.type === 'hello');
      const raised = await first.request<{ AlarmId: number }>('POST', '/api/ingest/alarms', { json: { UserId: 17, AlarmText: 'Raised on the first instance' }, headers });
      const update = await onSecond.next((m) => m.type === 'update' && m.alarmId === raised.body.AlarmId);
      expect(update.alarm).toMatchObject({ AlarmText: 'Raised on the first instance', UserId: 17 });

      const onFirst = await connectWs(first.base, token);
      await onFirst.next((m) => m.type === 'hello');
      const again = await second.request<{ AlarmId: number }>('POST', '/api/ingest/alarms', { json: { UserId: 17, AlarmText: 'Raised on the second instance' }, headers });
      const later = await onFirst.next((m) => m.type === 'update' && m.alarmId === again.body.AlarmId);
      expect(later.pushId).toBeGreaterThan(update.pushId as number);

      const closed = new Promise<number>((resolve) => onSecond.socket.once('close', (code) => resolve(code)));
      expect((await first.request('POST', '/api/logout', { token })).status).toBe(200);
      expect(await closed).toBe(4001);
      await onFirst.close();
    });
  });

  it('qa-supervisor P2-8: a system test started on one instance shows the same rows on the other, and the push hub is up when the socket is on the other', async () => {
    await withTwoInstances(async (first, second) => {
      const token = await first.login('david');
      const socket = await connectWs(second.base, token);
      await socket.next((m) => m.type === 'hello');
      type Rows = { Description: string; Ongoing: boolean; Successful: boolean | null }[];
      const rows = async (server: TestServer) => (await server.request<Rows>('GET', '/api/test/system', { token })).body;
      expect((await first.request('POST', '/api/test/system', { token })).status).toBe(200);
      expect((await rows(second)).every((row) => row.Ongoing)).toBe(true);
      let finished: Rows = [];
      for (let tries = 0; tries < 60 && !(finished.length && finished.every((row) => !row.Ongoing)); tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        finished = await rows(second);
      }
      expect(finished.find((row) => row.Description === 'Push hub up')).toMatchObject({ Ongoing: false, Successful: true });
      expect(await rows(first)).toEqual(finished);
      await socket.close();
    });
  }, 60_000);

  it('a notification on the channel that is not an instance event is dropped; pushes go on', async () => {
    await withTwoInstances(async (first, second) => {
      const token = await first.login('anna');
      const onSecond = await connectWs(second.base, token);
      await onSecond.next((m) => m.type === 'hello');
      // Anyone with a connection to the database can NOTIFY the channel.
      for (const payload of ['garbage', JSON.stringify({ origin: 'x', sentAt: 1, event: { type: 'dropTables' } }), JSON.stringify({ event: { type: 'alarm' } })]) {
        await sql`select pg_notify('arc_push', ${payload})`.execute(first.app.arc.db);
      }
      const raised = await first.request<{ AlarmId: number }>('POST', '/api/ingest/alarms', { json: { UserId: 17, AlarmText: 'After the noise' }, headers });
      expect((await onSecond.next((m) => m.type === 'update' && m.alarmId === raised.body.AlarmId)).alarm).toMatchObject({ AlarmText: 'After the noise' });
      expect(onSecond.messages.filter((m) => m.type !== 'hello' && m.type !== 'update')).toEqual([]);
      await onSecond.close();
    });
  });
});
