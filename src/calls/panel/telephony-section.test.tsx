import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeEngine } from '../../app/testing/fake-engine.ts';
import { clearConsole } from '../../app/testing/seed-console.ts';
import type { Call } from '../../contract/entities/calls.ts';
import { ROUTES } from '../../contract/console-routes.ts';
import { openUserDatabase } from '../../db/database.ts';
import { Telephony } from './telephony-section.tsx';
import { connectedCall, fakeSoftphone, IDLE_SOFTPHONE, renderWithEngine, seedCalls } from './testing.tsx';

afterEach(clearConsole);

const PTT_COMMANDS = [
  { Type: 'PTT_TALK', DTMF: '8', CommandId: 1, Command: 'Talk' },
  { Type: 'PTT_LISTEN', DTMF: '7', CommandId: 2, Command: 'Listen' },
];
const activeCall: Call = { CallSid: 'CA-active', GlobalAlarmId: 'alarm-7', InitiatedAt: '2026-01-01T10:00:00Z', OnHold: false, InCallCommands: PTT_COMMANDS };

async function renderTelephony(calls: Call[], connected = true, language = 'en-GB') {
  await seedCalls(calls);
  const softphone = fakeSoftphone(connected ? { ...IDLE_SOFTPHONE, current: connectedCall() } : IDLE_SOFTPHONE);
  const router = createMemoryRouter(
    [
      { path: '/', element: <Telephony softphone={softphone} alarmId={7} globalAlarmId="alarm-7" /> },
      { path: ROUTES.userSearch, element: <p>User search page</p> },
    ],
    { initialEntries: ['/'] },
  );
  await renderWithEngine(<RouterProvider router={router} />, fakeEngine(), language);
  const section = await screen.findByRole('region', { name: language === 'en-GB' ? 'Manage alarm' : 'Hantera larm' });
  if (calls.some((call) => (call.InCallCommands?.length ?? 0) > 0)) await waitFor(() => expect(within(section).getByRole('status').textContent).toBe(language === 'en-GB' ? 'Talking' : 'Tala'));
  const digits = () => softphone.send.mock.calls.filter(([name]) => name === 'sendDigits').map(([, args]) => (args as { digits: string }).digits);
  return { softphone, router, section, digits };
}

