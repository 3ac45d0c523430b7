import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeEngine } from '../testing/fake-engine.ts';
import { renderConsole } from '../testing/render-console.tsx';
import { clearConsole, seedConsole } from '../testing/seed-console.ts';

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

async function openAfterInactivity() {
  fake();
  const engine = fakeEngine({ logout: async () => ({ ok: false, code: 'kept', message: 'kept for the test' }) });
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
});
