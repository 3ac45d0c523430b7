import { expect, test } from '@playwright/test';
import { AlarmListPage } from './page-models/alarm-list-page.ts';
import { CallLinks } from './page-models/call-links.ts';
import { LoginPage } from './page-models/login-page.ts';
import { Shell } from './page-models/shell.ts';
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

  test('CALL-04 VALID-24 local softphone: the callback number dials through its protocol without the plus; hang up, hold and show phone carry the device token', async ({ page, request }) => {
    const { text } = await raiseAlarm(request);
    // Local mode registers no device (SESSION-30): the token is the one this browser got at an earlier registration.
    await AlarmListPage.open(page, 'anna', { integration: 'Basic telephone (tel)', phone: PHONE });
    await new Shell(page).logOut();
    const alarm = await (await AlarmListPage.open(page, 'anna', { integration: 'Local softphone' })).openOwn(text);
    const links = new CallLinks(alarm);
    const shown = await links.callbackNumber();
    const href = await links.callbackRow.getByRole('link', { name: `Call ${shown}` }).getAttribute('href');
    expect(href).toMatch(new RegExp(`^arcphone:dial\\?number=${shown.slice(1)}&token=[^&]+$`));
    const token = new URLSearchParams(href?.split('?')[1]).get('token');
    for (const [name, action] of [['Hang up', 'hangup'], ['Hold', 'hold'], ['Show phone', 'showphone']]) {
      await expect(links.localSoftphone.getByRole('link', { name })).toHaveAttribute('href', `arcphone:${action}?token=${token}`);
    }
  });

  test('CALL-06 external: the callback number is text with a copy button, no link', async ({ page, request }) => {
    const { text } = await raiseAlarm(request);
    const alarm = await (await AlarmListPage.open(page, 'anna', { integration: 'External', phone: PHONE })).openOwn(text);
    const links = new CallLinks(alarm);
    await expect(links.callbackRow.getByRole('button', { name: /^Copy \+46\d{9}$/ })).toBeVisible({ timeout: 10_000 });
    await expect(links.userInfo.getByRole('link')).toHaveCount(0);
  });

  test('ROLE-06 a read-only operator chose basic tel but sees the callback number without a link', async ({ page, request }) => {
    const { text } = await raiseAlarm(request);
    const alarm = await (await AlarmListPage.open(page, 'frida', { integration: 'Basic telephone (tel)', phone: '+46701000006' })).open(text);
    const links = new CallLinks(alarm);
    await expect(links.callbackRow.locator('dd')).toHaveText(DEMO_NUMBER);
    await expect(links.userInfo.getByRole('link')).toHaveCount(0);
    await expect(links.userInfo.getByRole('button', { name: /^(Call|Copy) / })).toHaveCount(0);
  });

  test("GROUP-08 CALL-05 a group respondent's telephone is a call link in the session's mode, outside any alarm", async ({ page }) => {
    const groups = await new LoginPage(page).logIn('anna', { integration: 'Basic callto', phone: PHONE });
    await groups.joinSelectedGroups();
    await page.goto('/dashboard/groups');
    const respondents = await groups.openRespondents('Central – all alarms');
    const bjorn = respondents.respondent('Björn Berg (BB)');
    await expect(bjorn.getByRole('link', { name: 'Call +46701000002' })).toHaveAttribute('href', 'callto:+46701000002');
  });
});
