import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import Database from 'better-sqlite3';
import { DEMO_INGEST_KEY } from '../server/demo/demo-accounts.ts';
import { loginAs } from './support/operator.ts';

/** The e2e server's database (playwright.config.ts): the demo has no API to change settings, tests set them here. */
const DB_FILE = `data/e2e-${process.env.E2E_PORT ?? 4917}.sqlite`;

export function setSetting(key: string, value: string): void {
  const db = new Database(DB_FILE);
  db.prepare('UPDATE settings SET Value = ? WHERE Key = ?').run(value, key);
  db.close();
}

let counter = 0;

/** Raises a new alarm through the ingest API and answers its id and (unique) text. */
export async function raiseAlarm(request: APIRequestContext, patch: Record<string, unknown> = {}): Promise<{ AlarmId: number; text: string }> {
  const text = `E2E alarm ${Date.now().toString(36)}-${++counter}`;
  const response = await request.post('/api/ingest/alarms', {
    headers: { 'X-Api-Key': DEMO_INGEST_KEY },
    data: { UserId: 3, AlarmText: text, Priority: 3, Level: 1, ...patch },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { AlarmId: number };
  return { AlarmId: body.AlarmId, text };
}

/** Logs in, joins the preselected groups and waits for the alarm list. */
export async function openDashboard(page: Page, username: string): Promise<void> {
  await loginAs(page, username);
  await acknowledgeAll(page);
  await page.getByRole('button', { name: 'Join selected groups' }).click();
  await expect(page.getByRole('tab', { name: /^Active/ })).toBeVisible({ timeout: 15_000 });
  await acknowledgeAll(page);
}

/** The demo centre has alarms that must be acknowledged: press Got it until no acknowledgement modal is left. */
export async function acknowledgeAll(page: Page): Promise<void> {
  const modal = page.getByRole('dialog', { name: 'Acknowledgement required' }).or(page.getByRole('alertdialog', { name: 'Acknowledgement required' }));
  await page.waitForTimeout(500);
  for (let i = 0; i < 20 && (await modal.count()) > 0; i++) {
    await modal.getByRole('button', { name: 'Got it' }).click();
    await page.waitForTimeout(300);
  }
}

/** A second operator in a browser context of their own. */
export async function secondOperator(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openDashboard(page, username);
  return page;
}

/** The alarm list region and an alarm's row button in it. */
export function alarmRow(page: Page, text: string) {
  return page.getByRole('region', { name: 'Alarm list' }).getByRole('button', { name: new RegExp(text) });
}

/** The alarm detail region. */
export function alarmDetail(page: Page) {
  return page.getByRole('article', { name: 'Alarm details' });
}
