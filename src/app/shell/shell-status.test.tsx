import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeEngine } from '../testing/fake-engine.ts';
import { renderConsole } from '../testing/render-console.tsx';
import { clearConsole, seedConsole } from '../testing/seed-console.ts';
import { alarm, appHeader, resetShell } from '../testing/shell-harness.ts';

beforeEach(resetShell);
afterEach(async () => {
  vi.restoreAllMocks();
  await clearConsole();
});

describe('status indicator', () => {
  it.each([
    ['SHELL-14', { indicator: 'red', indicatorText: 'red' } as const, 'Connection status: Connection problem'],
    ['SHELL-15', { indicator: 'yellow', indicatorText: 'yellow' } as const, 'Connection status: Phone not reachable'],
    ['item 0', { indicator: 'yellow', indicatorText: 'delayed' } as const, 'Connection status: New alarms may be delayed'],
    ['SHELL-16', { indicator: 'green', indicatorText: 'green' } as const, 'Connection status: Connected'],
  ])('%s shows the engine indicator', async (_id, status, name) => {
    await seedConsole();
    await renderConsole('/dashboard', fakeEngine({}, status));
    expect(await screen.findByRole('button', { name })).toBeTruthy();
  });

  it('SHELL-17 SHELL-18 the popup lists the latest sync errors and "got it" clears them', async () => {
    const user = userEvent.setup();
    await seedConsole({
      syncErrors: [
        { at: Date.parse('2026-11-22T08:00:00Z'), code: 'SYNC', message: 'First failure', status: 500 },
        { at: Date.parse('2026-11-22T09:00:00Z'), code: 'SYNC', message: 'SERVICE_UNAVAILABLE', status: 503 },
      ],
    });
    const { engine } = await renderConsole('/dashboard', fakeEngine({}, { indicator: 'red', indicatorText: 'red' }));
    await user.click(await screen.findByRole('button', { name: /Connection status/ }));
    const dialog = screen.getByRole('dialog', { name: 'Connection status' });
    const items = await within(dialog).findAllByRole('listitem');
    const texts = items.map((item) => item.textContent ?? '');
    expect(texts.findIndex((text) => text.includes('The service is unavailable'))).toBeLessThan(texts.findIndex((text) => text.includes('First failure')));
    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(engine.calls.some((call) => call.command === 'dismissSyncErrors')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('SHELL-19 right-clicking the status button shows version, bundle hash and branch', async () => {
    await seedConsole();
    await renderConsole('/dashboard');
    fireEvent.contextMenu(await screen.findByRole('button', { name: /Connection status/ }));
    const dialog = screen.getByRole('dialog', { name: 'About this console' });
    expect(dialog.textContent).toContain('Version');
    expect(dialog.textContent).toContain('test-build');
    expect(dialog.textContent).toContain('Branch');
  });
});

describe('dialogs and banners', () => {
  it('DIALOG-03 DIALOG-04 an alarm needing acknowledgement cannot be escaped; Got it sends it', async () => {
    const user = userEvent.setup();
    await seedConsole({ alarms: [alarm(7, { RespondentId: 11, RequiresAcknowledgement: true, Acknowledgement: null, AlarmText: 'Fire door open' })] });
    const { engine } = await renderConsole('/dashboard');
    const dialog = await screen.findByRole('alertdialog', { name: 'Acknowledgement required' });
    expect(dialog.textContent).toContain('Fire door open');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: 'Acknowledgement required' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(engine.calls.find((call) => call.command === 'acknowledge')?.args).toEqual({ params: { alarm_id: 7 } });
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Acknowledgement required' })).toBeNull());
  });

  it('ERR-01 losing the connection opens the connection-lost modal and the offline banner', async () => {
    await seedConsole();
    const engine = fakeEngine();
    await renderConsole('/dashboard', engine);
    await appHeader();
    act(() => engine.setStatus({ online: false, indicator: 'red', indicatorText: 'red' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Connection lost' });
    expect(dialog.textContent).toContain('Check your internet connection');
    expect(screen.getByText(/You are offline/)).toBeTruthy();
    act(() => engine.setStatus({ online: true, indicator: 'green', indicatorText: 'green' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Connection lost' })).toBeNull());
    expect(screen.queryByText(/You are offline/)).toBeNull();
  });

  it('ERR-01 a console opened while the browser is offline says so in the banner, not with the connection-lost modal', async () => {
    await seedConsole();
    const engine = fakeEngine();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderConsole('/dashboard', engine);
    await appHeader();
    act(() => engine.setStatus({ online: false, indicator: 'red', indicatorText: 'red' }));
    expect(await screen.findByText(/You are offline/)).toBeTruthy();
    expect(screen.queryByRole('alertdialog', { name: 'Connection lost' })).toBeNull();
    onLine.mockRestore();
  });

  it('an engine that could not open IndexedDB says the console keeps data in memory only', async () => {
    await seedConsole();
    const engine = fakeEngine();
    await renderConsole('/dashboard', engine);
    await appHeader();
    expect(screen.queryByText(/does not let the console store data/)).toBeNull();
    act(() => engine.setStatus({ storage: 'memory' }));
    const banner = await screen.findByText(/does not let the console store data/);
    expect(banner.getAttribute('role')).toBe('alert');
    expect(banner.textContent).toContain('writes waiting to be sent are lost if the browser closes');
  });

  it('a newer build running shows the reload banner', async () => {
    await seedConsole();
    await renderConsole('/dashboard', fakeEngine({}, { reloadRequired: true }));
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('A newer version of the console is running');
    expect(within(banner).getByRole('button', { name: 'Reload now' })).toBeTruthy();
  });

  it('SESSION-16 a session ended elsewhere sends the user to login with the reason', async () => {
    await seedConsole();
    const engine = fakeEngine();
    const { location } = await renderConsole('/dashboard', engine);
    await appHeader();
    await clearConsole();
    act(() => engine.emit({ type: 'loggedOut', message: 'LOGGED_IN_ON_OTHER_DEVICE' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(await screen.findByText('You have logged in on another device.')).toBeTruthy();
  });
});

describe('engine events', () => {
  it('ROUTE-24 PUSH the open alarm moving away shows the notice and returns to the dashboard', async () => {
    await seedConsole();
    const engine = fakeEngine();
    const { location } = await renderConsole('/dashboard/template/default/42', engine);
    await appHeader();
    act(() => engine.emit({ type: 'alarmTransferred', alarmId: 42 }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(await screen.findByText('This alarm has been transferred. You can not access it any longer.')).toBeTruthy();
  });

  it('another alarm moving away leaves the open one alone', async () => {
    await seedConsole();
    const engine = fakeEngine();
    const { location } = await renderConsole('/dashboard/template/default/42', engine);
    await appHeader();
    act(() => engine.emit({ type: 'alarmTransferred', alarmId: 7 }));
    expect(location()).toBe('/dashboard/template/default/42');
  });
});
