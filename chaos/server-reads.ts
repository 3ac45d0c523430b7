import pg from 'pg';
import { login } from '../bench/lib/api.ts';
import type { Dc09AlarmRow } from './dc09-figures.ts';
import type { TypedWrite } from './operator-writes.ts';
import { sleep } from './sleep.ts';

/**
 * CENTRAL_CONSOLE_LOGGING on, as a centre's administrator turns it on to find a fault: the consoles then print every
 * log line of their engine, which the run reads from each browser's working tab. The demo has no settings API.
 */
export async function logEverything(databaseUrl: string): Promise<void> {
  await withDatabase(databaseUrl, (client) => client.query(`UPDATE settings SET "Value" = 'True' WHERE "Key" = 'CENTRAL_CONSOLE_LOGGING'`));
}

/** One connection to the cluster's database for `work`, closed after it. */
async function withDatabase<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * What the servers were asked through nginx, by route (ids as `:id`), busiest first by the time nginx waited for the
 * answers: where the servers' time went, at a glance. Lines are the `arc` format of cluster/nginx.ts.
 */
export function requestsByRoute(accessLog: readonly string[]): { total: number; byRoute: { route: string; count: number; seconds: number }[] } {
  const routes = new Map<string, { count: number; seconds: number }>();
  let total = 0;
  for (const line of accessLog) {
    const match = /"(\S+) (\S+) [^"]*" \d+ \d+ ([\d.]+)/.exec(line);
    if (!match) continue;
    total += 1;
    const route = `${match[1]} ${match[2]!.replace(/\/\d+(?=\/|$)/g, '/:id')}`;
    const entry = routes.get(route) ?? { count: 0, seconds: 0 };
    entry.count += 1;
    entry.seconds += Number(match[3]);
    routes.set(route, entry);
  }
  const byRoute = [...routes].map(([route, entry]) => ({ route, count: entry.count, seconds: Math.round(entry.seconds) })).sort((a, b) => b.seconds - a.seconds);
  return { total, byRoute: byRoute.slice(0, 12) };
}

type ServerReader = <T>(path: string, username: string) => Promise<T>;

/** Reads the server's answers as an operator, each operator signed in once. */
export function serverReader(url: string): ServerReader {
  const sessions = new Map<string, string>();
  const authorization = async (username: string) => {
    if (!sessions.has(username)) sessions.set(username, (await login(url, username)).authorization);
    return sessions.get(username)!;
  };
  const readOnce = async <T>(path: string, username: string): Promise<T> => {
    const answer = await fetch(`${url}${path}`, { headers: { authorization: await authorization(username) } });
    if (!answer.ok) throw new Error(`GET ${path}: HTTP ${answer.status} ${(await answer.text()).slice(0, 200)}`);
    return (await answer.json()) as T;
  };
  // A read cut off in transit (the socket closed mid-answer) is repeated twice before the run gives up on its report.
  return async <T>(path: string, username: string): Promise<T> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await readOnce<T>(path, username);
      } catch (error) {
        if (attempt === 3 || (error as Error).message.startsWith('GET ')) throw error;
        await sleep(1_000);
      }
    }
  };
}

/**
 * The alarms an operator took, as the database holds them. An alarm may have been taken by a round the run gave up
 * waiting for, and then rightly stay silent in a browser it reached already taken. (Read through the API, the list of
 * every alarm of a ten-minute run, 15,000 of them, was cut off in transit once, and the run ended without a report.)
 */
export async function takenOnServer(databaseUrl: string): Promise<number[]> {
  const { rows } = await withDatabase(databaseUrl, (client) => client.query<{ AlarmId: number }>(`SELECT "AlarmId" FROM alarms WHERE "RespondentId" IS NOT NULL`));
  return rows.map((row) => Number(row.AlarmId));
}

/** The alarms with these GlobalAlarmIds, as the database holds them (the DC-09 flood's, found by its messages' ids). */
export async function alarmsWithGlobalIds(databaseUrl: string, ids: readonly string[]): Promise<Dc09AlarmRow[]> {
  const { rows } = await withDatabase(databaseUrl, (client) => client.query<Dc09AlarmRow>(`SELECT "AlarmId", "GlobalAlarmId", "RespondentGroupId" FROM alarms WHERE "GlobalAlarmId" = ANY($1)`, [ids]));
  return rows.map((row) => ({ AlarmId: Number(row.AlarmId), GlobalAlarmId: row.GlobalAlarmId, RespondentGroupId: Number(row.RespondentGroupId) }));
}

/** How many times the server holds each typed write: reasons in the alarm's log, notes on the user. */
export async function serverCounts(read: ServerReader, writes: readonly TypedWrite[]): Promise<number[]> {
  const counts: number[] = [];
  for (const write of writes) {
    if (write.kind === 'reason') {
      const alarm = await read<{ Logs?: { LogText?: string | null }[] | null }>(`/api/alarms/${write.alarmId}`, write.username);
      counts.push((alarm.Logs ?? []).filter((line) => line.LogText === write.text).length);
    } else {
      const notes = await read<{ Note: string }[]>(`/api/users/${write.userId}/notes?noteType=0&alarmId=${write.alarmId}`, write.username);
      counts.push(notes.filter((row) => row.Note === write.text).length);
    }
  }
  return counts;
}
