import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../../app/testing/test-i18n.ts';
import type { SoftphoneCall, SoftphoneState } from './softphone-capability.ts';
import { IDLE_STATE } from './softphone-state.ts';
import type { SoftphoneSend } from './softphone-send.ts';
import { SoftphoneView } from './softphone.tsx';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const call = (patch: Partial<SoftphoneCall> = {}): SoftphoneCall => ({
  callSid: 'CA1',
  direction: 'incoming',
  phase: 'pending',
  from: '+46701234567',
  to: 'anna',
  alarmId: '7',
  callerText: null,
  initiatedAt: NOW,
  startedAt: null,
  endedAt: null,
  autoHangUpAt: null,
  muted: false, hangingUp: false,
  ...patch,
});

async function show(state: Partial<SoftphoneState>, conference: number | null = null) {
  const send = vi.fn((..._args: unknown[]) => Promise.resolve({ ok: true, value: undefined }));
  const asSend = send as unknown as SoftphoneSend;
  const i18n = await createTestI18n('en-GB');
  const view = render(
    <I18nextProvider i18n={i18n}>
      <SoftphoneView state={{ ...IDLE_STATE, status: 'ready', ...state }} send={asSend} conference={conference} />
    </I18nextProvider>,
  );
  return { send, view, rerender: (next: Partial<SoftphoneState>) => view.rerender(<I18nextProvider i18n={i18n}><SoftphoneView state={{ ...IDLE_STATE, status: 'ready', ...next }} send={asSend} /></I18nextProvider>) };
}

