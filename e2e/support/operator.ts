import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../server/demo/demo-accounts.ts';

export { DEMO_PASSWORD };

/** The console asks before unload (SHELL-20); tests that reload or leave agree. */
export function acceptUnloadPrompts(page: Page): void {
  page.on('dialog', (dialog) => void dialog.accept());
}

export async function fillLogin(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/#/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
}

/**
 * Demo alarms may need an acknowledgement: its modal (DIALOG-03) can open at any moment once the list has loaded,
 * so tests that are about something else answer it whenever it shows, in English or Swedish (the languages the
 * tests switch to). The page behind it is inert meanwhile, so nothing else can be done until it is answered.
 */
/** The acknowledgement modal, in English or Swedish: the locator acknowledgeWhenAsked answers (and a test removes). */
export function acknowledgementModal(page: Page): Locator {
  return page.getByRole('alertdialog', { name: /^(Acknowledgement required|Kvittens krävs)$/ });
}

export async function acknowledgeWhenAsked(page: Page): Promise<void> {
  const dialog = acknowledgementModal(page);
  await page.addLocatorHandler(dialog, async () => {
    await dialog.getByRole('button', { name: /^(Got it|Uppfattat)$/ }).click();
  });
}

/** Logs in an operator without two-factor and waits for the groups page. */
export async function loginAs(page: Page, username: string): Promise<void> {
  acceptUnloadPrompts(page);
  await acknowledgeWhenAsked(page);
  await fillLogin(page, username);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Respondent groups' })).toBeVisible({ timeout: 15_000 });
}

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
  const accepted = await request.post(`/api/alarms/${free.AlarmId}/accept`, { headers, data: { force: false } });
  if (!accepted.ok()) throw new Error(`accept ${free.AlarmId}: ${accepted.status()}`);
  return free.AlarmId;
}
