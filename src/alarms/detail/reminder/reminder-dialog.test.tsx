import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../../../app/testing/test-i18n.ts';
import { fakeEngine } from '../../../app/testing/fake-engine.ts';
import { EngineProvider } from '../../../sync-client/engine-context.tsx';
import { ReminderDialog } from './reminder-dialog.tsx';

// A local Monday 2026-03-02 10:07: the dialog proposes 10:15 that day.
const NOW = new Date(2026, 2, 2, 10, 7, 0);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

async function renderDialog() {
  const engine = fakeEngine();
  const onDone = vi.fn();
  const i18n = await createTestI18n();
  render(
    <I18nextProvider i18n={i18n}>
      <EngineProvider client={engine}>
        <ReminderDialog alarmId={31} onClose={() => undefined} onDone={onDone} />
      </EngineProvider>
    </I18nextProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Scheduled reminder' });
  const reminders = () => engine.calls.filter((call) => call.command === 'reminder').map((call) => call.args);
  return { dialog, onDone, reminders };
}

const day = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('button', { name });
const time = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: 'Time' }) as HTMLSelectElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Set reminder' }));

describe('scheduled reminder dialog', () => {
  it('PLAN-17 a calendar with weeks from Monday, a 24 h time in 15-minute steps and a comment', async () => {
    const { dialog } = await renderDialog();
    const headers = within(dialog).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers[0]).toMatch(/^Mon/);
    expect(headers[6]).toMatch(/^Sun/);
    const options = [...time(dialog).options].map((option) => option.value);
    expect(options).toHaveLength(96);
    expect(options.slice(52, 55)).toEqual(['13:00', '13:15', '13:30']);
    expect(time(dialog).value).toBe('10:15');
    expect(day(dialog, /Monday, 2 March 2026/).getAttribute('aria-pressed')).toBe('true');
    expect(within(dialog).getByRole('textbox', { name: 'Comment' })).toBeTruthy();
  });

  it('past days can not be chosen; weekends can be skipped; at most three months ahead', async () => {
    const { dialog } = await renderDialog();
    expect((day(dialog, /Sunday, 1 March 2026/) as HTMLButtonElement).disabled).toBe(true);
    expect((day(dialog, /Saturday, 7 March 2026/) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Skip weekends' }));
    expect((day(dialog, /Saturday, 7 March 2026/) as HTMLButtonElement).disabled).toBe(true);
    expect((day(dialog, /Friday, 6 March 2026/) as HTMLButtonElement).disabled).toBe(false);
    // A chosen Saturday is dropped when weekends are skipped: a day must be chosen again.
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Skip weekends' }));
    fireEvent.click(day(dialog, /Saturday, 7 March 2026/));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Skip weekends' }));
    expect(within(dialog).queryAllByRole('button', { pressed: true })).toEqual([]);
    submit();
    expect(await within(dialog).findByText('Choose a day.')).toBeTruthy();
    const next = within(dialog).getByRole('button', { name: 'Next month' }) as HTMLButtonElement;
    for (let i = 0; i < 3; i += 1) fireEvent.click(next);
    expect(next.disabled).toBe(true);
    expect((day(dialog, /Tuesday, 2 June 2026/) as HTMLButtonElement).disabled).toBe(false);
    expect((day(dialog, /Wednesday, 3 June 2026/) as HTMLButtonElement).disabled).toBe(true);
  });

  it('PLAN-20 a time that has passed is refused with SCHEDULED_REMINDER_ERROR and nothing is sent', async () => {
    const { dialog, reminders } = await renderDialog();
    fireEvent.change(time(dialog), { target: { value: '09:45' } });
    submit();
    expect(await within(dialog).findByText('The reminder time must be in the future.')).toBeTruthy();
    expect(reminders()).toEqual([]);
  });

  it('PLAN-18 PLAN-19 a comment reaching 200 characters, or with quotes, says so and is not sent', async () => {
    const { dialog, reminders } = await renderDialog();
    const comment = within(dialog).getByRole('textbox', { name: 'Comment' });
    fireEvent.change(comment, { target: { value: 'x'.repeat(200) } });
    expect(within(dialog).getByRole('alert').textContent).toBe('The comment may have at most 200 characters and no quotes.');
    fireEvent.change(comment, { target: { value: 'say "hi"' } });
    expect(within(dialog).getByRole('alert').textContent).toBe('The comment may not contain quotes.');
    submit();
    expect(reminders()).toEqual([]);
  });

  it('sets the reminder: seconds from now to the chosen quarter hour, with the comment', async () => {
    const { dialog, onDone, reminders } = await renderDialog();
    fireEvent.click(day(dialog, /Wednesday, 4 March 2026/));
    fireEvent.change(time(dialog), { target: { value: '08:30' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Comment' }), { target: { value: 'Call the daughter' } });
    submit();
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith(new Date(2026, 2, 4, 8, 30).getTime()));
    expect(reminders()).toEqual([{ params: { alarm_id: 31 }, body: { RemindIn: (new Date(2026, 2, 4, 8, 30).getTime() - NOW.getTime()) / 1000, Message: 'Call the daughter' } }]);
  });
});
