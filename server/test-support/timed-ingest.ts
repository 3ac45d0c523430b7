import { request } from 'node:http';
import { DEMO_INGEST_KEY } from '../demo/demo-accounts.ts';

/**
 * One alarm posted to ingest on a connection of its own from `localAddress` (as an alarm receiver that connects per
 * alarm): its status (0 when the connection was refused or reset) and how long the answer took.
 */
export function timedIngest(base: string, localAddress: string, text: string): Promise<{ status: number; ms: number }> {
  const { hostname, port } = new URL(base);
  const body = JSON.stringify({ UserId: 5, AlarmText: text });
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(
      { host: hostname, port, localAddress, agent: false, method: 'POST', path: '/api/ingest/alarms', headers: { 'content-type': 'application/json', 'x-api-key': DEMO_INGEST_KEY } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.end(body);
  });
}
