import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DetailModel } from '../alarms/detail/detail-model.ts';
import { createTestI18n } from '../app/testing/test-i18n.ts';
import { type FakeHandlers, fakeEngine } from '../app/testing/fake-engine.ts';
import { clearConsole, seedOperator } from '../app/testing/seed-console.ts';
import { fakeSoftphone } from '../calls/panel/testing.tsx';
import { SoftphoneViewContext } from '../calls/softphone/softphone-view.tsx';
import type { Command } from '../contract/entities/command.ts';
import { ROUTES } from '../contract/console-routes.ts';
import { parseSettings } from '../domain/settings.ts';
import type { ArcDatabase } from '../db/database.ts';
import { EngineProvider } from '../sync-client/engine-context.tsx';
import type { Failure } from '../sync-client/failure.ts';
import { SnackbarProvider } from '../ui/snackbar.tsx';
import { markCommandUsed } from '../../workers/sync/used-commands.ts';
import { CommandsWidget } from './commands-widget.tsx';

const cmd = (CommandId: number, TranslationKey: string, InputType = 0, extra: Partial<Command> = {}): Command => ({ CommandId, TranslationKey, InputType, CommandType: 'BUTTON', ...extra });
const VOICE = { GroupId: 10, CommandGroup: { TranslationKey: 'CMD_GROUP_VOICE', Order: 1 } };
const DEVICE = { GroupId: 11, CommandGroup: { TranslationKey: 'CMD_GROUP_DEVICE', Order: 2 } };
const COMMANDS: Command[] = [
  cmd(1, 'CMD_ACKNOWLEDGE', 0, { CommandType: 'INLINEBUTTON' }),
  cmd(2, 'CMD_RESET_DEVICE', 1, DEVICE),
  cmd(3, 'CMD_TEST_SIREN', 0, DEVICE),
  cmd(4, 'CMD_OPEN_VOICE', 0, VOICE),
  cmd(5, 'CMD_END_CALL', 1, VOICE),
  cmd(6, 'CMD_TEXT_OPTIONAL', 2),
  cmd(7, 'CMD_TEXT_REQUIRED', 3),
  cmd(8, 'CMD_CODE_REQUIRED', 5),
  cmd(9, 'CMD_PROGRAM_REQUIRED', 8, { CommandArgs: 'Day,Night' }),
  cmd(10, 'CMD_VISIT_REQUIRED', 9),
  cmd(11, 'CMD_FORWARD_WORK', 10),
  cmd(12, 'CMD_CRITICAL', 11),
  cmd(13, 'CMD_SELECT_SERVICES', 100, { CommandArgs: 'Meal,Medicine,Shower' }),
  cmd(14, 'CMD_LOCATE', 0, { CommandType: 6 }),
];

function model(patch: { alarmId?: number; template?: string; commands?: Command[]; stateChange?: boolean; canTakeOver?: boolean } = {}): DetailModel {
  return {
    alarm: { AlarmId: patch.alarmId ?? 14, Active: true },
    dynamic: { Commands: patch.commands ?? COMMANDS },
    readOnly: false,
    canTakeOver: patch.canTakeOver ?? false,
    templateType: patch.template ?? 'default',
    settings: parseSettings([{ key: 'COMMAND_STATE_CHANGE', defaultvalue: patch.stateChange === false ? 'False' : 'True' }]),
  } as unknown as DetailModel;
}

type Answer = Awaited<ReturnType<NonNullable<FakeHandlers['command']>>>;
let answers: (Answer | Promise<Answer>)[];
let db: ArcDatabase;
const sent = (engine: ReturnType<typeof fakeEngine>) => engine.calls.filter((c) => c.command === 'command').map((c) => (c.args as { body: unknown }).body);

beforeEach(async () => {
  answers = [];
  db = await seedOperator({});
});
afterEach(clearConsole);

async function renderWidget(first = model()) {
  const engine = fakeEngine({
    command: async () => (await answers.shift()) ?? { ok: true, value: { Success: true } },
    markCommandUsed: async ({ alarmId, commandId }) => {
      await markCommandUsed(db, alarmId, commandId, 1);
      return { ok: true, value: undefined };
    },
  });
  const softphone = fakeSoftphone();
  const i18n = await createTestI18n();
  let current = first;
  const ui = () => (
    <SoftphoneViewContext.Provider value={softphone}>
      <CommandsWidget model={current} mode="OPENED" />
    </SoftphoneViewContext.Provider>
  );
  const router = createMemoryRouter([{ path: '/', element: ui() }, { path: ROUTES.dashboard, element: <p>Dashboard page</p> }], { initialEntries: ['/'] });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <EngineProvider client={engine}>
        <SnackbarProvider>
          <RouterProvider router={router} />
        </SnackbarProvider>
      </EngineProvider>
    </I18nextProvider>,
  );
  const section = await screen.findByRole('list', { name: 'Alarm commands' });
  const rerender = (next: DetailModel) => {
    current = next;
    router.routes[0]!.element = ui();
    view.rerender(
      <I18nextProvider i18n={i18n}>
        <EngineProvider client={engine}>
          <SnackbarProvider>
            <RouterProvider router={createMemoryRouter([{ path: '/', element: ui() }], { initialEntries: ['/'] })} />
          </SnackbarProvider>
        </EngineProvider>
      </I18nextProvider>,
    );
  };
  return { engine, softphone, router, section, rerender };
}

