import { expect, type Page, test } from '@playwright/test';
import { loginAs } from './support/operator.ts';

async function openSettings(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: /Menu/ }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
}

test('CONST-05 CONST-07 PLAN-32 local preferences are stored through the engine and kept on reload', async ({ page }) => {
  await loginAs(page, 'anna');
  await openSettings(page);
  const levelOne = page.getByLabel('Play a sound for level 1 alarms');
  const reminders = page.getByLabel('Mark alarms that have a reminder set');
  const reminderSound = page.getByLabel('Play the reminder sound');
  const volumeTwo = page.getByLabel('Volume for level 2 alarms (0 to 1)');
  const extended = page.getByLabel('Show extended logs');
  // The boxes show what the engine stored, so each click is checked once the stored value comes back.
  await expect(levelOne).toBeChecked();
  await levelOne.click();
  await expect(levelOne).not.toBeChecked();
  await reminders.click();
  await expect(reminders).toBeChecked();
  // The volume is a slider: six steps down from 1 (the keyboard path an operator has).
  await volumeTwo.focus();
  for (let step = 0; step < 6; step += 1) await volumeTwo.press('ArrowLeft');
  await expect(volumeTwo).toHaveValue('0.4');
  await extended.click();
  await expect(extended).not.toBeChecked();
  // Reminder sound is its own preference: turning it off leaves the reminders on.
  await expect(reminderSound).toBeChecked();
  await reminderSound.click();
  await expect(reminderSound).not.toBeChecked();
  await expect(reminders).toBeChecked();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible({ timeout: 15_000 });
  await expect(levelOne).not.toBeChecked();
  await expect(page.getByLabel('Play a sound for level 2 alarms')).toBeChecked();
  await expect(volumeTwo).toHaveValue('0.4');
  await expect(page.getByLabel('Volume for level 1 alarms (0 to 1)')).toHaveValue('1');
  await expect(reminders).toBeChecked();
  await expect(reminderSound).not.toBeChecked();
  await expect(extended).not.toBeChecked();
});
