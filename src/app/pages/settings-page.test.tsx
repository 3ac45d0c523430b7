import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeEngine } from '../testing/fake-engine.ts';
import { renderConsole } from '../testing/render-console.tsx';
import { openUserDatabase } from '../../db/database.ts';
import { clearConsole, seedConsole, TEST_USER } from '../testing/seed-console.ts';
import { setViewportWidth } from '../testing/happy-dom.ts';

// A recording player that can sound (the shell's sound indicator reads its audio state).
const tone = vi.hoisted(() => ({ play: vi.fn(), audioState: () => 'running' as const, subscribe: () => () => undefined, unlock: async () => undefined }));
vi.mock('../../alarms/sound/tone-player.ts', () => ({ createTonePlayer: () => tone }));

beforeEach(async () => {
  await clearConsole();
  setViewportWidth(1400);
  await seedConsole();
});
afterEach(clearConsole);

describe('settings page', () => {
  it('ROUTE-11 CONST-06 CONST-07 shows the local preferences with the spec\'s defaults: notify reminder off, reminder interval none', async () => {
    await renderConsole('/dashboard/settings');
    // The first render of the file loads the page's modules: slow on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Settings' }, { timeout: 10_000 })).toBeTruthy();
    const checked = (name: string) => (screen.getByLabelText(name) as HTMLInputElement).checked;
    await waitFor(() => expect(checked('Play a sound for level 1 alarms')).toBe(true));
    expect(checked('Play a sound for level 2 alarms')).toBe(true);
    expect(checked("Play the alarm's own sound when it has one")).toBe(true);
    expect(checked('Mark alarms that have a reminder set')).toBe(false);
    expect(checked('Play the reminder sound')).toBe(true);
    expect(checked('Show extended logs')).toBe(true);
    expect((screen.getByLabelText('Volume for level 1 alarms, in %') as HTMLInputElement).value).toBe('1');
    const interval = screen.getByLabelText('Repeat the reminder sound every') as HTMLSelectElement;
    expect(interval.value).toBe('0');
    expect(interval.selectedOptions[0]?.textContent).toBe('Never');
  });

  it('VALID-26 ux polish: the volume is a slider from 0 to 1 in steps of 0.1, never silent while the sound is on', async () => {
    // As the engine: a saved preference lands in the prefs table the page reads.
    const saving = fakeEngine({
      setPref: async ({ key, value }) => {
        await openUserDatabase(TEST_USER).prefs.put({ key, value });
        return { ok: true, value: undefined };
      },
    });
    const { engine } = await renderConsole('/dashboard/settings', saving);
    const volume = (await screen.findByRole('slider', { name: 'Volume for level 2 alarms, in %' })) as HTMLInputElement;
    expect([volume.min, volume.max, volume.step]).toEqual(['0.1', '1', '0.1']);
    fireEvent.change(volume, { target: { value: '0.4' } });
    await waitFor(() => expect(engine.calls.find((call) => call.command === 'setPref')?.args).toEqual({ key: 'alarmVolumeLevel2', value: 0.4 }));
    await waitFor(() => expect(volume.getAttribute('aria-valuetext')).toBe('40 %'));
  });

  it('qa-supervisor P3-9 the volume label and its read-out both speak in %, and the 10 % minimum is explained while the sound is on', async () => {
    await renderConsole('/dashboard/settings');
    const volume = (await screen.findByRole('slider', { name: 'Volume for level 1 alarms, in %' }, { timeout: 10_000 })) as HTMLInputElement;
    await waitFor(() => expect(volume.getAttribute('aria-valuetext')).toBe('100 %'));
    expect(volume.parentElement?.querySelector('output')?.textContent).toBe('100 %');
    const reason = document.getElementById(volume.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('While the sound is on the volume is at least 10 %, so an alarm is never silent. To silence a level, turn its sound off.');
  });

  it('ux polish: a refused volume change shows the saved volume again', async () => {
    await renderConsole('/dashboard/settings', fakeEngine({ setPref: async () => ({ ok: false, code: 'SERVER_REFUSED', serverText: 'refused' }) }));
    const volume = (await screen.findByRole('slider', { name: 'Volume for level 1 alarms, in %' })) as HTMLInputElement;
    fireEvent.change(volume, { target: { value: '0.3' } });
    await waitFor(() => expect(volume.value).toBe('1'));
  });

  it('real alarm sounds: a test button plays each sound from its file, at the chosen volume', async () => {
    const played: { file: string; volume: number }[] = [];
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      played.push({ file: new URL(this.src).pathname, volume: this.volume });
      return Promise.resolve();
    });
    try {
      const user = userEvent.setup();
      await renderConsole('/dashboard/settings');
      const sounds = await screen.findByRole('group', { name: 'Alarm sounds' }, { timeout: 10_000 });
      await user.click(within(sounds).getByRole('button', { name: 'Test the sound of level 2 alarms' }));
      await user.click(within(sounds).getByRole('button', { name: 'Test alarm sound 4' }));
      await user.click(screen.getByRole('button', { name: 'Test the reminder sound' }));
      expect(played).toEqual([
        { file: '/sounds/alarm/level2.wav', volume: 1 },
        { file: '/sounds/alarm/audio-4.wav', volume: 1 },
        { file: '/sounds/alarm/reminder.wav', volume: 1 },
      ]);
      expect(tone.play).not.toHaveBeenCalled();
    } finally {
      play.mockRestore();
    }
  });

  it('saves a changed preference through the engine', async () => {
    const user = userEvent.setup();
    const { engine } = await renderConsole('/dashboard/settings');
    await user.selectOptions(await screen.findByLabelText('Repeat the reminder sound every'), '60');
    await user.selectOptions(screen.getByLabelText('Repeat the reminder sound every'), 'Never');
    await user.click(screen.getByLabelText('Show extended logs'));
    expect(engine.calls.filter((call) => call.command === 'setPref').map((call) => call.args)).toEqual([
      { key: 'reminderInterval', value: 60 },
      { key: 'reminderInterval', value: 0 },
      { key: 'extendedLogs', value: false },
    ]);
  });

  it('qa-supervisor P3-9 CONST-05 the alarm sounds\' output device is a local preference, offered only where the browser can choose one (setSinkId)', async () => {
    const saving = fakeEngine({
      setPref: async ({ key, value }) => {
        await openUserDatabase(TEST_USER).prefs.put({ key, value });
        return { ok: true, value: undefined };
      },
    });
    const { engine } = await renderConsole('/dashboard/settings', saving);
    const output = (await screen.findByRole('combobox', { name: 'Output device for alarm sounds' }, { timeout: 10_000 })) as HTMLSelectElement;
    expect(output.value).toBe('default');
    expect(output.selectedOptions[0]?.textContent).toBe('System default');
    fireEvent.change(output, { target: { value: 'default' } });
    await waitFor(() => expect(engine.calls.find((call) => call.command === 'setPref')?.args).toEqual({ key: 'alarmSoundOutputDevice', value: 'default' }));
  });

  it('qa-supervisor P3-9 a browser without setSinkId is offered no output device for the alarm sounds', async () => {
    const setSinkId = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'setSinkId');
    delete (HTMLMediaElement.prototype as { setSinkId?: unknown }).setSinkId;
    try {
      await renderConsole('/dashboard/settings');
      await screen.findByRole('button', { name: 'Test alarm sound 1' }, { timeout: 10_000 });
      expect(screen.queryByRole('combobox', { name: 'Output device for alarm sounds' })).toBeNull();
    } finally {
      if (setSinkId) Object.defineProperty(HTMLMediaElement.prototype, 'setSinkId', setSinkId);
    }
  });
});
