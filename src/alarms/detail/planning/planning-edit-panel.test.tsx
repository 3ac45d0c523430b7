import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeEngine, type FakeEngine } from '../../../app/testing/fake-engine.ts';
import { ROUTES } from '../../../contract/console-routes.ts';
import type { ListedAlarm } from '../../../contract/index.ts';
import { failure } from '../../../sync-client/failure.ts';
import { MY_RESPONDENT, makeAlarm, makeDetails, renderAlarmView, seedAlarms, userDb } from '../../testing/alarm-harness.tsx';
import { AlarmDetailPage } from '../alarm-detail-page.tsx';

const NOW = new Date(2026, 2, 1, 9, 0);
const PLANNED = new Date(2026, 2, 2, 8, 0).toISOString();

async function open(options: { openType?: string; alarm?: Partial<ListedAlarm>; engine?: FakeEngine; owner?: number | null } = {}) {
  const alarm = makeAlarm({ AlarmId: 700, AlarmText: 'Planned visit: medication', Template: 'defaultPlanning', PlannedTime: PLANNED, ...options.alarm });
  await seedAlarms({ alarms: [alarm], details: [makeDetails(alarm, { RespondentId: options.owner === undefined ? MY_RESPONDENT : options.owner })] });
  const view = await renderAlarmView(<AlarmDetailPage />, { route: ROUTES.alarm, path: `/dashboard/template/defaultPlanning/700${options.openType ? `/${options.openType}` : ''}`, engine: options.engine });
  await screen.findByRole('heading', { name: 'Planned visit: medication' });
  return view;
}

const panel = () => screen.getByRole('region', { name: 'Edit planned alarm' });

describe('planning edit panel', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('PLAN-09 the planned-time edit button and the edit log field appear only with open_type edit', async () => {
    await open();
    expect(screen.queryByRole('button', { name: 'Edit planned time' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Edit log' })).toBeNull();
  });

  it('PLAN-09 PLAN-10 a planned time in the past is refused before sending; a valid one is sent', async () => {
    const view = await open({ openType: 'edit' });
    await userEvent.click(within(panel()).getByRole('button', { name: 'Edit planned time' }));
    const input = within(panel()).getByLabelText('New planned time');
    await userEvent.clear(input);
    await userEvent.type(input, '2026-02-28T10:00');
    await userEvent.click(within(panel()).getByRole('button', { name: 'Save planned time' }));
    expect(within(panel()).getByRole('alert').textContent).toBe('The planned time must not be in the past.');
    expect(view.engine.calls.some((c) => c.command === 'planningTime')).toBe(false);

    await userEvent.clear(input);
    await userEvent.type(input, '2026-03-05T10:30');
    await userEvent.click(within(panel()).getByRole('button', { name: 'Save planned time' }));
    await waitFor(() =>
      expect(view.engine.calls.filter((c) => c.command === 'planningTime')).toEqual([
        { command: 'planningTime', args: { params: { alarm_id: 700 }, body: { PlannedTime: new Date(2026, 2, 5, 10, 30).toISOString() } } },
      ]),
    );
  });

  it('PLAN-11 a planned time more than 36 months ahead is refused', async () => {
    await open({ openType: 'edit' });
    await userEvent.click(within(panel()).getByRole('button', { name: 'Edit planned time' }));
    const input = within(panel()).getByLabelText('New planned time');
    await userEvent.clear(input);
    await userEvent.type(input, '2029-03-02T10:00');
    await userEvent.click(within(panel()).getByRole('button', { name: 'Save planned time' }));
    expect(within(panel()).getByRole('alert').textContent).toBe('The planned time can be at most 36 months ahead.');
  });

  it('PLAN-13 a log added and a product saved show a success notice; a refusal shows why', async () => {
    const engine = fakeEngine({ planningProduct: async () => failure('VALIDATION_FAILED') });
    await open({ openType: 'edit', engine });
    await userEvent.type(within(panel()).getByRole('textbox', { name: 'Edit log' }), 'Called the daughter');
    await userEvent.click(within(panel()).getByRole('button', { name: 'Add log' }));
    expect((await within(panel()).findByRole('status')).textContent).toBe('The log entry was added.');
    expect(engine.calls.find((c) => c.command === 'planningNote')?.args).toEqual({ params: { alarm_id: 700 }, body: { Note: 'Called the daughter' } });
    expect((within(panel()).getByRole('textbox', { name: 'Edit log' }) as HTMLTextAreaElement).value).toBe('');

    await userEvent.type(within(panel()).getByRole('textbox', { name: 'Product' }), 'Gold');
    await userEvent.click(within(panel()).getByRole('button', { name: 'Save product' }));
    expect((await within(panel()).findByRole('alert')).textContent).toBe('Something entered was not accepted. Check what you entered and try again.');
  });

  it('qa-supervisor P3-5: the Product field starts from the planned alarm\'s current product', async () => {
    await open({ openType: 'edit' });
    await userDb().plannedAlarms.put({ AlarmId: 700, Active: true, PlannedTime: PLANNED, Product: 'Safety alarm plus' });
    await waitFor(() => expect((within(panel()).getByRole('textbox', { name: 'Product' }) as HTMLInputElement).value).toBe('Safety alarm plus'));
  });

  it('qa-supervisor P3-5: a planned visit before its time reads "Planned, not due yet" and offers no Take alarm', async () => {
    await open({ owner: null, alarm: { RespondentId: null } });
    expect(screen.getByText('Planned, not due yet')).toBeTruthy();
    expect(screen.queryByText('Not taken by anyone')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Take alarm' })).toBeNull();
  });

  it('qa-supervisor P3-14: a raised planned alarm a colleague owns names its owner in /edit; the server\'s refusal of a note shows the console\'s message', async () => {
    const raised = new Date(2026, 2, 1, 8, 30).toISOString();
    const engine = fakeEngine({ planningNote: async () => failure('NOT_OWNER_ALARM') });
    await open({ openType: 'edit', owner: 42, alarm: { PlannedTime: raised, RespondentId: 42, RespondentName: 'David Dahl' }, engine });
    expect(within(panel()).getByText('David Dahl handles this alarm: only they can change its plan. Take it over to change it.')).toBeTruthy();
    await userEvent.type(within(panel()).getByRole('textbox', { name: 'Edit log' }), 'Not my alarm');
    await userEvent.click(within(panel()).getByRole('button', { name: 'Add log' }));
    expect((await within(panel()).findByRole('alert')).textContent).toBe('You are not the owner of this alarm. Take it over to change it.');
  });

  it('qa-supervisor P3-14: the owner and a visit not due yet read no such notice', async () => {
    await open({ openType: 'edit' });
    expect(within(panel()).queryByText(/handles this alarm|nobody has taken it/)).toBeNull();
  });

  it('PLAN-05 back to planning view goes to the planning view', async () => {
    const view = await open({ openType: 'edit' });
    await userEvent.click(within(panel()).getByRole('button', { name: 'Back to planning view' }));
    await waitFor(() => expect(view.location()).toBe('/dashboard/planning-view'));
  });
});
