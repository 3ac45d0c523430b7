import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { AlarmListPage } from './page-models/alarm-list-page.ts';
import { cameraPerson } from './page-models/cameras.ts';
import { AssociatePanel, demoPersonName, widgetTitles } from './page-models/templates.ts';
import { raiseAlarm } from './support/test-data.ts';

test('DETAIL-14 template families differ: a camera alarm leads with its cameras, a goteborg alarm lists logs oldest first', async ({ page, request }) => {
  const camera = await raiseAlarm(request, { UserId: cameraPerson().UserId, Template: 'camera' });
  const goteborg = await raiseAlarm(request, { Template: 'goteborg' });
  const plain = await raiseAlarm(request, { Template: 'default' });
  const list = await AlarmListPage.open(page, 'anna');

  const cameraAlarm = await list.openOwn(camera.text);
  await expect(cameraAlarm.detail.getByRole('region', { name: 'Cameras' })).toBeVisible({ timeout: 10_000 });
  expect((await widgetTitles(page))[0]).toBe('Cameras');

  const goteborgAlarm = await list.openOwn(goteborg.text);
  const logs = goteborgAlarm.detail.getByRole('region', { name: 'Logs' });
  await expect(logs.getByText('Oldest first')).toBeVisible();
  expect((await widgetTitles(page))[0]).toBe('Handling');

  const plainAlarm = await list.openOwn(plain.text);
  await expect(plainAlarm.detail.getByRole('region', { name: 'Logs' }).getByText('Newest first')).toBeVisible();
});

test('DETAIL-16 DETAIL-42 DETAIL-43 an unknown template_type opens in the server-supplied template, whose widget setting shows the associate panel without swap', async ({ page, request }) => {
  const served = await request.get('/static/ostergotland');
  expect(served.ok()).toBe(true);
  const { text } = await raiseAlarm(request, { Template: 'ostergotland' });
  const list = await AlarmListPage.open(page, 'anna');
  await list.openOwn(text);
  await expect.poll(async () => (await widgetTitles(page)).slice(0, 3), { timeout: 10_000 }).toEqual(['Logs', 'Handling', 'User information']);
  const associate = new AssociatePanel(page);
  await expect(associate.panel).toBeVisible();
  await expect(associate.search).toBeVisible();
  await expect(associate.swap).toHaveCount(0);
});

test('DETAIL-42 DETAIL-43 DETAIL-44 on caverion-se the alarm is swapped to the person sharing the national id, associated with another object, and a swap nobody can take is refused', async ({ page, request }) => {
  test.setTimeout(60_000);
  // Demo persons 1 and 2 share a national id; only 2 has an active subscription.
  const shared = await raiseAlarm(request, { UserId: 1, Template: 'caverion-se' });
  const refused = await raiseAlarm(request, { UserId: 2, Template: 'caverion-se' });
  const list = await AlarmListPage.open(page, 'anna');

  const alarm = await list.openOwn(shared.text);
  const associate = new AssociatePanel(page);
  await expect(alarm.object).toHaveText(demoPersonName(1));
  await associate.swap.click();
  await expect(associate.confirm).toContainText(`Move the alarm from ${demoPersonName(1)} to the other user`);
  await associate.confirmWith('Swap to the other shared user');
  await expect(associate.status()).toHaveText('The alarm now belongs to the other user with the same national id number.');
  await expect(alarm.object).toHaveText(demoPersonName(2), { timeout: 10_000 });

  const other = demoPersonName(3);
  await associate.search.fill(other);
  await associate.associateWith(other).click();
  await associate.confirmWith('Associate');
  await expect(associate.status()).toHaveText(`The alarm is now associated with ${other}.`);
  await expect(alarm.object).toHaveText(other, { timeout: 10_000 });
  const axe = await new AxeBuilder({ page }).include('.widget--associate').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await list.openOwn(refused.text);
  await associate.swap.click();
  await associate.confirmWith('Swap to the other shared user');
  await expect(associate.panel.getByRole('button', { name: 'No other user with the same national id number has an active subscription.' })).toBeVisible();
});
