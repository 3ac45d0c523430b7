import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_INGEST_KEY } from '../server/demo/demo-accounts.ts';
import { apiToken } from './support/operator.ts';

/** Helpers of the sync-engine end-to-end specs: server gauges, ingest, and reading a tab's IndexedDB. */

/** Open websockets on the server (GET /metrics). */
export async function openSockets(request: APIRequestContext): Promise<number> {
  const text = await (await request.get('/metrics')).text();
  return Number(/^arc_websockets_open (\d+)$/m.exec(text)?.[1] ?? Number.NaN);
}

/** HTTP requests the server answered so far by route (GET /metrics itself left out). */
export async function requestsServed(request: APIRequestContext): Promise<Map<string, number>> {
  const text = await (await request.get('/metrics')).text();
  const counts = new Map<string, number>();
  for (const match of text.matchAll(/^arc_http_requests_total\{method="(\w+)",route="([^"]*)"[^}]*\} (\d+)$/gm)) {
    const key = `${match[1]} ${match[2]}`;
    if (match[2] === '/metrics') continue;
    counts.set(key, (counts.get(key) ?? 0) + Number(match[3]));
  }
  return counts;
}

/** What was requested between two readings of requestsServed, by route. */
export function requestsBetween(before: Map<string, number>, after: Map<string, number>): Record<string, number> {
  const delta: Record<string, number> = {};
  for (const [key, n] of after) if (n - (before.get(key) ?? 0) > 0) delta[key] = n - (before.get(key) ?? 0);
  return delta;
}

/** Raises an alarm through the ingest API, as a monitored object's device would. */
export async function ingestAlarm(request: APIRequestContext, text: string): Promise<number> {
  const response = await request.post('/api/ingest/alarms', {
    headers: { 'X-Api-Key': DEMO_INGEST_KEY },
    data: { UserId: 1, AlarmText: text },
  });
  if (!response.ok()) throw new Error(`ingest failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { AlarmId: number }).AlarmId;
}

/** The alarm's text as the tab's IndexedDB holds it (what every view reads), or null. */
export function storedAlarmText(page: Page, username: string, alarmId: number): Promise<string | null> {
  return page.evaluate(
    ({ name, id }) =>
      new Promise<string | null>((resolve) => {
        const open = indexedDB.open(name);
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('alarms')) {
            db.close();
            resolve(null);
            return;
          }
          const get = db.transaction('alarms').objectStore('alarms').get(id);
          get.onsuccess = () => {
            db.close();
            resolve((get.result as { AlarmText?: string } | undefined)?.AlarmText ?? null);
          };
          get.onerror = () => resolve(null);
        };
      }),
    { name: `arc-${username}`, id: alarmId },
  );
}

/** The write outbox as the tab's IndexedDB holds it: what waits for the server, and what it refused. */
export function storedOutbox(page: Page, username: string): Promise<{ key: string; state: string; attempts: number; body?: unknown; error: { code: string; message: string } | null }[]> {
  return page.evaluate(
    (name) =>
      new Promise((resolve) => {
        const open = indexedDB.open(name);
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('outbox')) {
            db.close();
            resolve([]);
            return;
          }
          const all = db.transaction('outbox').objectStore('outbox').getAll();
          all.onsuccess = () => {
            db.close();
            resolve(all.result);
          };
          all.onerror = () => resolve([]);
        };
      }),
    `arc-${username}`,
  );
}

/** How many log rows of an alarm carry `text`, as the server has them (GET /api/alarms/{id} with a fresh token). */
export async function serverLogCount(request: APIRequestContext, username: string, alarmId: number, text: string): Promise<number> {
  const token = await apiToken(request, username);
  const response = await request.get(`/api/alarms/${alarmId}`, { headers: { Authorization: `bearer ${token}` } });
  if (!response.ok()) throw new Error(`GET alarm ${alarmId}: ${response.status()}`);
  const { Logs } = (await response.json()) as { Logs?: { LogText?: string | null }[] | null };
  return (Logs ?? []).filter((log) => log.LogText === text).length;
}
