import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_INGEST_KEY } from '../demo/demo-accounts.ts';
import { POSTGRES_ADMIN_URL } from '../test-support/provided-context.ts';
import { startTestServer } from '../test-support/test-server.ts';

interface Delta {
  cursor: string;
  alarms: { GlobalAlarmId: string }[];
}

// Only PostgreSQL is shared by several instances; this file runs in the `server-postgres` project.
describe.runIf(inject(POSTGRES_ADMIN_URL))('two server instances on one PostgreSQL database', () => {
  it('a catch-up that follows its cursor on one instance misses no alarm committed concurrently through either', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arc-shared-'));
    const dbFile = join(dir, 'shared');
    const first = await startTestServer({ dbFile });
    const second = await startTestServer({ dbFile });
    try {
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
      const headers = { 'X-Api-Key': DEMO_INGEST_KEY };
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
    } finally {
      await first.close();
      await second.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
