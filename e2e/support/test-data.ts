import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import Database from 'better-sqlite3';
import { e2eDatabase } from './e2e-server.ts';
import { DEMO_INGEST_KEY } from '../../server/demo/demo-accounts.ts';

/** Test data: alarms raised through the ingest API, and what the demo has no API for, set in the e2e database. */

/** The e2e server's database (playwright.config.ts): the demo has no API to change settings, tests set them here. */
const DB_FILE = e2eDatabase();

export function setSetting(key: string, value: string): void {
  const db = new Database(DB_FILE);
  db.prepare('UPDATE settings SET Value = ? WHERE Key = ?').run(value, key);
  db.close();
}

/**
 * Marks an operator for a forced password reset (the demo centre has no operator with a pending reset); the
 * answer gives the password back and lifts the mark, since other specs log in as that operator on the same server.
 */
export function forcePasswordReset(username: string): () => void {
  const db = new Database(DB_FILE);
  const { PasswordHash } = db.prepare('SELECT PasswordHash FROM respondents WHERE Username = ?').get(username) as { PasswordHash: string };
  db.prepare('UPDATE respondents SET ForceReset = 1 WHERE Username = ?').run(username);
  return () => {
    db.prepare('UPDATE respondents SET PasswordHash = ?, ForceReset = 0 WHERE Username = ?').run(PasswordHash, username);
    db.close();
  };
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

/** Raises an alarm with only a text (no priority or level), as a monitored object's device would. */
export async function ingestAlarm(request: APIRequestContext, text: string): Promise<number> {
  const response = await request.post('/api/ingest/alarms', {
    headers: { 'X-Api-Key': DEMO_INGEST_KEY },
    data: { UserId: 1, AlarmText: text },
  });
  if (!response.ok()) throw new Error(`ingest failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { AlarmId: number }).AlarmId;
}
