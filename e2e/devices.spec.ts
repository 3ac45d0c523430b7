import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { AlarmListPage } from './page-models/alarm-list-page.ts';
import { DevicesWidget } from './page-models/devices.ts';
import { raiseAlarm } from './support/test-data.ts';

/** Demo user 3 has a home unit and a door sensor without callback (server/demo/seed-devices.ts). */
async function openDevices(page: Page, request: Parameters<typeof raiseAlarm>[0]) {
  const { text } = await raiseAlarm(request);
  const list = await AlarmListPage.open(page, 'anna');
  const alarm = await list.openOwn(text);
  const devices = new DevicesWidget(alarm);
  await expect(devices.widget).toBeVisible({ timeout: 15_000 });
  return { alarm, devices };
}

async function seriousViolations(page: Page, selector = '.widget--devices'): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('CMD-41 device info shows the product, its info text and facts, and its picture opens a larger one', async ({ page, request }) => {
  const { devices } = await openDevices(page, request);
  const sensor = devices.card('Door sensor');
  await expect(sensor).toContainText('Door sensor that reports when the door is opened at night.');
  for (const text of ['DS-1', 'Neat', '1.0.4', 'Front door']) await expect(sensor.getByText(text, { exact: true })).toBeVisible();
  // The small picture is the button's content (its name says what it does), so it has no alt text of its own.
  const small = devices.pictureButton('Door sensor').locator('img');
  await expect.poll(() => small.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  expect(await seriousViolations(page)).toEqual([]);

  await devices.pictureButton('Door sensor').click();
  const dialog = page.getByRole('dialog', { name: 'Door sensor' });
  const large = dialog.getByRole('img', { name: 'Picture of Door sensor' });
  await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(devices.pictureButton('Door sensor')).toBeFocused();
});

test('CMD-42 CMD-43 CMD-44 CMD-47 CMD-49 maintenance offers the product commands only, sends one (logged on the alarm), shows a failing one and a custom command status, refuses a device without callback; qa-handling P2-7 Locate is sent without a message and the status says the device acknowledged it', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { alarm, devices } = await openDevices(page, request);
  await expect(devices.command.getByRole('option')).toHaveText(['Choose a command', 'Locate', 'Send a message', 'Restart', 'Self-test']);

  // qa-handling P2-7: Locate needs no message; only the message command marks its message required.
  await devices.send({ command: 'Locate', message: '' });
  await expect(devices.status).toHaveText('Locate sent; the device acknowledged it.', { timeout: 10_000 });
  await devices.command.selectOption('Send a message');
  await expect(devices.maintenance.getByRole('textbox', { name: 'Message (required)' })).toBeVisible();

  // A product command: Send waits for the device, the status says it acknowledged, the alarm log has both lines.
  await devices.send({ command: 'Restart', message: 'Restart tonight' });
  await expect(devices.sendButton).toBeDisabled();
  await expect(devices.status).toHaveText('Restart sent; the device acknowledged it.', { timeout: 10_000 });
  await expect(alarm.detail.getByText(/^Restart sent to TX\d+: Restart tonight$/)).toBeVisible({ timeout: 10_000 });
  await expect(alarm.detail.getByText(/^TX\d+ acknowledged Restart$/)).toBeVisible();

  // CMD-47: a custom command's status line: the message the device acknowledged.
  await devices.send({ command: 'Send a message', message: 'Help is on the way' });
  await expect(devices.status).toHaveText('Message sent; the device acknowledged it: Help is on the way', { timeout: 10_000 });

  // A failing product command shows the device's words.
  await devices.send({ command: 'Self-test', message: 'Run the self-test' });
  await expect(devices.error).toHaveText('Self-test failed: The device did not complete the self-test (battery too low)', { timeout: 10_000 });

  // CMD-49: the door sensor has no callback.
  await devices.send({ device: 'Door sensor (DS-4471)', command: 'Restart', message: 'Restart' });
  await expect(devices.error).toHaveText('The transmitter has no callback.');
  expect(await seriousViolations(page)).toEqual([]);
});

test('read-only: device info without maintenance', async ({ page, request }) => {
  const { text } = await raiseAlarm(request);
  const list = await AlarmListPage.open(page, 'frida');
  const alarm = await list.open(text);
  const devices = new DevicesWidget(alarm);
  await expect(devices.card('Door sensor')).toBeVisible({ timeout: 15_000 });
  await expect(devices.maintenance).toHaveCount(0);
});
