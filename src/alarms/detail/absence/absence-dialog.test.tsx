import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeEngine, type FakeEngine } from '../../../app/testing/fake-engine.ts';
import { ROUTES } from '../../../contract/console-routes.ts';
import type { AbsenceCalendar } from '../../../contract/index.ts';
import { ABSENCE_REASONS_KEY } from '../../../db/rows.ts';
import type { CommandArgs } from '../../../sync-client/engine-api.ts';
import { MY_RESPONDENT, makeAlarm, makeDetails, renderAlarmView, seedAlarms, userDb } from '../../testing/alarm-harness.tsx';
import { AlarmDetailPage } from '../alarm-detail-page.tsx';

const mine = { RespondentId: MY_RESPONDENT, RespondentName: 'Anna Andersson', RespondentInitials: 'AA' };
const LONG_COMMENT = 'Visiting her daughter in Malmö over the holidays';

const calendar: AbsenceCalendar = {
  Ongoing: [{ Id: 1, Reason: 'Hospital', Comment: 'Hip surgery', StartDate: '2026-02-20T08:00:00Z', EndDate: null }],
  Upcoming: [{ Id: 2, Reason: 'Travel', Comment: LONG_COMMENT, StartDate: '2026-12-20T08:00:00Z', EndDate: '2026-12-27T18:00:00Z' }],
  Previous: [{ Id: 3, Reason: 'Other', Comment: '', StartDate: '2025-01-01T08:00:00Z', EndDate: '2025-01-02T08:00:00Z' }],
};

async function open(options: { settings?: Record<string, string>; engine?: FakeEngine } = {}) {
  const alarm = makeAlarm({ AlarmId: 400, AlarmText: 'Fall detected', ...mine });
  await seedAlarms({ settings: { USER_ABSENCES: 'True', ...options.settings }, users: [{ UserId: 500, Name: 'Greta', LastName: 'Gustafsson' }], alarms: [alarm], details: [makeDetails(alarm, mine)] });
  await userDb().absences.put({ UserId: 500, calendar });
  await userDb().meta.put({ key: ABSENCE_REASONS_KEY, value: { set: 'default', names: ['Hospital', 'Travel', 'Other'] } });
  const view = await renderAlarmView(<AlarmDetailPage />, { route: ROUTES.alarm, path: '/dashboard/template/default/400', engine: options.engine });
  await screen.findByRole('heading', { name: 'Fall detected' });
  return view;
}

/** Opens the dialog and waits until the stored calendar and reasons are shown. */
async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Absences' }));
  const dialog = screen.getByRole('dialog', { name: 'Absences' });
  await within(dialog).findByText('Hip surgery');
  await within(dialog).findByRole('option', { name: 'Travel' });
  return dialog;
}

const form = () => screen.getByRole('form', { name: 'New absence' });
const field = (label: string) => within(form()).getByLabelText(label) as HTMLInputElement;

/** Fills the form with a valid absence (with an end unless told otherwise). */
async function fillForm(options: { end?: boolean; reason?: string } = {}) {
  fireEvent.change(field('Start date'), { target: { value: '2027-01-10' } });
  fireEvent.change(field('Start time'), { target: { value: '08:05' } });
  if (options.end !== false) {
    await userEvent.click(field('Set an end'));
    fireEvent.change(field('End date'), { target: { value: '2027-01-12' } });
    fireEvent.change(field('End time'), { target: { value: '17:30' } });
  }
  if (options.reason !== '') await userEvent.selectOptions(within(form()).getByLabelText('Reason'), options.reason ?? 'Travel');
  await userEvent.type(within(form()).getByLabelText('Comment'), 'Back on Tuesday');
}

const createCalls = (engine: FakeEngine) =>
  engine.calls.filter((c) => c.command === 'createAbsence') as { command: 'createAbsence'; args: CommandArgs<'createAbsence'> }[];

