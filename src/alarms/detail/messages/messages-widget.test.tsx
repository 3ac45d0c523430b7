import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeEngine, type FakeEngine } from '../../../app/testing/fake-engine.ts';
import { ROUTES } from '../../../contract/console-routes.ts';
import type { UserDetails } from '../../../contract/index.ts';
import { failure } from '../../../sync-client/failure.ts';
import { type AlarmSeed, MY_RESPONDENT, makeAlarm, makeDetails, renderAlarmView, seedAlarms, userDb } from '../../testing/alarm-harness.tsx';
import { AlarmDetailPage } from '../alarm-detail-page.tsx';

const mine = { RespondentId: MY_RESPONDENT, RespondentName: 'Anna Andersson', RespondentInitials: 'AA' };
const user: UserDetails = {
  UserId: 500,
  Name: 'Greta',
  LastName: 'Gustafsson',
  CallbackTelephoneNumber: '+46701234567',
  ResponseCenterComment: 'Key in the key box, code 1942.',
  Contacts: [
    { ContactId: 1, Name: 'Karin Gustafsson', Relation: 'Daughter', Telephone1: '+46702222222', Telephone2: '+4684444444' },
    { ContactId: 2, Name: 'Skype friend', Telephone1: 'skype:friend' },
  ],
};

async function open(options: { seed?: AlarmSeed; engine?: FakeEngine; actions?: string[] } = {}) {
  const alarm = makeAlarm({ AlarmId: 400, AlarmText: 'Fall detected', ...mine });
  await seedAlarms({ ...options.seed, users: [user], alarms: [alarm], details: [makeDetails(alarm, mine)] });
  if (options.actions) await userDb().permissions.put({ Actions: options.actions }, 'actions');
  const view = await renderAlarmView(<AlarmDetailPage />, { route: ROUTES.alarm, path: `/dashboard/template/default/400`, engine: options.engine });
  await screen.findByRole('heading', { name: 'Fall detected' });
  return view;
}

const messages = () => screen.findByRole('region', { name: 'Messages' });

