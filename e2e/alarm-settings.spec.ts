import { expect, type Page, test } from '@playwright/test';
import { AlarmListPage } from './page-models/alarm-list-page.ts';
import { countTones, tonesStarted } from './support/sound.ts';
import { raiseAlarm, setSetting } from './support/test-data.ts';

// These tests change server settings in the e2e database; each restores the demo default afterwards.
test.describe.configure({ mode: 'serial' });

test('ALIST-21 ALIST-22 a second accept within LIMIT_ACCEPT shows the acceptance-limit notice', async ({ page, request }) => {
  setSetting('LIMIT_ACCEPT', '600000');
  try {
    const first = await raiseAlarm(request);
    const second = await raiseAlarm(request);
    const list = await AlarmListPage.open(page, 'anna');
    await list.open(first.text);
    await expect(page).toHaveURL(new RegExp(`/${first.AlarmId}$`));
    await list.open(second.text);
    await expect(list.notice).toHaveText('New alarm blocked by acceptance limit.');
    await expect(page).toHaveURL(new RegExp(`/${first.AlarmId}$`));
  } finally {
    setSetting('LIMIT_ACCEPT', '0');
  }
});

test('ALIST-07 ALIST-08 with SINGLELIST only active and deactivated tabs exist and my alarms stay in active', async ({ page, request }) => {
  setSetting('SINGLELIST', 'True');
  try {
    const { AlarmId, text } = await raiseAlarm(request);
    const list = await AlarmListPage.open(page, 'anna');
    await expect(page.getByRole('tab')).toHaveText([/^Active/, /^Deactivated/]);
    await list.open(text);
    await expect(page).toHaveURL(new RegExp(`/${AlarmId}$`));
    await expect(list.row(text)).toContainText('Handled by you');
  } finally {
    setSetting('SINGLELIST', 'False');
  }
});

test.describe('the repeat while unanswered alarms wait', () => {
  /** Tones started over one repeat interval (30 s) and a little more, after the list has settled. */
  async function tonesOverARepeat(page: Page): Promise<number> {
    await countTones(page);
    await AlarmListPage.open(page, 'anna');
    // The demo centre has unanswered alarms from the start; the first load is seeded silently.
    await page.waitForTimeout(1000);
    const before = await tonesStarted(page);
    await page.waitForTimeout(33_000);
    return (await tonesStarted(page)) - before;
  }

  test('CONST-06 with the default preferences (reminder interval none) the alarm sound still repeats every 30 s', async ({ page }) => {
    test.setTimeout(90_000);
    expect(await tonesOverARepeat(page)).toBeGreaterThan(0);
  });

  test('CONST-06 the centre setting UNANSWERED_SOUND_REPEAT 0 turns the repeat off', async ({ page }) => {
    test.setTimeout(90_000);
    setSetting('UNANSWERED_SOUND_REPEAT', '0');
    try {
      expect(await tonesOverARepeat(page)).toBe(0);
    } finally {
      setSetting('UNANSWERED_SOUND_REPEAT', '30');
    }
  });
});
