import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../contract/console-routes.ts';
import type { Failure } from '../sync-client/failure.ts';
import { type Answer, commandsHarness, dialog, model, ok, sent } from './testing/commands-harness.tsx';

const { answers, renderWidget } = commandsHarness();

describe('commands section: results and failures', () => {
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
});
