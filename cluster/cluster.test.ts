import { connect, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INGEST_KEY, DEMO_PASSWORD } from '../server/demo/demo-accounts.ts';
import { rawRequest } from '../server/test-support/raw-http.ts';
import { connectWs, type WsClient } from '../server/test-support/ws-client.ts';
import { startLocalCluster, type LocalCluster } from './local-cluster.ts';
import { CONNECTIONS_PER_CLIENT } from './nginx.ts';

/** Other addresses of this machine: nginx sees them as a monitoring host and as one more client (not the centre's NAT). */
const MONITOR = '127.0.0.2';
const OUTSIDER = '127.0.0.3';

/** The demo centre as `npm run cluster -- --demo` runs it: a throw-away PostgreSQL, two server processes, nginx in front. */
describe('two server instances behind nginx', () => {
  let cluster: LocalCluster;
  beforeAll(async () => {
    cluster = await startLocalCluster({ port: 0, instances: 2, demo: true, monitors: [MONITOR], env: { ARC_SIMULATOR: '0', ARC_PASSWORD_HASH_COST: '1', ARC_DRAIN_MS: '3000' } });
  }, 120_000);
  afterAll(async () => {
    await cluster?.stop();
  });

  const login = async (username: string) => {
    const answer = await fetch(`${cluster.url}/api/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'password', UserName: username, Password: DEMO_PASSWORD }) });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { access_token: string }).access_token;
  };
  const ingest = async (text: string) => {
    const answer = await fetch(`${cluster.url}/api/ingest/alarms`, { method: 'POST', headers: { 'content-type': 'application/json', 'X-Api-Key': DEMO_INGEST_KEY }, body: JSON.stringify({ UserId: 17, AlarmText: text }) });
    expect(answer.status).toBe(201);
    return ((await answer.json()) as { AlarmId: number }).AlarmId;
  };
  /** Push sockets each instance holds, from its own /metrics (not through nginx). */
  const socketsPerInstance = () =>
    Promise.all(cluster.instances.map(async (i) => Number(/^arc_websockets_open (\d+)$/m.exec(await (await fetch(`http://127.0.0.1:${i.port}/metrics`)).text())?.[1])));
  const socket = async (token: string) => {
    const client = await connectWs(cluster.url, token);
    await client.next((m) => m.type === 'hello');
    return client;
  };
  const hears = (client: WsClient, alarmId: number) => client.next((m) => m.type === 'update' && m.alarmId === alarmId, 10_000);

  it('serves one operator on each instance, and both hear every alarm ingested through the load balancer', async () => {
    const [anna, david] = [await login('anna'), await login('david')];
    const annaSocket = await socket(anna);
    const davidSocket = await socket(david);
    expect(await socketsPerInstance()).toEqual([1, 1]);
    for (const text of ['Fall detected', 'Smoke alarm', 'No activity']) {
      const alarmId = await ingest(text);
      expect((await hears(annaSocket, alarmId)).alarm).toMatchObject({ AlarmText: text });
      expect((await hears(davidSocket, alarmId)).alarm).toMatchObject({ AlarmText: text });
    }
    await annaSocket.close();
    await davidSocket.close();
  });

  it('nginx logs the push socket without its token, and each request under the id the instance answers with', async () => {
    const anna = await login('anna');
    const client = await socket(anna);
    await client.close();
    const answer = await fetch(`${cluster.url}/healthz`);
    const id = answer.headers.get('x-request-id') ?? '';
    expect(id).not.toBe('');
    await answer.body?.cancel();
    // nginx writes a request's line once the request has ended, which may be just after the answer arrived here.
    await expect.poll(() => cluster.accessLog(), { timeout: 5_000 }).toContain(id);
    const log = cluster.accessLog();
    expect(log).toContain('"GET /api/WsPander HTTP/1.1" 101');
    expect(log).not.toContain(anna);
  });

  it('security #H5: through nginx the demo\'s credential-free /api/dev/* routes answer 404', async () => {
    const link = await fetch(`${cluster.url}/api/dev/urllogin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"username":"david"}' });
    expect(link.status).toBe(404);
    expect((await fetch(`${cluster.url}/api/dev/outbox`)).status).toBe(404);
  });

  it('security #NM6: nginx answers /metrics to the monitoring host only', async () => {
    for (const path of ['/metrics', '/METRICS']) expect((await rawRequest(cluster.url, 'GET', path)).status, path).toBe(403);
    expect((await rawRequest(cluster.url, 'GET', '/metrics', { localAddress: OUTSIDER })).status).toBe(403);
    const monitor = await rawRequest(cluster.url, 'GET', '/metrics', { localAddress: MONITOR });
    expect(monitor.status).toBe(200);
    expect(String(monitor.body)).toContain('arc_websockets_open');
  });

  it('security #NM6: nginx answers 429 to a client beyond its connections in progress or its login burst; the centre\'s NAT is exempt', async () => {
    // Requests whose body never comes: each holds one connection in progress until nginx's 10 s body timeout.
    const holders: Socket[] = [];
    try {
      const { port } = new URL(cluster.url);
      for (let i = 0; i < CONNECTIONS_PER_CLIENT; i++) {
        const socket = connect({ host: '127.0.0.1', port: Number(port), localAddress: OUTSIDER });
        socket.on('error', () => undefined);
        await new Promise((resolve) => socket.once('connect', resolve));
        socket.write(`POST /api/ingest/alarms HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n`);
        holders.push(socket);
      }
      // nginx reads each holder's headers as they arrive; only then is the next request its client's 21st.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect((await rawRequest(cluster.url, 'GET', '/healthz', { localAddress: OUTSIDER })).status).toBe(429);
      expect((await rawRequest(cluster.url, 'GET', '/healthz')).status).toBe(200);
    } finally {
      for (const socket of holders) socket.destroy();
    }
    const attempt = (localAddress?: string) =>
      rawRequest(cluster.url, 'POST', '/api/token', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'grant_type=password&UserName=nobody&Password=wrong', ...(localAddress ? { localAddress } : {}) });
    const outsider = await Promise.all(Array.from({ length: 16 }, () => attempt(OUTSIDER)));
    expect(outsider.filter((answer) => answer.status === 429).length).toBeGreaterThanOrEqual(4);
    expect((await attempt()).status).toBe(400);
  });

  it('an instance that drains closes its sockets with 1012, reports draining on /readyz, and its consoles reconnect to the other at once', async () => {
    const anna = await login('anna');
    const first = await socket(anna);
    const holder = (await socketsPerInstance()).findIndex((n) => n === 1);
    const draining = cluster.instances[holder]!;
    const closed = new Promise<number>((resolve) => first.socket.once('close', (code) => resolve(code)));
    const stopped = draining.stop('SIGTERM');
    expect(await closed).toBe(1012);
    expect((await fetch(`http://127.0.0.1:${draining.port}/readyz`)).status).toBe(503);
    // Through nginx while the instance still serves HTTP but refuses sockets: every upgrade (round robin would give
    // it every other one) goes to the other instance.
    const again = await Promise.all([socket(anna), socket(anna), socket(anna), socket(anna)]);
    expect((await socketsPerInstance())[holder]).toBe(0);
    const alarmId = await ingest('Raised while an instance drains');
    for (const client of again) expect((await hears(client, alarmId)).alarm).toMatchObject({ AlarmText: 'Raised while an instance drains' });
    await stopped;
    expect(draining.process.exitCode).toBe(0);
    await Promise.all(again.map((client) => client.close()));
    await cluster.restart(holder);
    // A new instance's start (tsx, migrations) alone took 10-20 s on a loaded 2-core machine.
  }, 60_000);

  it('a note whose instance dies before it stores the Idempotency-Key is applied once: the retry through nginx adds it on the other instance, its repeat replays', async () => {
    const anna = await login('anna');
    const text = `Written while an instance dies ${Date.now()}`;
    const addNote = (base: string) =>
      fetch(`${base}/api/users/17/notes`, {
        method: 'POST',
        headers: { authorization: `Bearer ${anna}`, 'content-type': 'application/json', 'Idempotency-Key': `note-${text}` },
        body: JSON.stringify({ NoteType: 0, Note: text }),
      });
    const db = new pg.Client({ connectionString: cluster.databaseUrl });
    // Another connection watches: statistics read inside the lock's transaction are a snapshot of its first read.
    const watcher = new pg.Client({ connectionString: cluster.databaseUrl });
    await Promise.all([db.connect(), watcher.connect()]);
    try {
      // Holds every write of the key table: the instance's request stops where it stores the key.
      await db.query('begin');
      await db.query('lock table idempotency in exclusive mode');
      const first = addNote(`http://127.0.0.1:${cluster.instances[0]!.port}`).catch(() => undefined);
      const waitingBackend = async () =>
        (await watcher.query<{ pid: number }>("select pid from pg_stat_activity where wait_event_type = 'Lock' and query ilike '%idempotency%'")).rows[0]?.pid;
      await expect.poll(waitingBackend, { timeout: 10_000 }).toBeDefined();
      // The instance dies, and its database connection with it, before its statement ran.
      await cluster.instances[0]!.stop('SIGKILL');
      await db.query('select pg_terminate_backend($1)', [await waitingBackend()]);
      await db.query('rollback');
      await first;
      const retry = await addNote(cluster.url);
      expect(retry.status).toBe(200);
      expect(await retry.json()).toMatchObject({ Note: text });
      const repeat = await addNote(cluster.url);
      expect(repeat.headers.get('idempotent-replayed')).toBe('true');
      expect((await db.query('select 1 from notes where "Note" = $1', [text])).rowCount).toBe(1);
    } finally {
      await Promise.all([db.end(), watcher.end()]);
      await cluster.restart(0);
    }
  }, 60_000);

});