describe('SoftphoneView', () => {
  beforeEach(() => vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('CALL-08 an incoming call shows accept and reject; CALL-59 a double click accepts once', async () => {
    const { send } = await show({ incoming: [call()] });
    const notification = screen.getByRole('alert', { name: 'Incoming call from +46701234567' });
    act(() => notification.querySelector('button')!.click());
    act(() => screen.getByRole('button', { name: 'Accept' }).click());
    expect(send.mock.calls).toEqual([['accept', { callSid: 'CA1' }]]);
    act(() => screen.getByRole('button', { name: 'Reject' }).click());
    expect(send.mock.calls.at(-1)).toEqual(['reject', { callSid: 'CA1' }]);
  });

  it('DETAIL-28 CALL-30 Ctrl+S accepts the ringing call; Ctrl+G hangs up the active one', async () => {
    const { send, rerender } = await show({ incoming: [call()] });
    act(() => void fireEvent.keyDown(document.body, { key: 's', ctrlKey: true }));
    expect(send.mock.calls).toEqual([['accept', { callSid: 'CA1' }]]);
    rerender({ current: call({ phase: 'started', startedAt: NOW }) });
    act(() => void fireEvent.keyDown(document.body, { key: 'g', ctrlKey: true }));
    expect(send.mock.calls.at(-1)).toEqual(['hangup', { keepHeld: false }]);
  });

  it('CALL-63 the call details show from, destination, started, ended, elapsed time, automatic hang-up and sid', async () => {
    await show({ current: call({ phase: 'completed', startedAt: NOW, endedAt: NOW + 83_000, autoHangUpAt: '2026-11-23T12:15:00Z' }) });
    const details = screen.getByText('Call details').closest('details')!;
    const shown = Object.fromEntries([...details.querySelectorAll('dl > div')].map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]));
    expect(shown).toEqual({
      From: '+46701234567',
      Destination: 'anna',
      Started: expect.stringMatching(/^2026-11-23 \d\d:00$/),
      Ended: expect.stringMatching(/^2026-11-23 \d\d:01$/),
      'Elapsed time': '1:23',
      'Automatic hang-up': expect.stringMatching(/^2026-11-23 \d\d:15$/),
      'Call id': 'CA1',
    });
  });

  it('CALL-27 CALL-28 CALL-29 the call timer ticks every second, shows the automatic hang-up, and stays after the end', async () => {
    const { rerender } = await show({ current: call({ phase: 'started', startedAt: NOW, autoHangUpAt: '2026-11-23T12:15:00Z' }), levels: { input: 0.25, output: 0.5 } });
    const timer = screen.getByRole('timer', { name: 'Call time' });
    expect(timer.textContent).toBe('0:00');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(timer.textContent).toBe('0:01');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(timer.textContent).toBe('0:02');
    expect(screen.getByRole('region', { name: 'Current call' }).textContent).toContain('Hangs up automatically at');
    expect(screen.getByRole('meter', { name: 'Caller' })).toHaveProperty('value', 0.5);
    expect(screen.getByRole('meter', { name: 'Microphone' })).toHaveProperty('value', 0.25);
    rerender({ current: call({ phase: 'completed', startedAt: NOW, endedAt: NOW + 2_000 }) });
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.getByRole('timer', { name: 'Call time' }).textContent).toBe('0:02');
    expect(screen.getByRole('region', { name: 'Current call' }).textContent).toContain('Ended');
    expect(screen.queryByRole('button', { name: 'Hang up' })).toBeNull();
  });

  it('qa-handling P3-2 the bar names both level meters on screen, styles Mute and Hang up as console buttons, and shows an unknown number once', async () => {
    await show({ current: call({ phase: 'started', startedAt: NOW, callerText: '+46701234567' }) });
    const bar = screen.getByRole('region', { name: 'Current call' });
    expect(bar.textContent).toContain('Microphone');
    expect(bar.textContent).toContain('Caller');
    // Outside the folded call details, which list From on their own.
    expect(within(bar).getAllByText(/\+46701234567/).filter((element) => !element.closest('details')).map((element) => element.textContent)).toEqual(['+46701234567']);
    expect(screen.getByRole('button', { name: 'Mute' }).className).toContain('btn');
    expect(screen.getByRole('button', { name: 'Hang up' }).className).toContain('btn-danger');
  });

  it('qa-handling P3-4 during a conference the bar says Conference and its number of parties, not the last party', async () => {
    await show({ current: call({ phase: 'started', startedAt: NOW, callerText: 'Greta Svensson' }) }, 2);
    const bar = screen.getByRole('region', { name: 'Current call' });
    expect(bar.textContent).toContain('Conference (2)');
    expect(bar.textContent).not.toContain('Greta Svensson');
  });

  it('qa-handling P2-13 the automatic hang-up shows in 24-hour time and is announced, with a countdown, in its last minute', async () => {
    // 13:05 local: a 12-hour clock would show 1:05 PM.
    const at = new Date(2026, 10, 23, 13, 5, 0).getTime();
    vi.setSystemTime(at - 62_000);
    await show({ current: call({ phase: 'started', startedAt: at - 120_000, autoHangUpAt: new Date(at).toISOString() }) });
    const bar = screen.getByRole('region', { name: 'Current call' });
    expect(bar.textContent).toContain('Hangs up automatically at 13:05');
    expect(bar.textContent).not.toMatch(/PM|AM/);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(status.textContent).toBe('The call will be hung up automatically at 13:05, in less than a minute.');
    expect(bar.textContent).toMatch(/(59|60) s left/);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(bar.textContent).toMatch(/(49|50) s left/);
  });

  it('CALL-30 Ctrl+G hangs up the active call; without one it is left to the page', async () => {
    const { send, rerender } = await show({ current: call({ phase: 'started', startedAt: NOW }) });
    const pressed = new KeyboardEvent('keydown', { key: 'g', ctrlKey: true, cancelable: true });
    window.dispatchEvent(pressed);
    expect(pressed.defaultPrevented).toBe(true);
    expect(send.mock.calls).toEqual([['hangup', { keepHeld: false }]]);
    rerender({ current: call({ phase: 'completed', startedAt: NOW, endedAt: NOW }) });
    const later = new KeyboardEvent('keydown', { key: 'g', ctrlKey: true, cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('CALL-55 aesthetics 7: a provider error is a popup with its code and text until closed, by its kind', async () => {
    const { send } = await show({ notices: [{ id: 'n1', kind: 'provider', code: 31009, messageKey: 'softphone.errors.generic', text: 'Transport error', at: NOW }] });
    const popup = screen.getByRole('alertdialog', { name: 'Telephony' });
    expect(popup.textContent).toContain('Telephony error 31009: Transport error');
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(send).toHaveBeenCalledWith('dismissNotice', { id: 'n1' });
  });

  it('CALL-10 CALL-56 aesthetics 7: busy and other notices are a status, whatever their text; an error of the provider\'s kind is the popup', async () => {
    await show({
      notices: [
        { id: 'n1', kind: 'busy', code: null, messageKey: 'messages.CALL_BUSY', text: null, at: NOW },
        { id: 'n2', kind: 'error', code: 31009, messageKey: 'softphone.errors.generic', text: 'Transport error', at: NOW },
      ],
    });
    expect(screen.getAllByRole('status', { name: 'Telephony' }).map((notice) => notice.querySelector('p')!.textContent)).toEqual(['The line is busy.', 'Telephony error 31009: Transport error']);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