describe('SMS from the alarm', () => {
  it('RES-23 a message button for the person and each contact with a number; none for a skype link', async () => {
    await open();
    const widget = await messages();
    await within(widget).findByRole('button', { name: 'Send an SMS to Greta Gustafsson' });
    expect(within(widget).getByRole('button', { name: 'Send an SMS to Karin Gustafsson' })).toBeTruthy();
    expect(within(widget).queryByRole('button', { name: 'Send an SMS to Skype friend' })).toBeNull();
  });

  it('RES-26 RES-27 RES-30 qa-handling P3-8 the number select lists Telephone1-3 (disabled with one number); the box starts empty, the cannot-reply sentence shown below it', async () => {
    await open();
    const widget = await messages();
    await userEvent.click(await within(widget).findByRole('button', { name: 'Send an SMS to Greta Gustafsson' }));
    let dialog = screen.getByRole('dialog', { name: 'SMS to Greta Gustafsson' });
    expect((within(dialog).getByRole('combobox', { name: 'Telephone number' }) as HTMLSelectElement).disabled).toBe(true);
    const box = within(dialog).getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    expect(box.value).toBe('');
    expect(within(dialog).getByText('This message cannot be replied to.', { exact: false }).textContent).toBe('Added below your text: This message cannot be replied to.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(widget).getByRole('button', { name: 'Send an SMS to Karin Gustafsson' }));
    dialog = screen.getByRole('dialog', { name: 'SMS to Karin Gustafsson' });
    const select = within(dialog).getByRole('combobox', { name: 'Telephone number' }) as HTMLSelectElement;
    expect(select.disabled).toBe(false);
    expect([...select.options].map((o) => o.value)).toEqual(['+46702222222', '+4684444444']);
  });

  it('RES-24 RES-25 RES-28 at most 500 characters counted n/500, a longer text cut; Send needs a message; the SMS is sent to the chosen number', async () => {
    const view = await open();
    await userEvent.click(await within(await messages()).findByRole('button', { name: 'Send an SMS to Karin Gustafsson' }));
    const dialog = screen.getByRole('dialog');
    const field = within(dialog).getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    fireEvent.change(field, { target: { value: 'y'.repeat(640) } });
    // The cannot-reply sentence and its blank lines take 37 of the 500 characters.
    expect(field.value).toHaveLength(463);
    expect(within(dialog).getByText('500/500')).toBeTruthy();
    fireEvent.change(field, { target: { value: '  ' } });
    const send = within(dialog).getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Telephone number' }), '+4684444444');
    fireEvent.change(field, { target: { value: 'Your mother fell; home care is on the way.' } });
    await userEvent.click(send);
    expect(view.engine.calls.at(-1)).toEqual({ command: 'sendSms', args: { params: { alarm_id: 400 }, body: { TelephoneNumber: '+4684444444', Message: 'Your mother fell; home care is on the way.\n\n\nThis message cannot be replied to.' } } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('RES-29 a failed send reads "An error occurred while sending the SMS." and keeps the text', async () => {
    await open({ engine: fakeEngine({ sendSms: async () => failure('OFFLINE', 'INTERNET_CONNECTION_ABORT') }) });
    await userEvent.click(await within(await messages()).findByRole('button', { name: 'Send an SMS to Greta Gustafsson' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Message' }), { target: { value: 'Help is coming' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('An error occurred while sending the SMS.');
    expect((within(dialog).getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe('Help is coming');
  });

  it('a read-only session sends no SMS', async () => {
    await open({ seed: { session: { readOnly: true } } });
    await screen.findByText('Key in the key box, code 1942.');
    expect(screen.queryByRole('button', { name: /Send an SMS/ })).toBeNull();
  });
});

describe('send a document from the alarm', () => {
  it('SUP-13 qa-supervisor P3-1 offers documents 1-9 (7 by default, SUP-16) to the person\'s number; Send needs 4 characters; a reset after 2 s, the success text until the next action', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const engine = fakeEngine({ supportSendDocument: () => new Promise((resolve) => (answer = resolve as (value: unknown) => void)) });
    await open({ engine, actions: ['AlarmOperator', 'SkygdSystemAdmin'] });
    const form = await screen.findByRole('form', { name: 'Send a document' });
    const select = within(form).getByRole('combobox', { name: 'Document' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(select.value).toBe('7');
    const destination = within(form).getByRole('textbox', { name: 'Telephone number or e-mail' }) as HTMLInputElement;
    await waitFor(() => expect(destination.value).toBe('+46701234567'));
    const send = within(form).getByRole('button', { name: 'Send document' }) as HTMLButtonElement;
    fireEvent.change(destination, { target: { value: 'abc' } });
    expect(send.disabled).toBe(true);
    fireEvent.change(destination, { target: { value: 'a@b.se' } });
    await userEvent.selectOptions(select, '2');
    await userEvent.click(send);
    expect(send.disabled).toBe(true);
    expect(engine.calls.at(-1)).toEqual({ command: 'supportSendDocument', args: { body: { DocumentId: 2, Destination: 'a@b.se' } } });
    await act(async () => answer({ ok: true, value: {} }));
    expect((await within(form).findByRole('status')).textContent).toBe('document sent success');
    await waitFor(() => expect(select.value).toBe('7'), { timeout: 3000 });
    expect(destination.value).toBe('+46701234567');
    expect(within(form).getByRole('status').textContent).toBe('document sent success');
    fireEvent.change(destination, { target: { value: '+46701234568' } });
    expect(within(form).queryByRole('status')).toBeNull();
  });

  it('VALID-16 qa-supervisor P3-1: a destination that is neither a callback number nor an e-mail address shows the translated rule and is not sent', async () => {
    const engine = fakeEngine({ supportSendDocument: () => Promise.resolve({ ok: true, value: {} }) });
    await open({ engine, actions: ['AlarmOperator', 'SkygdSystemAdmin'] });
    const form = await screen.findByRole('form', { name: 'Send a document' });
    const destination = within(form).getByRole('textbox', { name: 'Telephone number or e-mail' }) as HTMLInputElement;
    const send = within(form).getByRole('button', { name: 'Send document' }) as HTMLButtonElement;
    fireEvent.change(destination, { target: { value: '0701234567' } });
    expect(within(form).getByRole('alert').textContent).toBe('Enter an e-mail address, or a telephone number in international format (+ and 6 to 15 digits) or a SIP address.');
    expect(destination.getAttribute('aria-invalid')).toBe('true');
    expect(send.disabled).toBe(true);
    fireEvent.submit(form);
    expect(engine.calls.some((call) => call.command === 'supportSendDocument')).toBe(false);
    fireEvent.change(destination, { target: { value: 'abcd' } });
    expect(send.disabled).toBe(true);
    fireEvent.change(destination, { target: { value: 'sip:anna@pbx.example' } });
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(send.disabled).toBe(false);
  });

  it('SUP-14 a failed send reads "document sent fail"', async () => {
    await open({ engine: fakeEngine({ supportSendDocument: async () => failure('FORBIDDEN') }), actions: ['AlarmOperator', 'SkygdSystemAdmin'] });
    const form = await screen.findByRole('form', { name: 'Send a document' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send document' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('document sent fail');
  });

  it('no form for an operator without SkygdSystemAdmin', async () => {
    await open();
    await within(await messages()).findByRole('button', { name: 'Send an SMS to Greta Gustafsson' });
    expect(screen.queryByRole('form', { name: 'Send a document' })).toBeNull();
  });
});
