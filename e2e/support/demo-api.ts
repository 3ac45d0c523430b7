import type { APIRequestContext } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../server/demo/demo-accounts.ts';

/** The demo server's API, called around a test to arrange or read data (not what an operator does on screen). */

export { DEMO_PASSWORD };

/** The latest sms code the demo server "sent" (GET /api/dev/outbox, demo only). */
export async function latestSmsCode(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.get('/api/dev/outbox');
  const rows = (await response.json()) as { Username: string; Code: string }[];
  const row = rows.find((candidate) => candidate.Username === username);
  if (!row) throw new Error(`no sms for ${username}`);
  return row.Code;
}

/** The current TOTP code of the demo operator cecilia. */
export function totpCode(): string {
  return OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(DEMO_TOTP_SECRET) });
}

/** A fresh one-time link (demo only). */
export async function oneTimeLink(request: APIRequestContext, options: { username?: string; readOnly?: boolean } = {}) {
  const response = await request.post('/api/dev/urllogin', { data: options });
  return (await response.json()) as { p: string; alarmId: number; path: string };
}

/** A bearer token for an operator without two-factor, straight from the API (to arrange data around a test). */
export async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post('/api/token', { form: { grant_type: 'password', UserName: username, Password: DEMO_PASSWORD } });
  const body = (await response.json()) as { access_token: string };
  return body.access_token;
}

/** Makes `username` the owner of the first unanswered active alarm, through the API; returns its id. */
export async function takeAnAlarm(request: APIRequestContext, username: string): Promise<number> {
  const headers = { Authorization: `bearer ${await apiToken(request, username)}` };
  const alarms = (await (await request.get('/api/alarms?onlyactive=true', { headers })).json()) as { AlarmId: number; RespondentId?: number | null }[];
  const free = alarms.find((alarm) => !alarm.RespondentId);
  if (!free) throw new Error('no unanswered alarm in the demo centre');
  await acceptAlarm(request, username, free.AlarmId);
  return free.AlarmId;
}

/** Makes `username` the owner of an unanswered alarm, through the API. */
export async function acceptAlarm(request: APIRequestContext, username: string, alarmId: number): Promise<void> {
  const headers = { Authorization: `bearer ${await apiToken(request, username)}` };
  const accepted = await request.post(`/api/alarms/${alarmId}/accept`, { headers, data: { force: false } });
  if (!accepted.ok()) throw new Error(`accept ${alarmId}: ${accepted.status()}`);
}

/** How many log rows of an alarm carry `text`, as the server has them (GET /api/alarms/{id} with a fresh token). */
export async function serverLogCount(request: APIRequestContext, username: string, alarmId: number, text: string): Promise<number> {
  const token = await apiToken(request, username);
  const response = await request.get(`/api/alarms/${alarmId}`, { headers: { Authorization: `bearer ${token}` } });
  if (!response.ok()) throw new Error(`GET alarm ${alarmId}: ${response.status()}`);
  const { Logs } = (await response.json()) as { Logs?: { LogText?: string | null }[] | null };
  return (Logs ?? []).filter((log) => log.LogText === text).length;
}

/** Makes an unanswered alarm have arrived `seconds` earlier (POST /api/dev/alarms/{id}/age, demo only). */
export async function ageAlarm(request: APIRequestContext, alarmId: number, seconds: number): Promise<void> {
  const response = await request.post(`/api/dev/alarms/${alarmId}/age`, { data: { seconds } });
  if (!response.ok()) throw new Error(`age ${alarmId}: ${response.status()}`);
}