const dialog = () => screen.getByRole('dialog');
const ok = () => within(screen.getByRole('dialog')).getByRole('button', { name: 'OK' });

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

  it('CMD-29 CMD-31 a result with Success false shows its Message in the dialog, which stays open', async () => {
    const { section } = await renderWidget();
    answers.push({ ok: true, value: { Success: false, Message: 'TX1 did not answer' } });
    await userEvent.click(within(section).getByRole('button', { name: 'Send text' }));
    await userEvent.click(ok());
    expect((await within(dialog()).findByRole('alert')).textContent).toContain('TX1 did not answer');
  });

  it('CMD-38 CMD-39 CMD-40 failures: 404 shows its token, others ERROR_EXECUTE_COMMAND, not sent shows Failure sending', async () => {
    const { section } = await renderWidget();
    const fail = (f: Partial<Failure>): Answer => ({ ok: false, code: 'X', ...f }) as Failure;
    answers.push(fail({ status: 404, code: 'NOT_FOUND', serverText: 'ALARM_NOT_ACTIVE' }), fail({ status: 400, code: 'VALIDATION_FAILED' }), fail({ code: 'OFFLINE' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Send text' }));
    await userEvent.click(ok());
    expect((await within(dialog()).findByRole('alert')).textContent).toMatch(/^Command could not be sent/);
    await userEvent.click(ok());
    await waitFor(() => expect(within(dialog()).getByRole('alert').textContent).toBe('Command could not be sent The command could not be executed.'));
    await userEvent.click(ok());
    await waitFor(() => expect(within(dialog()).getByRole('alert').textContent).toBe('Failure sending The command could not be sent.'));
  });

  it('CMD-30 CMD-32 results: Clipboard copies, OpenUrl opens 1340x1340, HangUpVoiceCall hangs up, ExitAlarmView goes to the dashboard', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { section, softphone, router } = await renderWidget();
    answers.push({ ok: true, value: { Success: true, Clipboard: 'TX1 59.3,18.0', OpenUrl: '/healthz', HangUpVoiceCall: true, ExitAlarmView: true, Message: 'Done' } });
    await userEvent.click(within(section).getByRole('button', { name: 'Acknowledge on device' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.dashboard));
    expect(writeText).toHaveBeenCalledWith('TX1 59.3,18.0');
    expect(open).toHaveBeenCalledWith(expect.stringMatching(/\/healthz$/), '_blank', 'noopener,width=1340,height=1340');
    expect(softphone.send).toHaveBeenCalledWith('hangup', { keepHeld: false });
    open.mockRestore();
  });

  it('CMD-36 CMD-37 a dropdown is pending while its command is sent, shows an error, and resets on success or another alarm', async () => {
    const { section, engine, rerender } = await renderWidget();
    answers.push({ ok: true, value: { Success: false, Message: 'Siren broken' } });
    const device = within(section).getByRole('button', { name: 'Device' });
    await userEvent.click(device);
    expect(device.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Test siren' }));
    expect((await within(section).findByRole('alert')).textContent).toBe('Siren broken');
    expect(document.querySelector('.command-dropdown--error')).not.toBeNull();
    let release: (a: Answer) => void = () => undefined;
    answers.push(new Promise<Answer>((resolve) => (release = resolve)));
    await userEvent.click(within(section).getByRole('button', { name: 'Device' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Test siren' }));
    expect(document.querySelector('.command-dropdown--pending [aria-busy="true"]')).not.toBeNull();
    await act(async () => release({ ok: true, value: { Success: true } }));
    await waitFor(() => expect(document.querySelector('.command-dropdown--pending')).toBeNull());
    expect(within(section).queryByRole('alert')).toBeNull();
    expect(document.querySelector('.command-dropdown--error')).toBeNull();
    expect(within(section).getByRole('button', { name: 'Device' }).getAttribute('aria-expanded')).toBe('false');
    expect(sent(engine)).toHaveLength(2);
    answers.push({ ok: true, value: { Success: false, Message: 'Again' } });
    await userEvent.click(within(section).getByRole('button', { name: 'Device' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Test siren (used)' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    rerender(model({ alarmId: 15 }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
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
    expect(await db.usedCommands.toArray()).toEqual([{ AlarmId: 14, CommandId: 1, usedAt: 1 }]);
    rerender(model({ alarmId: 15 }));
    expect(await screen.findByRole('button', { name: 'Acknowledge on device' })).toBeTruthy();
  });

  it('commands of an alarm another operator handles wait for a take-over', async () => {
    const { section } = await renderWidget(model({ canTakeOver: true }));
    expect(within(section).getAllByRole('button').every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
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

  it('CMD-33 without COMMAND_STATE_CHANGE nothing is marked', async () => {
    const { section, engine } = await renderWidget(model({ stateChange: false }));
    await userEvent.click(within(section).getByRole('button', { name: 'Acknowledge on device' }));
    await waitFor(() => expect(sent(engine)).toHaveLength(1));
    expect(engine.calls.some((c) => c.command === 'markCommandUsed')).toBe(false);
  });
});
