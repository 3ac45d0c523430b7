import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeEngine } from '../../../app/testing/fake-engine.ts';
import { openAlarmPage as open, widget } from './testing/widget-page.tsx';

describe('alarm widgets: handling and notify me', () => {
  it('DETAIL-24 DETAIL-25 pickers show only when ReasonAllowed / ActionAllowed', async () => {
    await open({ dynamic: { ReasonAllowed: true, ActionAllowed: false, PossibleReasons: ['Fall'] } });
    expect(screen.getByRole('combobox', { name: 'Reason' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Action' })).toBeNull();
  });

  it('DETAIL-26 DETAIL-27 a listed reason is saved at once; a failure shows the add-reason error', async () => {
    const engine = fakeEngine({ action: async () => ({ ok: false, code: 'NOT_OWNER_ALARM', status: 403 }) });
    await open({ engine, dynamic: { ReasonAllowed: true, ActionAllowed: true, PossibleReasons: ['Fall', { Id: 2, Text: 'Illness' }], PossibleActions: ['Ambulance'] } });
    await userEvent.click(screen.getByRole('combobox', { name: 'Reason' }));
    await userEvent.keyboard('ill{Enter}');
    expect(engine.calls.filter((c) => c.command === 'reason')).toEqual([{ command: 'reason', args: { params: { alarm_id: 400 }, body: { message: 'Illness' } } }]);
    await userEvent.click(screen.getByRole('combobox', { name: 'Action' }));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(engine.calls.map((c) => c.command)).toContain('action'));
    expect(await screen.findByText(/^The action could not be added: You are not the owner of this alarm/)).toBeTruthy();
  });

  it('PLAN-21 PLAN-25 PLAN-22 PLAN-24 notify-me defaults to 30 minutes, checks hours, and takes HHMM', async () => {
    const view = await open({ dynamic: { SetNotifyAllowed: true } });
    const notify = widget('Notify me');
    expect((within(notify).getByLabelText('Hours') as HTMLInputElement).value).toBe('0');
    expect((within(notify).getByLabelText('Minutes') as HTMLInputElement).value).toBe('30');
    await userEvent.click(within(notify).getByRole('button', { name: 'Set reminder' }));
    expect(view.engine.calls.filter((c) => c.command === 'notifyIn')).toEqual([{ command: 'notifyIn', args: { params: { alarm_id: 400 }, body: { seconds: 1800 } } }]);
    await userEvent.clear(within(notify).getByLabelText('Hours'));
    await userEvent.type(within(notify).getByLabelText('Hours'), '24');
    await userEvent.click(within(notify).getByRole('button', { name: 'Set reminder' }));
    expect(within(notify).getByRole('alert').textContent).toBe('Hours must be between 0 and 23.');
    await userEvent.clear(within(notify).getByLabelText('Hours'));
    await userEvent.type(within(notify).getByLabelText('Hours'), '0130');
    await userEvent.clear(within(notify).getByLabelText('Minutes'));
    await userEvent.click(within(notify).getByRole('button', { name: 'Set reminder' }));
    expect(view.engine.calls.filter((c) => c.command === 'notifyIn').at(-1)).toEqual({ command: 'notifyIn', args: { params: { alarm_id: 400 }, body: { seconds: 5400 } } });
  });

  it('PLAN-26 a notify failure is a red button that closes on click; PLAN-21 no form without SetNotifyAllowed', async () => {
    const engine = fakeEngine({ notifyIn: async () => ({ ok: false, code: 'SERVER_REFUSED', serverText: 'Server says no', status: 500 }) });
    const view = await open({ engine, dynamic: { SetNotifyAllowed: true } });
    await userEvent.click(within(widget('Notify me')).getByRole('button', { name: 'Set reminder' }));
    const failure = await screen.findByRole('button', { name: 'The reminder could not be set: Server says no' });
    await userEvent.click(failure);
    expect(screen.queryByRole('button', { name: /could not be set/ })).toBeNull();
    view.unmount();
    await open({ dynamic: { SetNotifyAllowed: false } });
    expect(screen.queryByRole('region', { name: 'Notify me' })).toBeNull();
  });
});
