import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Answer, commandsHarness, model, sent } from './testing/commands-harness.tsx';

const { answers, database, renderWidget } = commandsHarness();

describe('commands section', () => {
  it('CMD-01 CMD-02 shows BUTTON and INLINEBUTTON commands, same GroupId in one dropdown labelled and ordered by CommandGroup', async () => {
    const { section } = await renderWidget();
    const items = within(section).getAllByRole('listitem').map((li) => li.querySelector('button')!.textContent?.replace('▾', '').trim());
    expect(items).toEqual(['Acknowledge on device', 'Send text', 'Send text (required)', 'Set code (required)', 'Choose program (required)', 'Schedule visit (required)', 'Forward work package', 'Critical command', 'Select services', 'Voice', 'Device']);
    expect(within(section).queryByText('Locate')).toBeNull();
    await userEvent.click(within(section).getByRole('button', { name: 'Device' }));
    expect(within(screen.getByRole('menu', { name: 'Device' })).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Reset device', 'Test siren']);
  });

  it('CMD-03 templates change the layout: goteborg a row, kristiansund a grid, doronorway dropdowns only', async () => {
    const { rerender } = await renderWidget(model({ template: 'goteborg' }));
    expect(document.querySelector('.commands--row')).not.toBeNull();
    rerender(model({ template: 'kristiansund' }));
    await waitFor(() => expect(document.querySelector('.commands--grid')).not.toBeNull());
    rerender(model({ template: 'doronorway' }));
    await waitFor(() => expect(document.querySelector('.commands--dropdown')).not.toBeNull());
    const section = screen.getByRole('list', { name: 'Alarm commands' });
    expect(within(section).getAllByRole('button').every((b) => b.getAttribute('aria-haspopup') === 'menu')).toBe(true);
    expect(within(section).getByRole('button', { name: /Commands/ })).toBeTruthy();
  });

  it('CMD-04 CMD-27 input type 0 sends at once; its button goes loading and back to normal', async () => {
    let release: (a: Answer) => void = () => undefined;
    const { engine, section } = await renderWidget();
    answers.push(new Promise<Answer>((resolve) => (release = resolve)));
    const button = within(section).getByRole('button', { name: 'Acknowledge on device' });
    await userEvent.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(sent(engine)).toEqual([{ CommandId: 1 }]);
    await act(async () => release({ ok: true, value: { Success: true } }));
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it('CMD-05 CMD-28 input type 1 asks for confirmation; OK sends and the dialog closes on success', async () => {
    const { engine, section } = await renderWidget();
    await userEvent.click(within(section).getByRole('button', { name: 'Device' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Reset device' }));
    expect(screen.getByRole('alertdialog', { name: 'Send Reset device?' })).toBeTruthy();
    expect(sent(engine)).toEqual([]);
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent(engine)).toEqual([{ CommandId: 2 }]);
  });

  it('CMD-36 keyboard: Down opens and highlights, Up/Down move, Escape closes back to the button', async () => {
    const { section } = await renderWidget();
    const voice = within(section).getByRole('button', { name: 'Voice' });
    voice.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Open voice channel'));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('End the call');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Open voice channel');
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('End the call');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(voice);
  });

  it('CMD-33 CMD-34 a command run by this user on this alarm shows used when COMMAND_STATE_CHANGE is on, only on that alarm', async () => {
    const { section, rerender } = await renderWidget();
    await userEvent.click(within(section).getByRole('button', { name: 'Acknowledge on device' }));
    expect(await within(section).findByRole('button', { name: 'Acknowledge on device (used)' })).toBeTruthy();
    expect(await database().usedCommands.toArray()).toEqual([{ AlarmId: 14, CommandId: 1, usedAt: 1 }]);
    rerender(model({ alarmId: 15 }));
    expect(await screen.findByRole('button', { name: 'Acknowledge on device' })).toBeTruthy();
  });

  it('commands of an alarm another operator handles wait for a take-over', async () => {
    const { section } = await renderWidget(model({ canTakeOver: true }));
    expect(within(section).getAllByRole('button').every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
  });

  it('CMD-33 without COMMAND_STATE_CHANGE nothing is marked', async () => {
    const { section, engine } = await renderWidget(model({ stateChange: false }));
    await userEvent.click(within(section).getByRole('button', { name: 'Acknowledge on device' }));
    await waitFor(() => expect(sent(engine)).toHaveLength(1));
    expect(engine.calls.some((c) => c.command === 'markCommandUsed')).toBe(false);
  });
});
