import { expect, test } from '@playwright/test';
import { LoginPage } from './page-models/login-page.ts';
import { SettingsPage } from './page-models/settings-page.ts';
import { countTones, soundFilesPlayed } from './support/sound.ts';

test('CONST-05 CONST-07 PLAN-32 qa-supervisor P3-9 local preferences are stored through the engine and kept on reload; volumes in %', async ({ page }) => {
  await new LoginPage(page).logIn('anna');
  const settings = await SettingsPage.open(page);
  const levelOne = settings.preference('Play a sound for level 1 alarms');
  const reminders = settings.preference('Mark alarms that have a reminder set');
  const reminderSound = settings.preference('Play the reminder sound');
  const volumeTwo = settings.preference('Volume for level 2 alarms, in %');
  const extended = settings.preference('Show extended logs');
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
  // qa-supervisor P3-9: the label says %, the read-out too, and the page says why 10 % is the least while the sound is on.
  await expect(page.getByRole('status').filter({ hasText: /^40 %$/ })).toBeVisible();
  await expect(volumeTwo).toHaveAccessibleDescription('While the sound is on the volume is at least 10 %, so an alarm is never silent. To silence a level, turn its sound off.');
  await extended.click();
  await expect(extended).not.toBeChecked();
  // Reminder sound is its own preference: turning it off leaves the reminders on.
  await expect(reminderSound).toBeChecked();
  await reminderSound.click();
  await expect(reminderSound).not.toBeChecked();
  await expect(reminders).toBeChecked();

  await page.reload();
  await expect(settings.heading).toBeVisible({ timeout: 15_000 });
  await expect(levelOne).not.toBeChecked();
  await expect(settings.preference('Play a sound for level 2 alarms')).toBeChecked();
  await expect(volumeTwo).toHaveValue('0.4');
  await expect(settings.preference('Volume for level 1 alarms, in %')).toHaveValue('1');
  await expect(reminders).toBeChecked();
  await expect(reminderSound).not.toBeChecked();
  await expect(extended).not.toBeChecked();
});

test('real alarm sounds, qa-supervisor P3-9: the settings page plays each sound from its file (both levels, the reminder, audio alarm sounds 1-5) and offers the output device for them', async ({ page }) => {
  await countTones(page);
  await new LoginPage(page).logIn('anna');
  const settings = await SettingsPage.open(page);
  const buttons: [string, string][] = [
    ['Test the sound of level 1 alarms', 'level1'],
    ['Test the sound of level 2 alarms', 'level2'],
    ['Test the reminder sound', 'reminder'],
    ...[1, 2, 3, 4, 5].map((id): [string, string] => [`Test alarm sound ${id}`, `audio-${id}`]),
  ];
  for (const [name, file] of buttons) {
    const before = (await soundFilesPlayed(page)).length;
    await page.getByRole('button', { name, exact: true }).click();
    await expect.poll(async () => (await soundFilesPlayed(page)).slice(before), { timeout: 5_000 }).toContain(`/sounds/alarm/${file}.wav`);
  }
  // Chromium can send media to a chosen output (setSinkId): the choice is there, the system's output until chosen.
  const output = page.getByRole('combobox', { name: 'Output device for alarm sounds' });
  await expect(output).toHaveValue('default');
  await expect(settings.heading).toBeVisible();
});
