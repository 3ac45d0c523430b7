import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { form } from '../test-support/logins.ts';
import { startTestServer } from '../test-support/test-server.ts';

/** Outside the demo the sealing key lives apart from the data, and SMS codes are not kept in plain text (L3). */
describe('secrets of a real centre', () => {
  const dir = mkdtempSync(join(tmpdir(), 'arc-secrets-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const ARC_SECRET_KEY = Buffer.alloc(32, 7).toString('base64');

  it('security #L3: outside the demo the server refuses to start without ARC_SECRET_KEY (no key file beside the database)', () => {
    expect(() => readConfig({ ARC_DEMO: '0' })).toThrow(/ARC_SECRET_KEY/);
    expect(readConfig({ ARC_DEMO: '0', ARC_SECRET_KEY }).secretKey).toBe(ARC_SECRET_KEY);
    expect(readConfig({}).secretKey).toBeUndefined();
  });

  it('security #L3: outside the demo the outbox row of an sms login code does not keep the code apart', async () => {
    const dbFile = join(dir, 'sms.sqlite');
    // The demo seeds bjorn (sms two-factor); the real centre keeps him as one of its own operators.
    const seeding = await startTestServer({ dbFile });
    await seeding.app.arc.db.updateTable('respondents').set({ DemoAccount: 0 }).where('Username', '=', 'bjorn').execute();
    await seeding.close();
    const server = await startTestServer({ dbFile, demo: false, secretKey: ARC_SECRET_KEY });
    try {
      expect((await server.request('POST', '/api/token', form('bjorn'))).body.twoFactorAuthType).toBe('sms');
      const rows = await server.app.arc.db.selectFrom('outbox').innerJoin('respondents as r', 'r.RespondentId', 'outbox.RespondentId').select('outbox.Code').where('r.Username', '=', 'bjorn').execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.Code).toBe('');
    } finally {
      await server.close();
    }
  });
});
