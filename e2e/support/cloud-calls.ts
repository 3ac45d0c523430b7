import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { AlarmListPage } from '../page-models/alarm-list-page.ts';
import { CallsPanel } from '../page-models/calls-panel.ts';
import { apiToken } from './demo-api.ts';
import { raiseAlarm } from './test-data.ts';

// Cloud calls on anna's softphone through the demo's voice provider: shared by the calls panel's specs.

type Recording = { Dtmf: string; State: string };

export const recording = async (request: APIRequestContext, callSid: string) => (await (await request.get(`/api/dev/voice/calls/${callSid}`)).json()) as Recording;

/** Rings anna's softphone from `from` about the alarm (the demo's dev route), once her softphone is registered. */
export async function ring(request: APIRequestContext, from: string, alarmId: number): Promise<string> {
  let callSid = '';
  await expect
    .poll(
      async () => {
        const answer = await request.post('/api/dev/voice/ring', { data: { Username: 'anna', From: from, AlarmId: alarmId } });
        if (answer.ok()) callSid = ((await answer.json()) as { CallSid: string }).CallSid;
        return answer.status();
      },
      { timeout: 20_000 },
    )
    .toBe(200);
  return callSid;
}

/**
 * A new alarm of a voice unit that anna owns, open with its calls panel, her softphone in cloud mode. Taken through
 * the API before her softphone registers, so the demo unit does not call by itself: each test rings it.
 */
export async function ownAlarmWithCloudCalls(page: Page, request: APIRequestContext) {
  const { text, AlarmId: alarmId } = await raiseAlarm(request, { CallType: 'voice' });
  const anna = await apiToken(request, 'anna');
  expect((await request.post(`/api/alarms/${alarmId}/accept`, { headers: { Authorization: `Bearer ${anna}` }, data: { force: false } })).status()).toBe(200);
  const list = await AlarmListPage.open(page, 'anna', { integration: 'Cloud call' });
  await list.showTab('My alarms');
  const alarm = await list.openOwn(text);
  const calls = new CallsPanel(alarm);
  await expect(calls.panel).toBeVisible({ timeout: 10_000 });
  return { alarmId, alarm, calls, text };
}

/** The telephone number of the demo's user 3, whom raiseAlarm's alarms are about (server/demo/seed.ts). */
export const USER_3_NUMBER = '+46702000074';

/** The alarm's person as the server names a call's party: "First Last (+number)". */
export async function alarmPerson(request: APIRequestContext, alarmId: number): Promise<string> {
  const response = await request.get(`/api/alarms/${alarmId}`, { headers: { Authorization: `bearer ${await apiToken(request, 'anna')}` } });
  return `${((await response.json()) as { Name: string }).Name} (${USER_3_NUMBER})`;
}
