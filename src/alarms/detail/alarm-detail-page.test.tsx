import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeEngine, type FakeEngine } from '../../app/testing/fake-engine.ts';
import { ROUTES } from '../../contract/console-routes.ts';
import type { ListedAlarm, AlarmDetails, AlarmLog, UserDetails } from '../../contract/index.ts';
import { type AlarmSeed, MY_RESPONDENT, makeAlarm, makeDetails, renderAlarmView, seedAlarms } from '../testing/alarm-harness.tsx';
import { connectedCall, fakeSoftphone, IDLE_SOFTPHONE } from '../../calls/panel/testing.tsx';
import { type SoftphoneView, SoftphoneViewContext } from '../../calls/softphone/softphone-view.tsx';
import { AlarmDetailPage } from './alarm-detail-page.tsx';

const mine = { RespondentId: MY_RESPONDENT, RespondentName: 'Anna Andersson', RespondentInitials: 'AA' };
const other = { RespondentId: 77, RespondentName: 'Olle Olsson', RespondentInitials: 'OO' };
const user: UserDetails = { UserId: 500, Name: 'Greta', LastName: 'Gustafsson', Color: '#ff8800', NationalIdNumber: '19400101-1234', KeyPlacement: 'Key box by the door', AlarmAction: 'Call the daughter first' };

interface Setup {
  alarm?: Partial<ListedAlarm>;
  dynamic?: Partial<AlarmDetails['DynamicDetails']>;
  seed?: AlarmSeed;
  engine?: FakeEngine;
  path?: string;
  language?: string;
  softphone?: SoftphoneView;
}

async function openAlarm({ alarm: patch = {}, dynamic = {}, seed = {}, engine, path, language, softphone }: Setup = {}) {
  const alarm = makeAlarm({ AlarmId: 300, AlarmText: 'Fall detected', ...mine, ...patch });
  await seedAlarms({ users: [user], ...seed, alarms: [alarm], details: [makeDetails(alarm, dynamic)] });
  const page = softphone ? <SoftphoneViewContext.Provider value={softphone}><AlarmDetailPage /></SoftphoneViewContext.Provider> : <AlarmDetailPage />;
  const view = await renderAlarmView(page, { route: ROUTES.alarm, path: path ?? '/dashboard/template/default/300', engine, language });
  await screen.findByRole('heading', { name: 'Fall detected' });
  return view;
}

const handling = { ReasonAllowed: true, ActionAllowed: true, PossibleReasons: ['Fall', 'False alarm', { Id: 3, Text: 'Illness' }], PossibleActions: ['Home care sent', 'Ambulance'], SetNotifyAllowed: true };

