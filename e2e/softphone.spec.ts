import { expect, type Page, test } from '@playwright/test';
import { AlarmListPage } from './page-models/alarm-list-page.ts';
import { SettingsPage } from './page-models/settings-page.ts';
import { Softphone } from './page-models/softphone.ts';
import { raiseAlarm } from './support/test-data.ts';

const CALLER = '+46701234567';
const CLOUD = { integration: 'Cloud call' };

/** The voice SDK's chunks (the SDK and its signalling) and the softphone module that loads them. */
const isVoiceChunk = (url: string) => /\/assets\/(twilio-[\w-]+|pstream-[\w-]+|softphone-[\w]{8})\.js$/.test(url);

/** Waits until some tab's softphone registered: a ring finds no softphone (404) before that. */
async function ringWhenRegistered(page: Page, body: { Username: string; From: string; AlarmId?: number }): Promise<string> {
  let callSid = '';
  await expect
    .poll(
      async () => {
        const response = await page.request.post('/api/dev/voice/ring', { data: body });
        if (response.status() === 200) callSid = ((await response.json()) as { CallSid: string }).CallSid;
        return response.status();
      },
      { timeout: 20_000, intervals: [500] },
    )
    .toBe(200);
  return callSid;
}

test.describe('cloud softphone', () => {
  test('CALL-02 CALL-08 CALL-27 CALL-30 a ring shows in both tabs, one accepts, the caller is heard, Ctrl+G hangs up; an idle owner closed hands the softphone over', async ({ page, request }) => {
    test.setTimeout(120_000);
    const { AlarmId } = await raiseAlarm(request);
    const loaded: string[] = [];
    page.context().on('request', (sent) => loaded.push(sent.url()));
    await AlarmListPage.open(page, 'anna', CLOUD);
    const second = await page.context().newPage();
    await second.goto('/dashboard');
    const tabs = [new Softphone(page), new Softphone(second)];

    const callSid = await ringWhenRegistered(page, { Username: 'anna', From: CALLER, AlarmId });
    for (const tab of tabs) await expect(tab.incoming(CALLER)).toBeVisible({ timeout: 15_000 });
    // Cloud mode loads the voice SDK; its sounds are the console's own, never the provider's CDN.
    expect(loaded.some(isVoiceChunk)).toBe(true);
    expect(loaded.filter((url) => url.includes('twilio.com'))).toEqual([]);
    await tabs[1]!.incoming(CALLER).getByRole('button', { name: 'Accept' }).click();
    for (const tab of tabs) await expect(tab.incoming(CALLER)).toHaveCount(0);
    await expect(tabs[1]!.bar).toContainText('Connected', { timeout: 15_000 });
    await expect.poll(() => tabs[1]!.callerLevelValue(), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(async () => (await Softphone.recording(request, callSid)).OperatorAudioPackets, { timeout: 15_000 }).toBeGreaterThan(20);
    const first = await tabs[1]!.timer().textContent();
    await expect(tabs[1]!.timer()).not.toHaveText(first ?? '', { timeout: 3_000 });

    await second.keyboard.press('Control+g');
    await expect(tabs[0]!.bar).toContainText('Ended', { timeout: 10_000 });
    await expect.poll(async () => (await Softphone.recording(request, callSid)).State, { timeout: 10_000 }).toMatch(/completed|ended|closed/i);
    // CALL-29: the timer stays after the end.
    await expect(tabs[0]!.timer()).toHaveText(/\d:\d\d/);

    // The owner tab (the first) closes while idle: the second takes over, registers and gets the next ring. A ring
    // sent before the gateway has seen the closed tab's socket go rings that tab alone (as a provider would), so
    // the caller rings again; a second tab that never registers gets no ring at all and fails this.
    await page.close();
    const next = tabs[1]!.incoming('+46701234568');
    await expect(async () => {
      await ringWhenRegistered(second, { Username: 'anna', From: '+46701234568' });
      await expect(next).toBeVisible({ timeout: 8_000 });
    }).toPass({ timeout: 45_000 });
    await next.getByRole('button', { name: 'Reject' }).click();
    await expect(next).toHaveCount(0);
  });

  test('the list page in basic telephony loads no voice SDK chunk', async ({ page }) => {
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(request.url()));
    await AlarmListPage.open(page, 'anna', { integration: 'Basic telephone (tel)', phone: '+46701000001' });
    await page.waitForTimeout(1_000);
    expect(loaded.filter(isVoiceChunk)).toEqual([]);
    expect(loaded.some((url) => url.includes('/sounds/softphone/'))).toBe(false);
  });

  test('CALL-48 CALL-50 the audio settings of the cloud softphone are local preferences, opus first', async ({ page }) => {
    await AlarmListPage.open(page, 'anna', CLOUD);
    const settings = await SettingsPage.open(page);
    const audio = page.getByRole('group', { name: 'Call audio' });
    await expect(audio.getByRole('combobox', { name: 'Codec list' })).toHaveValue('opus,pcmu');
    await audio.getByRole('combobox', { name: 'Codec list' }).selectOption({ label: 'PCMU, OPUS' });
    await audio.getByRole('checkbox', { name: 'Noise suppression' }).click();
    // Both controls show the stored preference: once they do, it is saved.
    await expect(audio.getByRole('combobox', { name: 'Codec list' })).toHaveValue('pcmu,opus');
    await expect(audio.getByRole('checkbox', { name: 'Noise suppression' })).not.toBeChecked();
    await page.reload();
    await expect(settings.heading).toBeVisible({ timeout: 15_000 });
    await expect(audio.getByRole('combobox', { name: 'Codec list' })).toHaveValue('pcmu,opus');
    await expect(audio.getByRole('checkbox', { name: 'Noise suppression' })).not.toBeChecked();
    for (const name of ['Ringtone device', 'Speaker device']) await expect(audio.getByRole('combobox', { name })).toBeVisible();
  });

  test('CALL-03 an operator without cloud telephony is told so when the softphone asks for its token', async ({ page }) => {
    await AlarmListPage.open(page, 'eva', CLOUD);
    await expect(page.getByRole('status', { name: 'Telephony' })).toHaveText(/Cloud telephony is not enabled for this account\./, { timeout: 15_000 });
  });
});