describe('Manage alarm and call shortcuts', () => {
  it('CALL-35 CALL-36 Separate, the arrows and Duplex send 0, 1, 3 and 4 through the softphone', async () => {
    const { section, digits } = await renderTelephony([activeCall]);
    for (const name of ['Separate', 'Arrow left', 'Arrow right', 'Duplex']) await userEvent.click(within(section).getByRole('button', { name }));
    expect(digits()).toEqual(['0', '1', '3', '4']);
    expect(within(section).getByRole('button', { name: 'Message printout' })).toBeTruthy();
  });

  it('CALL-35 the user search button opens the user search', async () => {
    const { section, router } = await renderTelephony([activeCall]);
    await userEvent.click(within(section).getByRole('button', { name: 'Search users' }));
    expect(router.state.location.pathname).toBe(ROUTES.userSearch);
  });

  it('CALL-33 CALL-34 CALL-40 push to hear sends 7, push to talk 8; the header shows the commands and status; no active call resets to talk', async () => {
    const { section, digits } = await renderTelephony([activeCall]);
    expect(within(section).getByText(/^In-call commands:/).textContent).toContain('Talk (8)');
    expect(within(section).getByRole('status').textContent).toBe('Talking');
    await userEvent.click(within(section).getByRole('button', { name: 'Push to hear' }));
    expect(within(section).getByRole('status').textContent).toBe('Listening');
    await userEvent.click(within(section).getByRole('button', { name: 'Push to talk' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Push to hear' }));
    expect(digits()).toEqual(['7', '8', '7']);
    await act(() => openUserDatabase('anna').calls.clear());
    await waitFor(() => expect(within(section).getByRole('button', { name: 'Push to hear' })).toBeTruthy());
    expect(within(section).getByRole('status').textContent).toBe('No call');
  });

  it('qa-handling P3-3 the heading is Manage alarm alone, the status a labelled text, and the commands the server sends by code are named in the operator\'s language', async () => {
    // As the server sends them: lower-case command codes.
    const unitCall: Call = { ...activeCall, InCallCommands: [{ Type: 'PTT_TALK', DTMF: '8', CommandId: 8, Command: 'talk' }, { Type: 'PTT_LISTEN', DTMF: '7', CommandId: 7, Command: 'listen' }] };
    const english = await renderTelephony([unitCall]);
    expect(within(english.section).getByRole('heading', { level: 2 }).textContent).toBe('Manage alarm');
    expect(within(english.section).getByText(/^Status:/).textContent).toBe('Status: Talking');
    expect(within(english.section).getByText(/^In-call commands:/).textContent).toBe('In-call commands: Talk (8), Listen (7)');
    expect(within(english.section).queryByRole('list')).toBeNull();
    english.router.dispose();
    cleanup();
    const swedish = await renderTelephony([unitCall], true, 'sv-SE');
    expect(within(swedish.section).getByText(/^Samtalskommandon:/).textContent).toBe('Samtalskommandon: Tala (8), Lyssna (7)');
  });

  it('CALL-41 qa-handling P2-3 while not connected the unit keys are disabled and say why; nothing is sent', async () => {
    const { section, digits } = await renderTelephony([], false);
    const duplex = within(section).getByRole('button', { name: 'Duplex' });
    expect(duplex).toHaveProperty('disabled', true);
    expect(duplex.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(duplex.getAttribute('aria-describedby') ?? '')?.textContent).toBe('No call with the alarm unit: its keys work only during its call.');
    await userEvent.click(duplex);
    expect(digits()).toEqual([]);
    expect(within(section).getByRole('button', { name: 'Search users' })).toHaveProperty('disabled', false);
  });

  it('qa-handling P2-3 during a call with a relative the unit keys are disabled with the reason, and no shortcut sends a tone', async () => {
    const relative: Call = { CallSid: 'CA-daughter', GlobalAlarmId: 'alarm-7', InitiatedAt: '2026-01-01T10:00:00Z', OnHold: false, InCallCommands: [] };
    const { section, digits } = await renderTelephony([relative]);
    await waitFor(() => expect(within(section).getByText('The call in progress is not with the alarm unit, so its keys are off.')).toBeTruthy());
    for (const name of ['Separate', 'Arrow left', 'Arrow right', 'Duplex', 'Push to hear']) expect(within(section).getByRole('button', { name })).toHaveProperty('disabled', true);
    fireEvent.keyDown(document.body, { key: 'PageDown', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'Control', code: 'ControlRight', ctrlKey: true });
    expect(digits()).toEqual([]);
  });

  it('CALL-37 CALL-38 CALL-39 Ctrl+PageDown talks, Ctrl+ArrowUp listens, the right Control key toggles push-to-talk', async () => {
    const { digits } = await renderTelephony([activeCall]);
    fireEvent.keyDown(document.body, { key: 'PageDown', ctrlKey: true });
    await waitFor(() => expect(digits()).toEqual(['8']));
    const up = new KeyboardEvent('keydown', { key: 'ArrowUp', ctrlKey: true, bubbles: true, cancelable: true });
    document.body.dispatchEvent(up);
    expect(up.defaultPrevented).toBe(true);
    await waitFor(() => expect(digits()).toEqual(['8', '7']));
    fireEvent.keyDown(document.body, { key: 'Control', code: 'ControlRight', ctrlKey: true });
    await waitFor(() => expect(digits()).toEqual(['8', '7', '8']));
  });

  it('ALIST-17 CALL-38 without push-to-talk commands Ctrl+ArrowUp is left to the alarm list', async () => {
    const { digits } = await renderTelephony([{ ...activeCall, InCallCommands: [] }]);
    const up = new KeyboardEvent('keydown', { key: 'ArrowUp', ctrlKey: true, bubbles: true, cancelable: true });
    document.body.dispatchEvent(up);
    expect(up.defaultPrevented).toBe(false);
    expect(digits()).toEqual([]);
  });
});
