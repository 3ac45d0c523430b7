import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cmd, commandsHarness, dialog, model, ok, sent } from './testing/commands-harness.tsx';

const { renderWidget } = commandsHarness();

describe('commands section: the input dialogs', () => {
  it('CMD-06 CMD-07 CMD-13 optional text sends without text; mandatory text and input keep OK disabled while empty', async () => {
    const { engine, section } = await renderWidget();
    await userEvent.click(within(section).getByRole('button', { name: 'Send text' }));
    await userEvent.click(ok());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(within(section).getByRole('button', { name: 'Send text (required)' }));
    expect((ok() as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(within(dialog()).getByRole('textbox', { name: /Message/ }), 'Hello');
    await userEvent.click(ok());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(within(section).getByRole('button', { name: 'Set code (required)' }));
    expect((ok() as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(within(dialog()).getByRole('textbox', { name: /Value/ }), '1234');
    await userEvent.click(ok());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(engine)).toEqual([{ CommandId: 6 }, { CommandId: 7, Message: 'Hello' }, { CommandId: 8, Message: '1234' }]);
  });

  it('CMD-16 qa-handling P3-10 an over-long paste inserts what fits of it and says how much was cut', async () => {
    const { section } = await renderWidget();
    await userEvent.click(within(section).getByRole('button', { name: 'Send text (required)' }));
    const box = within(dialog()).getByRole('textbox', { name: /Message/ }) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Call me' } });
    fireEvent.change(box, { target: { value: `Call me${'x'.repeat(1500)}` } });
    expect(box.value).toBe(`Call me${'x'.repeat(993)}`);
    expect(within(dialog()).getByRole('status').textContent).toBe('507 characters did not fit and were left out (at most 1000 characters).');
  });

  it('qa-handling P3-13 a visit in the past keeps OK disabled and says why; the date field reads YYYY-MM-DD', async () => {
    const { engine, section } = await renderWidget();
    await userEvent.click(within(section).getByRole('button', { name: 'Schedule visit (required)' }));
    const day = within(dialog()).getByLabelText(/Date/) as HTMLInputElement;
    expect([day.type, day.placeholder]).toEqual(['text', 'YYYY-MM-DD']);
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
    const iso = `${yesterday.getFullYear()}-${String(yesterday.getMonth() + 1).padStart(2, '0')}-${String(yesterday.getDate()).padStart(2, '0')}`;
    fireEvent.change(day, { target: { value: iso } });
    await userEvent.selectOptions(within(dialog()).getByRole('combobox', { name: 'Time (24 h)' }), '08:00');
    expect((ok() as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog()).getByRole('alert').textContent).toBe('The visit time has passed. Choose a time to come.');
    expect(sent(engine)).toEqual([]);
  });

  it('qa-handling P3-12 a service chosen twice keeps OK disabled and names the repeated service', async () => {
    const { section } = await renderWidget();
    await userEvent.click(within(section).getByRole('button', { name: 'Select services' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Add entry' }));
    await userEvent.selectOptions(within(dialog()).getByRole('combobox', { name: 'Entry 1' }), 'Meal');
    await userEvent.selectOptions(within(dialog()).getByRole('combobox', { name: 'Entry 2' }), 'Meal');
    expect((ok() as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog()).getByRole('alert').textContent).toBe('Meal is chosen more than once. Choose each option only once.');
  });

  it('qa-handling P3-14 after a forward the Forward button is disabled until the work package is changed', async () => {
    const { engine, section } = await renderWidget();
    await userEvent.click(within(section).getByRole('button', { name: 'Forward work package' }));
    await userEvent.type(within(dialog()).getByRole('textbox', { name: /Message/ }), 'Two carers');
    const forward = within(dialog()).getByRole('button', { name: 'Forward' }) as HTMLButtonElement;
    await userEvent.click(forward);
    expect((await within(dialog()).findByRole('status')).textContent).toBe('The work package was forwarded.');
    expect(forward.disabled).toBe(true);
    await userEvent.type(within(dialog()).getByRole('textbox', { name: /Message/ }), ' today');
    expect(forward.disabled).toBe(false);
    expect(sent(engine)).toHaveLength(1);
  });

  it('CMD-08 CMD-09 CMD-14 CMD-15 mandatory pickers: OK disabled until chosen; times in 15-minute steps over 24 h; sent as yyyy-MM-dd HH:mm:ss', async () => {
    const { engine, section } = await renderWidget();
    await userEvent.click(within(section).getByRole('button', { name: 'Choose program (required)' }));
    expect((ok() as HTMLButtonElement).disabled).toBe(true);
    await userEvent.selectOptions(within(dialog()).getByRole('combobox', { name: /Choose/ }), 'Night');
    await userEvent.click(ok());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(within(section).getByRole('button', { name: 'Schedule visit (required)' }));
    expect((ok() as HTMLButtonElement).disabled).toBe(true);
    const time = within(dialog()).getByRole('combobox', { name: 'Time (24 h)' }) as HTMLSelectElement;
    const times = [...time.options].map((o) => o.value).filter(Boolean);
    expect([times.length, times[1], times.at(-1)]).toEqual([96, '00:15', '23:45']);
    fireEvent.change(within(dialog()).getByLabelText(/Date/), { target: { value: '2026-12-24' } });
    expect((ok() as HTMLButtonElement).disabled).toBe(true);
    await userEvent.selectOptions(time, '18:45');
    await userEvent.click(ok());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(engine)).toEqual([{ CommandId: 9, CommandArgs: 'Night' }, { CommandId: 10, CommandArgs: '2026-12-24 18:45:00' }]);
  });

  it('CMD-10 CMD-18 CMD-19 CMD-20 CMD-21 CMD-22 forwarding: 500 px, levels high 3/mid 2/low 1 labelled, default mid, sends level-dash-message and stays open', async () => {
    const { engine, section } = await renderWidget();
    await userEvent.click(within(section).getByRole('button', { name: 'Forward work package' }));
    expect(dialog().style.width).toBe('500px');
    const levels = within(dialog()).getAllByRole('radio') as HTMLInputElement[];
    expect(levels.map((r) => [r.value, r.labels?.[0]?.textContent])).toEqual([['3', 'High (serious)'], ['2', 'Mid (moderate)'], ['1', 'Low (normal)']]);
    expect(levels.find((r) => r.checked)?.value).toBe('2');
    await userEvent.click(levels[0]!);
    await userEvent.type(within(dialog()).getByRole('textbox', { name: /Message/ }), 'Two carers');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Forward' }));
    expect(await within(dialog()).findByRole('status')).toBeTruthy();
    expect(sent(engine)).toEqual([{ CommandId: 11, Message: '3 - Two carers' }]);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('CMD-11 CMD-23 CMD-24 a critical command offers 3/2/1 labelled, default 1, and sends label-dash-message', async () => {
    const { engine, section } = await renderWidget();
    await userEvent.click(within(section).getByRole('button', { name: 'Critical command' }));
    const levels = within(dialog()).getAllByRole('radio') as HTMLInputElement[];
    expect(levels.map((r) => r.labels?.[0]?.textContent)).toEqual(['3 Acute', '2 Urgent', '1 Normal']);
    expect(levels.find((r) => r.checked)?.value).toBe('1');
    await userEvent.type(within(dialog()).getByRole('textbox', { name: /Message/ }), 'Smoke');
    await userEvent.click(ok());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(engine)).toEqual([{ CommandId: 12, Message: 'normal - Smoke' }]);
  });

  it('CMD-12 CMD-25 CMD-26 a mandatory select adds and removes rows (one stays), drops not selected and joins by commas', async () => {
    const { engine, section } = await renderWidget();
    await userEvent.click(within(section).getByRole('button', { name: 'Select services' }));
    expect((within(dialog()).getByRole('button', { name: 'Remove entry 1' }) as HTMLButtonElement).disabled).toBe(true);
    expect((ok() as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Add entry' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Add entry' }));
    await userEvent.selectOptions(within(dialog()).getByRole('combobox', { name: 'Entry 1' }), 'Meal');
    await userEvent.selectOptions(within(dialog()).getByRole('combobox', { name: 'Entry 3' }), 'Shower');
    await userEvent.click(ok());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(engine)).toEqual([{ CommandId: 13, CommandArgs: 'Meal,Shower' }]);
  });

  it('CMD-09 an optional date-time picker sends nothing or a whole date and time, never half of one', async () => {
    const { engine, section } = await renderWidget(model({ commands: [cmd(20, 'CMD_VISIT_OPTIONAL', 7)] }));
    await userEvent.click(within(section).getByRole('button', { name: 'Schedule visit' }));
    expect((ok() as HTMLButtonElement).disabled).toBe(false);
    await userEvent.selectOptions(within(dialog()).getByRole('combobox', { name: 'Time (24 h)' }), '07:30');
    expect((ok() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog()).getByLabelText(/Date/), { target: { value: '2027-01-05' } });
    await userEvent.click(ok());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(engine)).toEqual([{ CommandId: 20, CommandArgs: '2027-01-05 07:30:00' }]);
  });
});