describe('absence menu and dialog', () => {
  it('ABS-01 the absence menu shows only when USER_ABSENCES is on, and never in read-only mode', async () => {
    const view = await open();
    expect(await screen.findByRole('button', { name: 'Absences' })).toBeTruthy();
    view.unmount();
    const off = await open({ settings: { USER_ABSENCES: 'False' } });
    expect(screen.queryByRole('button', { name: 'Absences' })).toBeNull();
    off.unmount();
    await open({ settings: { READONLY: 'True' } });
    expect(screen.queryByRole('button', { name: 'Absences' })).toBeNull();
  });

  it('ABS-02 ABS-16 ABS-15 lists Ongoing, Upcoming and Previous with reason, times and a comment cut at 25 characters', async () => {
    await open();
    const dialog = await openDialog();
    const ongoing = await within(dialog).findByRole('region', { name: 'Ongoing' });
    expect(within(ongoing).getByText('Hospital')).toBeTruthy();
    expect(within(ongoing).getByText('Until further notice')).toBeTruthy();
    const upcoming = within(dialog).getByRole('region', { name: 'Upcoming' });
    const cut = within(upcoming).getByText(`${[...LONG_COMMENT].slice(0, 25).join('')}…`);
    expect(cut.getAttribute('title')).toBe(LONG_COMMENT);
    expect(within(within(dialog).getByRole('region', { name: 'Previous' })).getByText('Other')).toBeTruthy();
  });

  it('ABS-04 ABS-05 an ongoing absence is terminated, an upcoming one deleted; a previous one offers neither', async () => {
    const view = await open();
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'End absence Hospital' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete absence Travel' }));
    await userEvent.click(within(screen.getByRole('alertdialog', { name: 'Delete the absence?' })).getByRole('button', { name: 'Delete absence' }));
    expect(view.engine.calls.filter((c) => c.command === 'endAbsence').map((c) => c.args)).toEqual([
      { params: { user_id: 500, absenceId: 1 }, query: { alarmid: 400, action: 'terminate' } },
      { params: { user_id: 500, absenceId: 2 }, query: { alarmid: 400, action: 'delete' } },
    ]);
    expect(within(within(dialog).getByRole('region', { name: 'Previous' })).queryByRole('button')).toBeNull();
  });

  it('ux polish: the dialog names the person, reads the chosen times back in the console format and asks before deleting', async () => {
    const view = await open();
    const dialog = await openDialog();
    expect(within(dialog).getByText('Absences of Greta Gustafsson')).toBeTruthy();
    fireEvent.change(field('Start date'), { target: { value: '2027-01-10' } });
    fireEvent.change(field('Start time'), { target: { value: '08:05' } });
    expect(within(form()).getByText('From 2027-01-10 08:05 until further notice')).toBeTruthy();
    await userEvent.click(field('Set an end'));
    fireEvent.change(field('End date'), { target: { value: '2027-01-12' } });
    fireEvent.change(field('End time'), { target: { value: '17:30' } });
    expect(within(form()).getByText('From 2027-01-10 08:05 to 2027-01-12 17:30')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete absence Travel' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete the absence?' });
    expect(confirm.textContent).toContain('Delete Greta Gustafsson\'s absence "Travel" from 2026-12-20');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(view.engine.calls.filter((c) => c.command === 'endAbsence')).toEqual([]);
    expect(screen.queryByRole('alertdialog', { name: 'Delete the absence?' })).toBeNull();
  });

  it('ABS-07 ABS-11 ABS-12 ABS-13 the form: 5-minute steps, reasons from the dataset, send-alarm only with an end', async () => {
    await open();
    await openDialog();
    expect(field('Start date').type).toBe('date');
    expect(field('Start time').step).toBe('300');
    const reason = within(form()).getByLabelText('Reason');
    expect(within(reason).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a reason', 'Hospital', 'Travel', 'Other']);
    const sendAlarm = field('Send an alarm when the absence ends');
    expect(sendAlarm.disabled).toBe(true);
    await userEvent.click(field('Set an end'));
    expect(field('End time').step).toBe('300');
    expect(field('Send an alarm when the absence ends').disabled).toBe(false);
  });

  it('ABS-03 ABS-07 a valid absence is sent with ISO times, reason, comment, createAlarm and HasEndDate', async () => {
    const view = await open();
    await openDialog();
    await fillForm();
    await userEvent.click(field('Send an alarm when the absence ends'));
    await userEvent.click(within(form()).getByRole('button', { name: 'Save absence' }));
    await waitFor(() => expect(createCalls(view.engine)).toHaveLength(1));
    expect(createCalls(view.engine)[0]?.args).toEqual({
      params: { user_id: 500 },
      query: { alarmid: 400 },
      body: {
        StartDate: new Date(2027, 0, 10, 8, 5).toISOString(),
        EndDate: new Date(2027, 0, 12, 17, 30).toISOString(),
        HasEndDate: true,
        Reason: 'Travel',
        Comment: 'Back on Tuesday',
        createAlarm: true,
      },
    });
  });

  it('ABS-10 ABS-08 ABS-09 no reason, no start or an end before the start is refused in the form', async () => {
    const view = await open();
    await openDialog();
    await fillForm({ reason: '' });
    const save = within(form()).getByRole('button', { name: 'Save absence' });
    await userEvent.click(save);
    expect(within(form()).getByRole('alert').textContent).toBe('Choose a reason.');
    await userEvent.selectOptions(within(form()).getByLabelText('Reason'), 'Other');
    fireEvent.change(field('End date'), { target: { value: '2027-01-09' } });
    await userEvent.click(save);
    expect(within(form()).getByRole('alert').textContent).toBe('The end can not be before the start.');
    fireEvent.change(field('Start date'), { target: { value: '' } });
    await userEvent.click(save);
    expect(within(form()).getByRole('alert').textContent).toBe('Choose a start date.');
    expect(createCalls(view.engine)).toEqual([]);
  });

  it('ABS-06 an overlap asks for confirmation, then resends with force', async () => {
    const engine = fakeEngine({
      createAbsence: async ({ query }) =>
        query?.force ? { ok: true, value: undefined } : { ok: false, code: 'ABSENCE_OVERLAP', serverText: 'Overlaps 1 absence', status: 409 },
    });
    await open({ engine });
    await openDialog();
    await fillForm({ end: false });
    await userEvent.click(within(form()).getByRole('button', { name: 'Save absence' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Overlapping absence' });
    expect(within(confirm).getByText('The absence overlaps another absence. Continue?')).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(createCalls(engine)).toHaveLength(2));
    expect(createCalls(engine)[1]?.args.query).toEqual({ alarmid: 400, force: true });
    expect(createCalls(engine)[1]?.args.body).toEqual(createCalls(engine)[0]?.args.body);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('ABS-14 a creation error shows an error notification with the server text', async () => {
    const engine = fakeEngine({ createAbsence: async () => ({ ok: false, code: 'SERVER_REFUSED', serverText: 'Reason is not in the set', status: 400 }) });
    await open({ engine });
    await openDialog();
    await fillForm();
    await userEvent.click(within(form()).getByRole('button', { name: 'Save absence' }));
    expect(await screen.findByText('The absence could not be created: Reason is not in the set')).toBeTruthy();
  });
});
