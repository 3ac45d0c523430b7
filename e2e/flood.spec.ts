import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_INGEST_KEY } from '../server/demo/demo-accounts.ts';
import { AlarmListPage } from './page-models/alarm-list-page.ts';
import { AlarmPage } from './page-models/alarm-page.ts';
import { apiToken } from './support/demo-api.ts';

/** Ingests alarms through the ingest API, 25 at a time; answers their ids in order. */
async function ingestMany(request: APIRequestContext, alarms: Record<string, unknown>[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < alarms.length; start += 25) {
    const answers = await Promise.all(
      alarms.slice(start, start + 25).map((alarm) => request.post('/api/ingest/alarms', { headers: { 'X-Api-Key': DEMO_INGEST_KEY }, data: { UserId: 3, Priority: 2, Level: 1, ...alarm } })),
    );
    for (const answer of answers) {
      expect(answer.ok(), await answer.text()).toBe(true);
      ids.push(((await answer.json()) as { AlarmId: number }).AlarmId);
    }
  }
  return ids;
}

/** How many of the alarms' logs, as the server has them, carry `text`. */
async function logsWith(request: APIRequestContext, alarmIds: number[], text: string): Promise<number> {
  const headers = { Authorization: `bearer ${await apiToken(request, 'david')}` };
  let count = 0;
  for (let start = 0; start < alarmIds.length; start += 25) {
    const logs = await Promise.all(
      alarmIds.slice(start, start + 25).map(async (id) => ((await (await request.get(`/api/alarms/${id}`, { headers })).json()) as { Logs?: { LogText?: string | null }[] }).Logs ?? []),
    );
    count += logs.filter((log) => log.some((line) => line.LogText === text)).length;
  }
  return count;
}

/** The alarm sounds the page announces (`arc:alarm-sound`), with when. */
async function recordSounds(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const scope = window as unknown as { alarmSounds: { at: number; ids: number[] }[] };
    scope.alarmSounds = [];
    window.addEventListener('arc:alarm-sound', (event) => scope.alarmSounds.push({ at: Date.now(), ids: (event as CustomEvent<{ alarmIds: number[] }>).detail.alarmIds }));
  });
}
const soundsSince = (page: Page, since: number) =>
  page.evaluate((from) => (window as unknown as { alarmSounds: { at: number; ids: number[] }[] }).alarmSounds.filter((sound) => sound.at >= from), since);

test.describe('flood mode', () => {
  test('flood mode: 500 alarms in a minute give the banner, groups with counts, acute on top, bursts of sound; david bulk-clears the technical and test alarms, each logged; flood mode ends by itself', async ({ page, request }) => {
    test.setTimeout(150_000);
    await recordSounds(page);
    const list = await AlarmListPage.open(page, 'david');
    const run = Date.now().toString(36);
    const battery = `Low battery ${run}`;
    const fall = `Fall detected ${run}`;
    const heart = `Heart alarm ${run}`;
    const technical = await ingestMany(request, [
      ...Array.from({ length: 470 }, () => ({ AlarmText: battery, Flags: ['technical'] })),
      ...Array.from({ length: 10 }, () => ({ AlarmText: battery, Flags: ['test'] })),
    ]);
    await expect(list.floodBanner).toHaveText(/^Flood mode: \d{3,} new alarms in the last minute, \d{3,} waiting$/, { timeout: 15_000 });
    // During the flood: more alarms in three waves two seconds apart, and two acute ones.
    const floodSeenAt = Date.now();
    const acute = await ingestMany(request, Array.from({ length: 2 }, () => ({ AlarmText: heart, Priority: 3 })));
    for (let wave = 0; wave < 3; wave++) {
      await ingestMany(request, Array.from({ length: 6 }, () => ({ AlarmText: fall })));
      await page.waitForTimeout(2_000);
    }
    await expect(list.acuteAlarms.getByRole('button', { name: new RegExp(heart) })).toHaveCount(2);
    const falls = list.floodGroup(fall, 18);
    await expect(falls).toHaveAttribute('aria-expanded', 'false');
    await expect(list.floodGroup(battery, 480)).toBeVisible();

    // An operator opens a group and takes its alarms one by one, as in the plain list.
    await falls.click();
    await expect(falls).toHaveAttribute('aria-expanded', 'true');
    await list.region.getByRole('list', { name: new RegExp(`^${fall} · .*: 18 alarms$`) }).getByRole('button').first().click();
    await expect(new AlarmPage(page).handledBy('David Dahl (DD)')).toBeVisible();
    await expect(list.floodGroup(fall, 17)).toBeVisible();

    // The supervisor clears the technical and test alarms of a group at once.
    const batteries = list.floodGroup(battery, 480);
    await batteries.click();
    await list.region.getByRole('button', { name: 'Clear 480 technical and test alarms' }).click();
    await list.region.getByRole('textbox', { name: 'Reason' }).fill('Technical fault');
    await list.region.getByRole('textbox', { name: 'Action' }).fill('Checked remotely');
    await list.region.getByRole('button', { name: 'Clear 480 alarms' }).click();
    await expect(list.region.getByRole('status').filter({ hasText: '480 alarms cleared in bulk' })).toBeVisible({ timeout: 30_000 });
    // The 480 clears come to the console as 480 pushes.
    await expect(batteries).toHaveCount(0, { timeout: 15_000 });
    expect(await logsWith(request, technical, 'Alarm cleared in bulk by David Dahl')).toBe(480);

    // During the flood the other alarms sounded together at most once every 5 s; the acute ones at once.
    const sounds = await soundsSince(page, floodSeenAt);
    expect(sounds.filter((sound) => sound.ids.some((id) => acute.includes(id)))).not.toHaveLength(0);
    const bursts = sounds.filter((sound) => !sound.ids.every((id) => acute.includes(id))).map((sound) => sound.at);
    expect(bursts.length).toBeGreaterThan(0);
    for (let i = 1; i < bursts.length; i++) expect(bursts[i]! - bursts[i - 1]!).toBeGreaterThanOrEqual(4_900);

    // The minute passes without new alarms: flood mode ends by itself and says so.
    await expect(list.floodBanner).toHaveText('Flood mode ended', { timeout: 75_000 });
  });
});