describe('AlarmDetailPage header', () => {
  it('DETAIL-01 DETAIL-02 DETAIL-12 shows icon and text, the user name linking to the admin portal, and the user colour as border', async () => {
    const view = await openAlarm({ alarm: { IconRef: '/icons/fall.png' }, seed: { settings: { ADMINURL: 'https://admin.example.org' } } });
    expect(view.engine.calls.find((c) => c.command === 'watch')?.args).toEqual({ kind: 'alarm', id: 300 });
    expect(screen.getByRole('img', { name: 'Alarm type' }).getAttribute('src')).toBe('/icons/fall.png');
    const link = screen.getByRole('link', { name: /Greta Gustafsson/ });
    expect(link.getAttribute('href')).toBe('https://admin.example.org/objects/500');
    expect(link.getAttribute('target')).toBe('_blank');
    await waitFor(() => expect(screen.getByRole('banner').style.borderBottomColor).toMatch(/#ff8800|rgb\(255, 136, 0\)/));
  });

  it('DETAIL-01 falls back to IconRefFallback, then to the default icon; named references show their glyph', async () => {
    const view = await openAlarm({ alarm: { IconRef: '/missing.png', IconRefFallback: '/fallback.png' } });
    fireEvent.error(screen.getByRole('img', { name: 'Alarm type' }));
    expect(screen.getByRole('img', { name: 'Alarm type' }).getAttribute('src')).toBe('/fallback.png');
    fireEvent.error(screen.getByRole('img', { name: 'Alarm type' }));
    expect(screen.getByRole('img', { name: 'Alarm type' }).querySelector('svg')?.dataset.glyph).toBe('default');
    view.unmount();
    await openAlarm({ alarm: { IconRef: 'smoke', IconRefFallback: 'default' } });
    expect(screen.getByRole('img', { name: 'Alarm type' }).querySelector('svg')?.dataset.glyph).toBe('smoke');
  });

  it('DETAIL-03 DETAIL-04 DETAIL-05 shows Absent, Deceased, the alarm time and "No data" for a missing planned time', async () => {
    await seedAlarms();
    await openAlarm({ alarm: { ServerAlarmTime: '2026-03-01T10:05:00' }, seed: { ongoingAbsence: [500], users: [{ ...user, DateOfDeath: '2026-02-01T00:00:00' }] } });
    expect(await screen.findByText('Absent')).toBeTruthy();
    expect(screen.getByText('Deceased')).toBeTruthy();
    expect(screen.getByText('2026-03-01 10:05')).toBeTruthy();
    expect(within(screen.getByText('Planned time').parentElement!).getByText('No data')).toBeTruthy();
  });

  it('DETAIL-06 DETAIL-07 DETAIL-08 the status line has three wordings', async () => {
    const first = await openAlarm({ dynamic: { ...mine } });
    expect(screen.getByText('Handled by: Anna Andersson (AA)')).toBeTruthy();
    first.unmount();
    const second = await openAlarm({ alarm: { RespondentId: null, RespondentName: null, RespondentInitials: null } });
    expect(screen.getByText('Not taken by anyone')).toBeTruthy();
    second.unmount();
    await openAlarm({ alarm: { Active: false } });
    expect(screen.getByText('Handled by deactivated')).toBeTruthy();
  });

  it('DETAIL-13 the reminder line shows the latest PredefinedId 2 / code 8 log, else "No comment"', async () => {
    const logs: AlarmLog[] = [
      { Id: 1, PredefinedId: 2, LogEventCode: 8, LogText: 'Call back at noon', Created: '2026-03-01T10:00:00Z' },
      { Id: 2, PredefinedId: 2, LogEventCode: 8, LogText: 'Call back at one', Created: '2026-03-01T11:00:00Z' },
    ];
    const view = await openAlarm({ alarm: { Logs: logs } });
    expect(within(screen.getByRole('banner')).getByText(/Call back at one/)).toBeTruthy();
    view.unmount();
    await openAlarm();
    expect(within(screen.getByRole('banner')).getByText(/No comment/)).toBeTruthy();
  });
});

describe('AlarmDetailPage opening another alarm', () => {
  it('never shows the previous alarm, or its reason field, under the next alarm\'s address', async () => {
    const first = makeAlarm({ AlarmId: 300, AlarmText: 'Fall detected', ...mine });
    const next = makeAlarm({ AlarmId: 301, AlarmText: 'Smoke detected', ...mine });
    await seedAlarms({ users: [user], alarms: [first, next], details: [makeDetails(first, { ...mine, ...handling }), makeDetails(next, { ...mine, ...handling })] });
    const view = await renderAlarmView(<AlarmDetailPage />, { route: ROUTES.alarm, path: '/dashboard/template/default/300' });
    await screen.findByRole('heading', { name: 'Fall detected' });
    expect(screen.getByRole('combobox', { name: 'Reason' })).toBeTruthy();

    // The next alarm's rows are still being read: a reason picked now must not land on the alarm shown before.
    act(() => void view.navigate('/dashboard/template/default/301'));
    expect(view.location()).toBe('/dashboard/template/default/301');
    expect(screen.queryByRole('heading', { name: 'Fall detected' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Reason' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Smoke detected' })).toBeTruthy();
  });
});

describe('AlarmDetailPage take-over', () => {
  it('DETAIL-09 DETAIL-10 DETAIL-11 DIALOG-01 Take over names the current respondent, then accepts with force behind an overlay', async () => {
    let finish: (value: { ok: true; value: null }) => void = () => undefined;
    const engine = fakeEngine({ accept: () => new Promise((resolve) => (finish = resolve)) });
    await openAlarm({ alarm: other, dynamic: other, engine });
    await userEvent.click(screen.getByRole('button', { name: 'Take over' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Take over alarm' });
    expect(within(dialog).getByText('This alarm is handled by Olle Olsson. Do you want to take over the alarm?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take over' }));
    expect(engine.calls.filter((c) => c.command === 'accept')).toEqual([{ command: 'accept', args: { params: { alarm_id: 300 }, body: { alarm_id: 300, force: true } } }]);
    expect(screen.getByText('Taking over the alarm…').closest('[role="status"]')).not.toBeNull();
    await act(async () => finish({ ok: true, value: null }));
    expect(screen.queryByText('Taking over the alarm…')).toBeNull();
  });

  it('ux polish: an alarm nobody handles offers Take alarm, a plain accept without a take-over question; no Take over on my own alarm', async () => {
    const view = await openAlarm({ alarm: { RespondentId: null, RespondentName: null } });
    expect(screen.queryByRole('button', { name: 'Take over' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Take alarm' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(view.engine.calls.filter((c) => c.command === 'accept')).toEqual([{ command: 'accept', args: { params: { alarm_id: 300 }, body: { alarm_id: 300, force: false } } }]));
    view.unmount();
    await openAlarm();
    expect(screen.queryByRole('button', { name: 'Take over' })).toBeNull();
  });
  it('ROLE-09 another respondent’s alarm offers no reason, action, notify or clear until it is taken over', async () => {
    await openAlarm({ alarm: { ...other, ClearAllowed: true }, dynamic: { ...other, ...handling } });
    expect(screen.getByRole('button', { name: 'Take over' })).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear alarm' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Notify me' })).toBeNull();
  });
});

describe('AlarmDetailPage clear', () => {
  it('DETAIL-17 DETAIL-18 Clear is blocked while ClearAllowed is false, its tooltip naming what is missing', async () => {
    const view = await openAlarm({ alarm: { ClearAllowed: false } });
    const button = screen.getByRole('button', { name: 'Clear alarm' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('tooltip').textContent).toBe('Pick a reason and an action first.');
    await userEvent.click(button);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(view.engine.calls.some((c) => c.command === 'clear')).toBe(false);
  });

  it('DETAIL-17 an absent person\'s alarm may be cleared without a reason and an action', async () => {
    const view = await openAlarm({ alarm: { ClearAllowed: false, UserId: user.UserId }, seed: { ongoingAbsence: [user.UserId] } });
    const button = screen.getByRole('button', { name: 'Clear alarm' });
    await waitFor(() => expect(button.getAttribute('aria-disabled')).not.toBe('true'));
    await userEvent.click(button);
    await userEvent.click(within(screen.getByRole('alertdialog', { name: 'Clear alarm' })).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(view.engine.calls.filter((c) => c.command === 'clear')).toHaveLength(1));
  });

  it('DETAIL-20 DIALOG-02 DETAIL-23 Clear asks first, shows progress, then returns to the dashboard (planning view when planned)', async () => {
    let finish: (value: { ok: true; value: null }) => void = () => undefined;
    const engine = fakeEngine({ clear: () => new Promise((resolve) => (finish = resolve)) });
    const view = await openAlarm({ alarm: { ClearAllowed: true, PlannedTime: '2026-03-02T08:00:00' }, engine });
    await userEvent.click(screen.getByRole('button', { name: 'Clear alarm' }));
    await userEvent.click(within(screen.getByRole('alertdialog', { name: 'Clear alarm' })).getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('button', { name: 'Clearing the alarm…' }).getAttribute('aria-busy')).toBe('true');
    await act(async () => finish({ ok: true, value: null }));
    await waitFor(() => expect(view.location()).toBe('/dashboard/planning-view'));
    expect(engine.calls.filter((c) => c.command === 'clear')).toEqual([{ command: 'clear', args: { params: { alarm_id: 300 } } }]);
  });

  it('DETAIL-21 DETAIL-22 a refused clear becomes a red button with the conditions text that closes on click', async () => {
    const engine = fakeEngine({ clear: async () => ({ ok: false, code: 'CONDITIONS_NOT_MET', status: 400 }) });
    await openAlarm({ alarm: { ClearAllowed: true }, engine });
    await userEvent.click(screen.getByRole('button', { name: 'Clear alarm' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Clear' }));
    const error = await screen.findByRole('button', { name: /The required steps for allowing to clear this alarm has not been done/ });
    expect(error.className).toContain('btn-danger');
    await userEvent.click(error);
    expect(screen.getByRole('button', { name: 'Clear alarm' })).toBeTruthy();
  });

  it('DETAIL-19 Clear is hidden for an unauthenticated simple login, which also has no close button', async () => {
    await openAlarm({ alarm: { ClearAllowed: true }, seed: { session: { simpleLogin: true, simpleLoginAuth: false } } });
    expect(screen.queryByRole('button', { name: 'Clear alarm' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back to list' })).toBeNull();
  });

  it('DETAIL-23 Close returns to the dashboard for an unplanned alarm', async () => {
    const view = await openAlarm();
    await userEvent.click(screen.getByRole('button', { name: 'Back to list' }));
    await waitFor(() => expect(view.location()).toBe('/dashboard'));
  });
});

describe('AlarmDetailPage read-only and keyboard', () => {
  it('ROLE-04 read-only hides change-object, take-over, reason, action, notify and clear', async () => {
    await openAlarm({ alarm: { ...other, ClearAllowed: true }, dynamic: { ...other, ...handling }, seed: { settings: { READONLY: 'True' } } });
    expect(screen.getByText('Read-only: you can view this alarm but not change it.')).toBeTruthy();
    for (const name of ['Change object', 'Take over', 'Clear alarm', 'Notify me']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('ROLE-01 an account that is not an operator gets no reason, action, notify or clear on its own alarm', async () => {
    await openAlarm({ alarm: { ClearAllowed: true }, dynamic: handling, seed: { actions: ['ShowAlarms', 'ShowRecent'] } });
    for (const name of ['Clear alarm', 'Notify me']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Reason' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Action' })).toBeNull();
  });

  it('DETAIL-29 DETAIL-30 DETAIL-33 Ctrl+D and Ctrl+F open the pickers; Ctrl+Enter asks, a second Ctrl+Enter clears', async () => {
    const view = await openAlarm({ alarm: { ClearAllowed: true }, dynamic: handling });
    await userEvent.keyboard('{Control>}d{/Control}');
    expect(screen.getByRole('combobox', { name: 'Reason' }).getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Reason' }));
    await userEvent.keyboard('{Control>}f{/Control}');
    expect(screen.getByRole('combobox', { name: 'Reason' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('combobox', { name: 'Action' }).getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(screen.getByRole('alertdialog', { name: 'Clear alarm' })).toBeTruthy();
    expect(view.engine.calls.some((c) => c.command === 'clear')).toBe(false);
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(view.location()).toBe('/dashboard'));
    expect(view.engine.calls.filter((c) => c.command === 'clear')).toHaveLength(1);
  });

  it('a reason whose write finishes after Ctrl+F opened the action picker leaves that picker open', async () => {
    let finish: (value: { ok: true; value: null }) => void = () => undefined;
    const engine = fakeEngine({ reason: () => new Promise((resolve) => (finish = resolve)) });
    await openAlarm({ alarm: { ClearAllowed: true }, dynamic: handling, engine });
    await userEvent.keyboard('{Control>}d{/Control}');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.keyboard('{Control>}f{/Control}');
    expect(screen.getByRole('combobox', { name: 'Action' }).getAttribute('aria-expanded')).toBe('true');
    await act(async () => finish({ ok: true, value: null }));
    expect(screen.getByRole('combobox', { name: 'Action' }).getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Action' }));
  });

  it('DETAIL-34 Ctrl+numpad comma asks, and the second press clears the alarm and hangs up the active call', async () => {
    const softphone = fakeSoftphone({ ...IDLE_SOFTPHONE, current: connectedCall() });
    const view = await openAlarm({ alarm: { ClearAllowed: true }, softphone });
    await userEvent.keyboard('{Control>}[NumpadDecimal]{/Control}');
    expect(screen.getByRole('alertdialog', { name: 'Clear alarm' })).toBeTruthy();
    expect(softphone.send).not.toHaveBeenCalled();
    await userEvent.keyboard('{Control>}[NumpadDecimal]{/Control}');
    await waitFor(() => expect(view.location()).toBe('/dashboard'));
    expect(view.engine.calls.filter((c) => c.command === 'clear')).toHaveLength(1);
    expect(softphone.send.mock.calls).toEqual([['hangup', { keepHeld: false }]]);
  });

  it('DETAIL-32 DETAIL-35 Ctrl+Z presses Clear (or closes its error); Ctrl+Y focuses the first action button', async () => {
    await openAlarm({ alarm: { ClearAllowed: true } });
    await userEvent.keyboard('{Control>}y{/Control}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Clear alarm' }));
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(screen.getByRole('alertdialog', { name: 'Clear alarm' })).toBeTruthy();
  });
});
