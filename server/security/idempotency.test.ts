import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../demo/demo-accounts.ts';
import { createDemoLink } from '../routes/dev-routes.ts';
import { withIdempotency } from '../routes/idempotency.ts';
import { pruneOnce } from '../services/pruning.ts';
import { writeTransaction } from '../storage/transactions.ts';
import { startTestServer, TestClock, type TestServer } from '../test-support/test-server.ts';
import type { AppOptions } from '../app/app-options.ts';
import type { FastifyRequest } from 'fastify';

describe('idempotency store and pruning', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  const start = async (options: AppOptions = {}) => {
    server = await startTestServer(options);
    return server;
  };
  const rows = async (s: TestServer) => (await s.app.arc.db.selectFrom('idempotency').selectAll().execute()) as Record<string, unknown>[];
  const key = (k: string) => ({ 'Idempotency-Key': k });

  it('security #8: 2,000 writes a read-only link is refused, each with its own key, store nothing', async () => {
    const s = await start();
    const link = await createDemoLink(s.app.arc, { alarmId: 12, readOnly: true });
    const token = (await s.request('POST', `/api/urllogin?p=${link.p}`, { json: { password: DEMO_PASSWORD } })).body.access_token as string;
    const before = (await rows(s)).length;
    // In batches of 20: one client address may hold at most 64 connections (security #6).
    for (let batch = 0; batch < 100; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => s.request('POST', '/api/alarms/12/reasonv2', { token, json: { message: 'x' }, headers: key(`refused-${batch}-${i}`) })),
      );
      // 403 read-only, or 429 once the login's write bucket is empty (security #M2): neither is stored.
      for (const answer of answers) expect([403, 429]).toContain(answer.status);
    }
    expect((await rows(s)).length).toBe(before);
  }, 60_000);

  it('security #8: a stored answer is keyed by the route and a hash of the request, never the URL; another request under the key is a conflict', async () => {
    const s = await start();
    const anna = await s.login('anna');
    const first = await s.request('POST', '/api/alarms/3/accept?note=private-remark', { token: anna, json: {}, headers: key('accept-3') });
    expect(first.status).toBe(200);
    const stored = await rows(s);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ Route: '/api/alarms/:alarm_id/accept' });
    expect(JSON.stringify(stored)).not.toContain('private-remark');
    const replay = await s.request('POST', '/api/alarms/3/accept?note=private-remark', { token: anna, json: {}, headers: key('accept-3') });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect((await s.request('POST', '/api/alarms/4/accept', { token: anna, json: {}, headers: key('accept-3') })).body.error).toBe('IDEMPOTENCY_CONFLICT');
    expect((await s.request('POST', '/api/alarms/3/accept?note=other', { token: anna, json: {}, headers: key('accept-3') })).body.error).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('security #8: over the cap per caller the oldest stored answers are dropped', async () => {
    const s = await start({ idempotencyMaxPerPrincipal: 5 });
    const anna = await s.login('anna');
    const report = (k: string) => s.request('POST', '/api/me/report', { token: anna, headers: key(k) });
    for (let i = 0; i < 8; i++) expect((await report(`report-${i}`)).status).toBe(200);
    expect((await rows(s)).map((row) => row.IdemKey)).toEqual(['report-3', 'report-4', 'report-5', 'report-6', 'report-7']);
    expect((await report('report-7')).headers.get('idempotent-replayed')).toBe('true');
    expect((await report('report-0')).headers.get('idempotent-replayed')).toBeNull();
  });

  it('security #8: the prune job removes day-old stored answers, expired tokens and challenges, expired links and day-old outbox rows', async () => {
    const clock = new TestClock();
    const s = await start({ clock });
    const db = s.app.arc.db;
    const anna = await s.login('anna');
    await s.login('bjorn');
    await s.request('POST', '/api/token', { form: { grant_type: 'password', UserName: 'bjorn', Password: DEMO_PASSWORD } });
    await createDemoLink(s.app.arc, { alarmId: 12 });
    await s.request('POST', '/api/me/report', { token: anna, headers: key('old-report') });
    const count = async () => ({
      idempotency: (await db.selectFrom('idempotency').select('IdemKey').execute()).length,
      tokens: (await db.selectFrom('tokens').select('TokenHash').execute()).length,
      challenges: (await db.selectFrom('two_factor_challenges').select('TokenHash').execute()).length,
      links: (await db.selectFrom('url_logins').select('LinkHash').execute()).length,
      outbox: (await db.selectFrom('outbox').select('Id').execute()).length,
    });
    const fresh = await count();
    expect(Object.values(fresh).every((n) => n > 0)).toBe(true);
    await pruneOnce(s.app.arc);
    expect(await count()).toEqual(fresh);

    clock.advance(25 * 3600_000);
    const david = await s.login('david');
    await pruneOnce(s.app.arc);
    expect(await count()).toEqual({ idempotency: 0, tokens: 1, challenges: 0, links: 0, outbox: 0 });
    expect((await s.request('GET', '/api/me', { token: david })).status).toBe(200);
  });

  it('a write whose request fails after its commit is not applied again: its key was stored with it, the retry answers ALREADY_APPLIED', async () => {
    const s = await start();
    const ctx = s.app.arc;
    const text = 'Committed, then the answer was lost';
    // What the note route sees; the run below commits the note and then fails, as an instance that dies would.
    const request = { method: 'POST', url: '/api/users/17/notes', routeOptions: { url: '/api/users/:user_id/notes' }, params: { user_id: '17' }, query: {}, body: { NoteType: 0, Note: text }, headers: { 'idempotency-key': 'lost-answer' } } as unknown as FastifyRequest;
    const notes = async () => (await ctx.db.selectFrom('notes').select('UID').where('Note', '=', text).execute()).length;
    let runs = 0;
    const run = async () => {
      runs += 1;
      await writeTransaction(ctx.db, (trx) => trx.insertInto('notes').values({ UserId: 17, AlarmId: null, NoteType: 0, Note: text, AdminName: 'Anna', Created: new Date().toISOString() }).execute());
      throw new Error('connection lost after the commit');
    };
    const scope = { principal: 'r:1' };
    await expect(withIdempotency(ctx, request, scope, run)).rejects.toThrow('connection lost');
    const retry = await withIdempotency(ctx, request, scope, run);
    expect(retry).toMatchObject({ status: 409, body: { error: 'ALREADY_APPLIED' }, replayed: true });
    expect(runs).toBe(1);
    expect(await notes()).toBe(1);
  });
});
