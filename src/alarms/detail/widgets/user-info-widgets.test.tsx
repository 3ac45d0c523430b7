import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeEngine } from '../../../app/testing/fake-engine.ts';
import { openAlarmPage as open, widget } from './testing/widget-page.tsx';

describe('alarm widgets: the person and the alarm', () => {
  it('WIDGET-20 WIDGET-21 WIDGET-22 User Info shows the customer, its fields and the change-object button; OBS shows the alarm action', async () => {
    await open({ dynamic: { CallbackTelephoneNumber: '+46701234567' } });
    const info = await screen.findByRole('region', { name: 'User information' });
    await within(info).findByText('C-77');
    for (const text of ['C-77', '19400101-1234', 'K-12', 'Greta', 'Gustafsson', '+46701234567', 'Key box by the door']) expect(within(info).getByText(text)).toBeTruthy();
    expect(within(info).getByRole('button', { name: 'Change object' })).toBeTruthy();
    expect(within(widget('OBS')).getByRole('note', { name: 'OBS' }).textContent).toContain('Call the daughter first');
  });

  it('WIDGET-29 alarm info shows the flags and the transmitter model', async () => {
    await open({ alarm: { Flags: ['fall', 'night'], TextMessage: 'Pendant pressed', ObjectTransmitters: [{ TransmitterId: 1, IsAlarmingTransmitter: true, Model: 'Neat NOVO' }] } });
    const info = widget('Alarm');
    expect(within(info).getByText('fall, night')).toBeTruthy();
    expect(within(info).getByText('Neat NOVO')).toBeTruthy();
    expect(within(info).getByText('Pendant pressed')).toBeTruthy();
  });

  it('DETAIL-36 DETAIL-38 DETAIL-46 change object searches objects and reports an empty result and a failed change', async () => {
    const engine = fakeEngine({
      userSearch: async (query) =>
        query.q === 'zz'
          ? { ok: true, value: [] }
          : { ok: true, value: [{ UserId: 9, Name: 'Sven Svensson', TelephoneNumber: '+4681234', AdditionalInformation: [{ Key: 'CITY', Value: 'Lund' }] }] },
      changeUser: async () => ({ ok: false, code: 'SERVER_REFUSED', messageKey: 'UNDEFINED_ERROR', status: 500 }),
    });
    await open({ engine });
    await userEvent.click(screen.getByRole('button', { name: 'Change object' }));
    const dialog = screen.getByRole('dialog', { name: 'Change object' });
    await userEvent.type(within(dialog).getByRole('searchbox'), 'zz');
    expect(await within(dialog).findByText('No objects matched')).toBeTruthy();
    await userEvent.clear(within(dialog).getByRole('searchbox'));
    await userEvent.type(within(dialog).getByRole('searchbox'), 'Sven');
    await userEvent.click(await within(dialog).findByRole('button', { name: /Sven Svensson · \+4681234 · Lund/ }));
    // nothing moves until the operator confirms, with both people named.
    expect(engine.calls.some((c) => c.command === 'changeUser')).toBe(false);
    const confirm = screen.getByRole('alertdialog', { name: 'Move the alarm?' });
    expect(confirm.textContent).toContain('to Sven Svensson?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Move alarm' }));
    expect(await within(dialog).findByText('Could not change object, please try again later.')).toBeTruthy();
  });
});
