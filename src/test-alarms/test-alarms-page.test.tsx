import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestAlarmList } from '../contract/index.ts';
import { fakeEngine } from '../app/testing/fake-engine.ts';
import { renderConsole, renderPart } from '../app/testing/render-console.tsx';
import { TestAlarmsPage } from './test-alarms-page.tsx';
import { clearConsole, seedConsole } from '../app/testing/seed-console.ts';
import { alarm, appHeader, resetShell } from '../app/testing/shell-harness.ts';
import { failure } from '../sync-client/failure.ts';

const routines = [
  { TestRoutineId: 1, Routine: 'Full test: alarm to the centre' },
  { TestRoutineId: 2, Routine: 'Transmitter battery check' },
];
const eve = { UserId: 31, Name: 'Test Person One' };
const tom = { UserId: 32, Name: 'Test Person Two' };

function engineWith(list: TestAlarmList, run = async () => ({ ok: true as const, value: { Success: true, Message: 'Test alarm 77 raised' } })) {
  return fakeEngine({ testAlarmList: async () => ({ ok: true, value: list }), runTestAlarm: run });
}

beforeEach(async () => {
  await resetShell();
  await seedConsole({ actions: ['AlarmOperator', 'CenterTestalarm'] });
});
afterEach(clearConsole);

describe('test-alarm page', () => {
  it('SUP-17 SUP-18 SUP-19 SUP-20 lists the routines, runs one for the only user and reports success in a modal', async () => {
    const user = userEvent.setup();
    const { engine } = await renderConsole('/dashboard/admin/test', engineWith({ Routines: routines, Users: [eve] }));
    expect(await screen.findByText('Test alarms are raised for Test Person One.')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'User' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Run the test routine Transmitter battery check' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test alarm' });
    expect(dialog.textContent).toContain('The test alarm was executed.');
    expect(dialog.textContent).toContain('Test alarm 77 raised');
    expect(engine.calls.find((call) => call.command === 'runTestAlarm')?.args).toEqual({ body: { TestRoutineId: 2, UserId: 31 } });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('qa-supervisor P2-15 a Swedish operator reads the routines and the result in Swedish from their codes; a text without a code as it came', async () => {
    const user = userEvent.setup();
    const coded = [{ TestRoutineId: 1, Routine: 'Full test: alarm to the centre', RoutineCode: 'fullTest' }, { TestRoutineId: 9, Routine: 'Older server routine' }];
    const run = async () => ({ ok: true as const, value: { Success: true, Message: 'Test alarm 63 raised', MessageCode: 'raised', MessageParams: { alarmId: '63' } } });
    await renderPart(<TestAlarmsPage />, engineWith({ Routines: coded, Users: [eve] }, run), 'sv-SE');
    expect(await screen.findByRole('button', { name: 'Kör testrutinen Older server routine' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Kör testrutinen Fullständigt test: larm till centralen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Testlarm' });
    expect(dialog.textContent).toContain('Testlarm 63 utlöst');
    expect(dialog.textContent).not.toContain('raised');
  });

  it('SUP-21 with several users the operator picks one in a dropdown', async () => {
    const user = userEvent.setup();
    const { engine } = await renderConsole('/dashboard/admin/test', engineWith({ Routines: routines, Users: [eve, tom] }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'User' }), 'Test Person Two');
    await user.click(screen.getByRole('button', { name: 'Run the test routine Full test: alarm to the centre' }));
    await screen.findByRole('dialog', { name: 'Test alarm' });
    expect(engine.calls.find((call) => call.command === 'runTestAlarm')?.args).toEqual({ body: { TestRoutineId: 1, UserId: 32 } });
  });

  it('SUP-19 a refused run reports the fail text', async () => {
    const user = userEvent.setup();
    await renderConsole('/dashboard/admin/test', engineWith({ Routines: routines, Users: [eve] }, async () => failure('FORBIDDEN', 'GENERIC_ERROR_MESSAGE') as never));
    await user.click(await screen.findByRole('button', { name: 'Run the test routine Full test: alarm to the centre' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Test alarm' });
    expect(dialog.textContent).toContain('The test alarm failed.');
  });

  it('SUP-22 without users (or routines) the configuration is denied: nothing to run', async () => {
    await renderConsole('/dashboard/admin/test', engineWith({ Routines: routines, Users: [] }));
    expect(await screen.findByText(/Test alarms are not configured for this centre/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Run the test routine/ })).toBeNull();
  });

  it('a failed load says so instead of an empty page', async () => {
    await renderConsole('/dashboard/admin/test', fakeEngine({ testAlarmList: async () => failure('SERVER_REFUSED', 'GENERIC_ERROR_MESSAGE') }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^The test alarms could not be loaded: /);
  });

  it('qa-supervisor P2-16: a failed load offers Retry, which loads the list', async () => {
    const user = userEvent.setup();
    let answers = 0;
    await renderConsole(
      '/dashboard/admin/test',
      fakeEngine({ testAlarmList: async () => (++answers === 1 ? failure('OFFLINE', 'INTERNET_CONNECTION_ABORT') : { ok: true, value: { Routines: routines, Users: [eve] } }) }),
    );
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toMatch(/^The test alarms could not be loaded: /);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Test alarms are raised for Test Person One.')).toBeTruthy();
  });

  it('qa-supervisor P2-16: switching the language does not load the list again', async () => {
    const user = userEvent.setup();
    const { engine } = await renderConsole('/dashboard/admin/test', engineWith({ Routines: routines, Users: [eve] }));
    expect(await screen.findByText('Test alarms are raised for Test Person One.', {}, { timeout: 10_000 })).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fi-FI');
    await waitFor(() => expect(document.documentElement.lang).toBe('fi-FI'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(engine.calls.filter((call) => call.command === 'testAlarmList')).toHaveLength(1);
  });

  it('ROUTE-15 an operator without CenterTestalarm is sent to the dashboard', async () => {
    await seedConsole({ actions: ['AlarmOperator'] });
    const { location } = await renderConsole('/dashboard/admin/test', engineWith({ Routines: routines, Users: [eve] }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });
});

describe('the Test mark', () => {
  it('shows on the list row and the page of an alarm a test routine raised, not on others', async () => {
    await seedConsole({ actions: ['AlarmOperator'], alarms: [alarm(5, { AlarmText: 'Test alarm: battery', IsTest: true }), alarm(6, { AlarmText: 'Fall detected' })] });
    await renderConsole('/dashboard/template/default/5');
    expect(await screen.findByRole('button', { name: /Test alarm: battery/ })).toHaveProperty('textContent', expect.stringMatching(/Test alarm: battery.*Test/));
    expect((await screen.findByRole('button', { name: /Fall detected/ })).textContent).not.toMatch(/Fall detected.*Test/);
    const heading = await screen.findByRole('heading', { name: 'Test alarm: battery' });
    expect(heading.closest('.alarm-title')?.parentElement?.querySelector('.test-mark')?.textContent).toBe('Test');
  });
});

describe('ROUTE-19', () => {
  it('ROUTE-19 an alarm that 404s returns to the template page named by fromId and fromTemplate', async () => {
    await seedConsole();
    const engine = fakeEngine();
    const { location } = await renderConsole('/dashboard/template/default/99?fromId=42&fromTemplate=goteborg_v2', engine);
    await appHeader();
    act(() => engine.emit({ type: 'alarmTransferred', alarmId: 99 }));
    await waitFor(() => expect(location()).toBe('/dashboard/template/goteborg_v2/42'));
  });
});
