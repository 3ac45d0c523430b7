import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { alarmI18n } from '../../testing/alarm-harness.tsx';
import { LogPicker } from './log-picker.tsx';

function Harness({ freeText, saved }: { freeText: boolean; saved: string[] }) {
  const [open, setOpen] = useState(false);
  return (
    <LogPicker
      label="Reason"
      options={['Fall', 'False alarm', 'Illness', 'Technical fault (1.2)']}
      freeText={freeText}
      open={open}
      onOpenChange={setOpen}
      onSubmit={async (text) => {
        saved.push(text);
        return true;
      }}
    />
  );
}

async function picker(freeText: boolean) {
  const saved: string[] = [];
  const i18n = await alarmI18n();
  render(
    <I18nextProvider i18n={i18n}>
      <Harness freeText={freeText} saved={saved} />
    </I18nextProvider>,
  );
  const input = screen.getByRole('combobox', { name: 'Reason' });
  return { saved, input, options: () => screen.queryAllByRole('option').map((o) => o.textContent) };
}

describe('LogPicker', () => {
  it('qa-handling P3-10 an over-long paste into free text keeps what fits and says how much was cut', async () => {
    const { input } = await picker(true);
    fireEvent.change(input, { target: { value: 'x'.repeat(5000) } });
    expect((input as HTMLInputElement).value).toHaveLength(4000);
    expect(screen.getByRole('status').textContent).toBe('1000 characters did not fit and were left out (at most 4000 characters).');
  });

  it('VALID-36 filters by case-insensitive substring, wildcards taken literally', async () => {
    const { input, options } = await picker(false);
    await userEvent.type(input, 'FAL');
    expect(options()).toEqual(['Fall', 'False alarm']);
    await userEvent.clear(input);
    await userEvent.type(input, '(1.');
    expect(options()).toEqual(['Technical fault (1.2)']);
    await userEvent.clear(input);
    await userEvent.type(input, '.*');
    expect(options()).toEqual([]);
  });

  it('VALID-37 arrow keys move the highlight, Enter saves it, Escape closes', async () => {
    const { input, options, saved } = await picker(false);
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(options()).toHaveLength(4);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(screen.getByRole('option', { selected: true }).textContent).toBe('False alarm');
    await userEvent.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(saved).toEqual([]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(saved).toEqual(['False alarm']);
  });

  it('VALID-35 without free text only a listed item can be saved', async () => {
    const { input, saved } = await picker(false);
    await userEvent.type(input, 'Burglary{Enter}');
    expect(saved).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('Choose an item from the list.');
    expect(screen.queryByRole('option', { name: /own text/ })).toBeNull();
  });

  it('VALID-38 free text takes two steps: choose "use your own text", then Save', async () => {
    const { input, saved } = await picker(true);
    await userEvent.type(input, 'Neighbour called');
    await userEvent.keyboard('{Enter}');
    expect(saved).toEqual([]);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(document.activeElement).toBe(save);
    expect(screen.getByText('Save “Neighbour called”?')).toBeTruthy();
    await userEvent.keyboard('{Enter}');
    expect(saved).toEqual(['Neighbour called']);
  });
});
