/** The few HTTP calls the bench makes, as an operator or as the ingest source. Plain fetch: no console code. */

export const DEMO_PASSWORD = 'Demo-Arc-2026';
export const INGEST_KEY = 'demo-ingest-key';
/** Demo operators without two-factor (frida is read-only but sees the same alarms). */
export const PLAIN_OPERATORS = ['anna', 'david', 'eva', 'frida'] as const;

export interface Session {
  username: string;
  accessToken: string;
  authorization: string;
}

export class HttpError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

async function ok(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new HttpError(response.status, `${what}: HTTP ${response.status} ${(await response.text()).slice(0, 200)}`);
  return response;
}

export async function login(baseUrl: string, username: string): Promise<Session> {
  const body = new URLSearchParams({ UserName: username, Password: DEMO_PASSWORD, grant_type: 'password' });
  const response = await ok(await fetch(`${baseUrl}/api/token`, { method: 'POST', body }), `login ${username}`);
  const token = (await response.json()) as { access_token: string; token_type?: string };
  return { username, accessToken: token.access_token, authorization: `${token.token_type ?? 'bearer'} ${token.access_token}` };
}

export interface IngestResult {
  AlarmId: number;
  GlobalAlarmId: string;
}

/** The demo centre monitors users 1-200; alarms go to its forced group, which every operator is in. */
const DEMO_USERS = 200;

/** An ingest body whose AlarmText identifies the alarm in the list and in the bench's bookkeeping. */
export function benchAlarm(text: string, index: number): Record<string, unknown> {
  return { UserId: 1 + (index % DEMO_USERS), AlarmText: text, Priority: 1 + (index % 3), Level: 1 + (index % 2) };
}

export async function ingest(baseUrl: string, body: Record<string, unknown>): Promise<IngestResult> {
  const response = await ok(
    await fetch(`${baseUrl}/api/ingest/alarms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': INGEST_KEY },
      body: JSON.stringify(body),
    }),
    'ingest',
  );
  return (await response.json()) as IngestResult;
}

/** Ingests `count` alarms with at most `concurrency` in flight; returns how long it took. */
export async function seedAlarms(baseUrl: string, count: number, prefix: string, concurrency = 8): Promise<number> {
  const started = performance.now();
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < count) {
      const index = next++;
      await ingest(baseUrl, benchAlarm(`${prefix} ${index}`, index));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return performance.now() - started;
}

export async function getJson<T>(baseUrl: string, path: string, session: Session): Promise<{ body: T; bytes: number }> {
  const response = await ok(await fetch(`${baseUrl}${path}`, { headers: { authorization: session.authorization } }), `GET ${path}`);
  const text = await response.text();
  return { body: JSON.parse(text) as T, bytes: Buffer.byteLength(text) };
}

export interface AlarmDelta {
  cursor: string;
  full: boolean;
  alarms: { AlarmId: number; GlobalAlarmId: string }[];
  removed: { AlarmId: number; GlobalAlarmId: string }[];
}

export function alarmsSince(baseUrl: string, session: Session, cursor: string) {
  return getJson<AlarmDelta>(baseUrl, `/api/alarms?since=${encodeURIComponent(cursor)}`, session);
}

export function alarmList(baseUrl: string, session: Session) {
  return getJson<unknown[]>(baseUrl, '/api/alarms?onlyactive=false', session);
}
