import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { e2eDatabase } from '../support/e2e-server.ts';

/** The e2e server's database (playwright.config.ts): which demo person has cameras, and a short viewing window. */
const DB_FILE = e2eDatabase();

export interface DemoCamera {
  Id: number;
  Title: string;
}

/** A demo person with cameras (the seed gives them to the people of camera alarms), `index` picks another one. */
export function cameraPerson(index = 0): { UserId: number; cameras: DemoCamera[] } {
  const db = new Database(DB_FILE, { readonly: true });
  try {
    const users = db.prepare('SELECT DISTINCT UserId FROM cameras ORDER BY UserId').all() as { UserId: number }[];
    const UserId = users[index]?.UserId;
    if (UserId === undefined) throw new Error('no demo person with cameras');
    const cameras = db.prepare('SELECT Id, Title FROM cameras WHERE UserId = ? ORDER BY Id').all(UserId) as DemoCamera[];
    return { UserId, cameras };
  } finally {
    db.close();
  }
}

/** Shortens a camera's viewing window (the demo cameras have the default 60 s). */
export function setViewingWindow(cameraId: number, seconds: number): void {
  const db = new Database(DB_FILE);
  db.prepare('UPDATE cameras SET ViewingWindowShortPeriod = ? WHERE Id = ?').run(seconds, cameraId);
  db.close();
}

export interface Position {
  Pan: number;
  Tilt: number;
  Zoom: number;
}

/** Where the demo camera points now, as the server says (dev route). */
export async function cameraPosition(request: APIRequestContext, cameraId: number): Promise<Position> {
  const answer = await request.get(`/api/dev/cameras/${cameraId}`);
  expect(answer.ok(), await answer.text()).toBe(true);
  const { Pan, Tilt, Zoom } = (await answer.json()) as Position;
  return { Pan, Tilt, Zoom };
}

/** One camera block of the alarm page's Cameras widget. */
export class CameraBlock {
  readonly block: Locator;
  readonly playButton: Locator;
  readonly stopButton: Locator;
  readonly picture: Locator;
  readonly video: Locator;
  readonly state: Locator;
  readonly message: Locator;

  constructor(
    readonly page: Page,
    readonly title: string,
  ) {
    this.block = page.getByRole('region', { name: 'Cameras' }).getByRole('article', { name: title });
    this.playButton = this.block.getByRole('button', { name: `Play ${title}` });
    this.stopButton = this.block.getByRole('button', { name: `Stop ${title}` });
    this.picture = this.block.getByRole('img', { name: title });
    this.video = this.block.locator('video');
    this.state = this.block.locator('.camera-player__state');
    this.message = this.block.getByRole('alert');
  }

  async play(): Promise<void> {
    await this.playButton.click();
  }

  ptz(name: 'Move up' | 'Move down' | 'Move left' | 'Move right' | 'Zoom camera in' | 'Zoom camera out'): Locator {
    return this.block.getByRole('button', { name });
  }

  preset(name: string): Locator {
    return this.block.getByRole('button', { name: `Go to ${name}` });
  }

  /** Seconds the picture has shown, from "Playing: N s of W s". */
  async elapsed(): Promise<number> {
    const text = (await this.state.textContent()) ?? '';
    const match = /Playing: (\d+) s/.exec(text);
    return match ? Number(match[1]) : -1;
  }
}
