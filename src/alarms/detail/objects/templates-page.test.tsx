import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeEngine, type FakeEngine } from '../../../app/testing/fake-engine.ts';
import { ROUTES } from '../../../contract/console-routes.ts';
import type { ListedAlarm, AlarmDetails, AlarmLog, ServerTemplateLayout } from '../../../contract/index.ts';
import { serverTemplateKey } from '../../../domain/templates.ts';
import { MY_RESPONDENT, makeAlarm, makeDetails, renderAlarmView, seedAlarms, userDb } from '../../testing/alarm-harness.tsx';
import { AlarmDetailPage } from '../alarm-detail-page.tsx';

const mine = { RespondentId: MY_RESPONDENT, RespondentName: 'Anna Andersson', RespondentInitials: 'AA' };
const LOGS: AlarmLog[] = [
  { Id: 1, LogEventCode: 1, PredefinedId: 2, LogText: 'Earlier day', Created: '2026-02-27T10:00:00' },
  { Id: 2, LogEventCode: 1, PredefinedId: 2, LogText: 'Later day', Created: '2026-02-28T10:00:00' },
];

async function open(
  template: string,
  options: { alarm?: Partial<ListedAlarm>; details?: Partial<AlarmDetails>; server?: ServerTemplateLayout; engine?: FakeEngine; settings?: Record<string, string> } = {},
) {
  const alarm = makeAlarm({ AlarmId: 400, AlarmText: 'Fall detected', Template: template, Logs: LOGS, ...mine, ...options.alarm });
  await seedAlarms({
    settings: options.settings,
    users: [{ UserId: 500, Name: 'Greta', LastName: 'Gustafsson', NationalIdNumber: '19400101-1234' }],
    alarms: [alarm],
    details: [{ ...makeDetails(alarm, { ...mine, RespondentId: alarm.RespondentId ?? null }), ...options.details }],
  });
  if (options.server) await userDb().meta.put({ key: serverTemplateKey(template), value: { layout: options.server } });
  const view = await renderAlarmView(<AlarmDetailPage />, { route: ROUTES.alarm, path: `/dashboard/template/${template}/400`, engine: options.engine });
  await screen.findByRole('heading', { name: 'Fall detected' });
  return view;
}

/** The widget titles in reading order, as an operator sees them. */
function widgetTitles(): string[] {
  return [...document.querySelectorAll('section.widget')].map((section) => (document.getElementById(section.getAttribute('aria-labelledby') ?? '')?.textContent ?? '').replace(/[▾▸]/g, '').trim());
}

const dayOrder = () =>
  within(screen.getByRole('region', { name: 'Logs' }))
    .getAllByRole('region')
    .map((day) => day.getAttribute('aria-label'));

describe('template families on the alarm page', () => {
  it('DETAIL-14 camera and camera_care lead with the cameras; the default body does not', async () => {
    for (const template of ['camera', 'camera_care']) {
      const view = await open(template);
      await waitFor(() => expect(widgetTitles()[0], template).toBe('Cameras'));
      view.unmount();
    }
    await open('default');
    await waitFor(() => expect(widgetTitles()).toContain('Logs'));
    expect(widgetTitles()[0]).not.toBe('Cameras');
  });

  it('DETAIL-14 goteborg templates list logs oldest first and put the commands beside the alarm text', async () => {
    const view = await open('goteborg_v2');
    await waitFor(() => expect(dayOrder()).toEqual(['2026-02-27', '2026-02-28']));
    view.unmount();
    await open('beta');
    await waitFor(() => expect(dayOrder()).toEqual(['2026-02-28', '2026-02-27']));
  });

  it('DETAIL-15 the other built-in families differ too: visitnocam hides the cameras curena shows, planning leads with the alarm info', async () => {
    const details = { Cameras: [{ Id: 1, Title: 'Front door', CameraAddress: '10.0.0.5' }] };
    let view = await open('curena', { details });
    await waitFor(() => expect(widgetTitles()).toContain('Cameras'));
    view.unmount();
    view = await open('visitnocam', { details });
    await waitFor(() => expect(widgetTitles()).toContain('Logs'));
    expect(widgetTitles()).not.toContain('Cameras');
    view.unmount();
    for (const template of ['defaultPlanning', 'defaultplanning']) {
      view = await open(template);
      await waitFor(() => expect(widgetTitles().slice(0, 2), template).toEqual(['Handling', 'Alarm']));
      view.unmount();
    }
  });

  it('DETAIL-16 another template_type uses the server-supplied template the engine stored, else the default body', async () => {
    const server: ServerTemplateLayout = {
      name: 'ostergotland',
      lead: [{ id: 'logs', mode: 'OPENED' }, { id: 'handling', mode: 'OPENED' }],
      columns: [[{ id: 'userInfo', mode: 'OPENED' }, { id: 'gadget', mode: 'OPENED' }]],
    };
    const view = await open('ostergotland', { server });
    await waitFor(() => expect(widgetTitles()).toEqual(['Logs', 'Handling', 'User information']));
    view.unmount();
    await open('acme');
    await waitFor(() => expect(widgetTitles()).toContain('Alarm'));
    expect(widgetTitles()[0]).not.toBe('Logs');
  });
});

