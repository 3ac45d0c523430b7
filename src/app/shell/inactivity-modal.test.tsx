import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openSessionDirectory, openUserDatabase } from '../../db/database.ts';
import { fakeEngine } from '../testing/fake-engine.ts';
import { renderConsole } from '../testing/render-console.tsx';
import { clearConsole, seedConsole, TEST_USER } from '../testing/seed-console.ts';

// A recording player that can sound (the shell's sound indicator reads its audio state).
const tone = vi.hoisted(() => ({ play: vi.fn(), audioState: () => 'running' as const, subscribe: () => () => undefined, unlock: async () => undefined }));
vi.mock('../../alarms/sound/tone-player.ts', () => ({ createTonePlayer: () => tone }));

// Only the inactivity clocks are faked: IndexedDB and React keep their real timers.
const fake = () => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });

beforeEach(async () => {
  await clearConsole();
  sessionStorage.clear();
  await seedConsole({ settings: { InactivityCheckInterval: '60000', InactivityModalTimeout: '3' } });
});
afterEach(async () => {
  vi.useRealTimers();
  await clearConsole();
});

async function openAfterInactivity(engine = fakeEngine({ logout: async () => ({ ok: false, code: 'SERVER_REFUSED', serverText: 'kept for the test' }) })) {
  fake();
  tone.play.mockClear();
  await renderConsole('/dashboard', engine);
  await screen.findByRole('button', { name: /Menu/ });
  // The settings arrive from IndexedDB on real timers: let time pass until the check is armed and fires.
  for (let tries = 0; tries < 100 && !screen.queryByRole('alertdialog'); tries += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      vi.advanceTimersByTime(60_000);
    });
  }
  return engine;
}

describe('inactivity', () => {
  it('SESSION-25 SESSION-26 opens after the interval without activity and counts down', async () => {
    await openAfterInactivity();
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you still there?' });
    expect(dialog.textContent).toContain('You will be logged out in 3 seconds');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(dialog.textContent).toContain('in 2 seconds');
  });

  it('SESSION-28 Continue closes the modal and starts over', async () => {
    const engine = await openAfterInactivity();
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you still there?' });
    await act(async () => within(dialog).getByRole('button', { name: 'Continue' }).click());
    expect(screen.queryByRole('alertdialog', { name: 'Are you still there?' })).toBeNull();
    await act(async () => vi.advanceTimersByTime(30_000));
    expect(screen.queryByRole('alertdialog', { name: 'Are you still there?' })).toBeNull();
    expect(engine.calls.some((call) => call.command === 'logout')).toBe(false);
  });

  it('SESSION-27 at 0 the user is logged out', async () => {
    const engine = await openAfterInactivity();
    await screen.findByRole('alertdialog', { name: 'Are you still there?' });
    await act(async () => vi.advanceTimersByTime(3000));
    expect(engine.calls.filter((call) => call.command === 'logout')).toHaveLength(1);
  });

  it('SESSION-29 Logout in the modal logs out', async () => {
    const engine = await openAfterInactivity();
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you still there?' });
    await act(async () => within(dialog).getByRole('button', { name: 'Log out' }).click());
    expect(engine.calls.some((call) => call.command === 'logout')).toBe(true);
  });

  it('the countdown is audible: a chime each second, not only when it opens', async () => {
    await openAfterInactivity();
    await screen.findByRole('alertdialog', { name: 'Are you still there?' });
    const atOpen = tone.play.mock.calls.length;
    expect(atOpen).toBeGreaterThan(0);
    await act(async () => vi.advanceTimersByTime(1000));
    await act(async () => vi.advanceTimersByTime(1000));
    expect(tone.play.mock.calls.length).toBe(atOpen + 2);
  });

  it('an operator who owns active alarms is not logged out: the session stays and the modal says why', async () => {
    await openUserDatabase(TEST_USER).alarms.put({ AlarmId: 5, GlobalAlarmId: 'g5', Active: true, ServerAlarmTime: '2026-01-01T10:00:00Z', RespondentId: 11 });
    const engine = await openAfterInactivity();
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you still there?' });
    await act(async () => vi.advanceTimersByTime(3000));
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(engine.calls.some((call) => call.command === 'logout')).toBe(false);
    expect(dialog.textContent).toContain('You are handling 1 active alarm, so you stay logged in');
  });

  it('after the inactivity logout the login page (of every tab) says why the session ended', async () => {
    const engine: ReturnType<typeof fakeEngine> = fakeEngine({
      logout: async (args) => {
        // As the real engine: the session ends with the reason, and every tab goes to login with it.
        await openSessionDirectory().current.delete('current');
        engine.emit({ type: 'loggedOut', message: args?.reason ?? null });
        return { ok: false, code: 'SERVER_REFUSED', serverText: 'kept for the test' };
      },
    });
    await openAfterInactivity(engine);
    await screen.findByRole('alertdialog', { name: 'Are you still there?' });
    await act(async () => vi.advanceTimersByTime(3000));
    vi.useRealTimers();
    expect(await screen.findByText('You were logged out because of inactivity.')).toBeTruthy();
  });
});
