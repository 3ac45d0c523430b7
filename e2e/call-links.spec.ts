import { expect, test } from '@playwright/test';
import { AlarmListPage } from './page-models/alarm-list-page.ts';
import { CallLinks } from './page-models/call-links.ts';
import { raiseAlarm } from './support/test-data.ts';

const PHONE = '+46701000001';
/** The demo's callback numbers are already dial numbers (+4670…): the link dials what is shown. */
const DEMO_NUMBER = /^\+46\d{9}$/;

test.describe('call links', () => {
  test('CALL-05 basic tel: the callback number is a tel link to the dial number; calling it registers the call on the alarm', async ({ page, request }) => {
    const { text } = await raiseAlarm(request);
    const list = await AlarmListPage.open(page, 'anna', { integration: 'Basic telephone (tel)', phone: PHONE });
    const alarm = await list.openOwn(text);
    const links = new CallLinks(alarm);
    const shown = await links.callbackNumber();
    expect(shown).toMatch(DEMO_NUMBER);
    await expect(links.callbackRow.getByRole('link', { name: `Call ${shown}` })).toHaveAttribute('href', `tel:${shown}`);
    await links.callCallback();
    await expect(alarm.detail.getByText(`Called the user on ${shown}`)).toBeVisible({ timeout: 10_000 });
  });

  test('CALL-05 basic callto: the callback number is a callto link', async ({ page, request }) => {
    const { text } = await raiseAlarm(request);
    const alarm = await (await AlarmListPage.open(page, 'anna', { integration: 'Basic callto', phone: PHONE })).openOwn(text);
    const links = new CallLinks(alarm);
    const shown = await links.callbackNumber();
    expect(shown).toMatch(DEMO_NUMBER);
    await expect(links.callbackRow.getByRole('link', { name: `Call ${shown}` })).toHaveAttribute('href', `callto:${shown}`);
  });

  test('ROLE-06 a read-only operator chose basic tel but sees the callback number without a link', async ({ page, request }) => {
    const { text } = await raiseAlarm(request);
    const alarm = await (await AlarmListPage.open(page, 'frida', { integration: 'Basic telephone (tel)', phone: '+46701000006' })).open(text);
    const links = new CallLinks(alarm);
    await expect(links.callbackRow.locator('dd')).toHaveText(DEMO_NUMBER);
    await expect(links.userInfo.getByRole('link')).toHaveCount(0);
    await expect(links.userInfo.getByRole('button', { name: /^(Call|Copy) / })).toHaveCount(0);
  });
});