describe('associate with other object', () => {
  const sven = { UserId: 9, Name: 'Sven Svensson', TelephoneNumber: '+4681234' };

  it('DETAIL-42 the panel shows for caverion-se and where a widget setting enables it, not elsewhere', async () => {
    let view = await open('caverion-se');
    expect(await screen.findByRole('region', { name: 'Associate with other object' })).toBeTruthy();
    view.unmount();
    view = await open('ostergotland', { server: { name: 'ostergotland', columns: [[{ id: 'associate', mode: 'OPENED', settings: { associateWithOtherObject: true } }]] } });
    expect(await screen.findByRole('region', { name: 'Associate with other object' })).toBeTruthy();
    view.unmount();
    view = await open('ostergotland', { server: { name: 'ostergotland', columns: [[{ id: 'associate', mode: 'OPENED' }, { id: 'logs', mode: 'OPENED' }]] } });
    await screen.findByRole('region', { name: 'Logs' });
    expect(screen.queryByRole('region', { name: 'Associate with other object' })).toBeNull();
    view.unmount();
    await open('default');
    await screen.findByRole('region', { name: 'Logs' });
    expect(screen.queryByRole('region', { name: 'Associate with other object' })).toBeNull();
  });

  it('DETAIL-45 a failed associate reads ASSOCIATE_WITH_OTHER_OBJECT_ERROR on its button; a success says where the alarm went', async () => {
    let fail = true;
    const engine = fakeEngine({
      userSearch: async () => ({ ok: true, value: [sven] }),
      changeUser: async () => (fail ? { ok: false, code: 'SERVER_REFUSED', status: 500 } as const : { ok: true, value: null } as const),
    });
    await open('caverion-se', { engine });
    const panel = await screen.findByRole('region', { name: 'Associate with other object' });
    await userEvent.type(within(panel).getByRole('searchbox'), 'Sven');
    await userEvent.click(await within(panel).findByRole('button', { name: 'Associate the alarm with Sven Svensson' }));
    // Nothing moves before the operator confirms, with both people named.
    expect(engine.calls.some((c) => c.command === 'changeUser')).toBe(false);
    const confirm = screen.getByRole('alertdialog', { name: 'Move the alarm?' });
    expect(confirm.textContent).toContain('Move the alarm from Greta Gustafsson to Sven Svensson?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Associate' }));
    expect(await within(panel).findByRole('button', { name: 'Error occurred during associate' })).toBeTruthy();
    expect(engine.calls.find((c) => c.command === 'changeUser')?.args).toEqual({ params: { alarm_id: 400 }, body: { UserId: 9 } });
    fail = false;
    await userEvent.click(within(panel).getByRole('button', { name: 'Error occurred during associate' }));
    await userEvent.click(within(screen.getByRole('alertdialog', { name: 'Move the alarm?' })).getByRole('button', { name: 'Associate' }));
    expect(await within(panel).findByText('The alarm is now associated with Sven Svensson.')).toBeTruthy();
  });

  it('DETAIL-43 swap shared-with is offered only when the template allows it, to the owner, and not in read-only mode', async () => {
    let view = await open('caverion-se');
    expect(await screen.findByRole('button', { name: 'Swap to the other shared user' })).toBeTruthy();
    view.unmount();
    view = await open('ostergotland', { server: { name: 'ostergotland', columns: [[{ id: 'associate', mode: 'OPENED', settings: { associateWithOtherObject: true } }]] } });
    await screen.findByRole('region', { name: 'Associate with other object' });
    expect(screen.queryByRole('button', { name: 'Swap to the other shared user' })).toBeNull();
    view.unmount();
    view = await open('caverion-se', { alarm: { RespondentId: 99, RespondentName: 'Bjorn' } });
    const panel = await screen.findByRole('region', { name: 'Associate with other object' });
    expect(within(panel).getByText('Take over the alarm to associate it with another object.')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Swap to the other shared user' })).toBeNull();
    expect(within(panel).queryByRole('searchbox')).toBeNull();
    view.unmount();
    await open('caverion-se', { settings: { READONLY: 'true' } });
    await screen.findByRole('region', { name: 'Logs' });
    expect(screen.queryByRole('region', { name: 'Associate with other object' })).toBeNull();
  });

  it('DETAIL-44 a swap the server refuses (nobody else with the national id has an active subscription) says so on the button', async () => {
    const engine = fakeEngine({ swapSharedWith: async () => ({ ok: false, code: 'CONDITIONS_NOT_MET', status: 409 }) });
    await open('caverion-se', { engine });
    await userEvent.click(await screen.findByRole('button', { name: 'Swap to the other shared user' }));
    await userEvent.click(within(screen.getByRole('alertdialog', { name: 'Move the alarm?' })).getByRole('button', { name: 'Swap to the other shared user' }));
    expect(await screen.findByRole('button', { name: 'No other user with the same national id number has an active subscription.' })).toBeTruthy();
    expect(engine.calls.find((c) => c.command === 'swapSharedWith')?.args).toEqual({ params: { alarm_id: 400 } });
  });
});
