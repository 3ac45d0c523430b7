import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderConsole } from '../testing/render-console.tsx';
import { clearConsole, seedConsole } from '../testing/seed-console.ts';
import { setViewportWidth } from '../testing/viewport.ts';

beforeEach(async () => {
  await clearConsole();
  setViewportWidth(1400);
  await seedConsole();
});
afterEach(clearConsole);

describe('settings page', () => {
  it('ROUTE-11 CONST-06 CONST-07 ux #5 shows the local preferences with their defaults (reminders sound every 30 s)', async () => {
    await renderConsole('/dashboard/settings');
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
    const checked = (name: string) => (screen.getByLabelText(name) as HTMLInputElement).checked;
    await waitFor(() => expect(checked('Play a sound for level 1 alarms')).toBe(true));
    expect(checked('Play a sound for level 2 alarms')).toBe(true);
    expect(checked("Play the alarm's own sound when it has one")).toBe(true);
    expect(checked('Mark alarms that have a reminder set')).toBe(false);
    expect(checked('Play the reminder sound')).toBe(true);
    expect(checked('Show extended logs')).toBe(true);
    expect((screen.getByLabelText('Volume for level 1 alarms (0 to 1)') as HTMLInputElement).value).toBe('1');
    expect((screen.getByLabelText('Repeat the reminder sound every') as HTMLSelectElement).value).toBe('30');
  });

  it('VALID-26 an invalid volume shows the message and is not saved; a valid one is', async () => {
    const user = userEvent.setup();
    const { engine } = await renderConsole('/dashboard/settings');
    const volume = await screen.findByLabelText('Volume for level 2 alarms (0 to 1)');
    await user.clear(volume);
    await user.type(volume, '0.55');
    await user.tab();
    expect(screen.getByText('The volume must be between 0 and 1 in steps of 0.1.')).toBeTruthy();
    expect(engine.calls.some((call) => call.command === 'setPref')).toBe(false);
    await user.clear(volume);
    await user.type(volume, '0.4');
    await user.tab();
    expect(screen.queryByText('The volume must be between 0 and 1 in steps of 0.1.')).toBeNull();
    expect(engine.calls.find((call) => call.command === 'setPref')?.args).toEqual(['alarmVolumeLevel2', 0.4]);
  });

  it('saves a changed preference through the engine', async () => {
    const user = userEvent.setup();
    const { engine } = await renderConsole('/dashboard/settings');
    await user.selectOptions(await screen.findByLabelText('Repeat the reminder sound every'), '60');
    await user.selectOptions(screen.getByLabelText('Repeat the reminder sound every'), 'Never');
    await user.click(screen.getByLabelText('Show extended logs'));
    expect(engine.calls.filter((call) => call.command === 'setPref').map((call) => call.args)).toEqual([
      ['reminderInterval', 60],
      ['reminderInterval', 0],
      ['extendedLogs', false],
    ]);
  });
});
