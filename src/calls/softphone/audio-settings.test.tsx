import { act, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeEngine } from '../../app/testing/fake-engine.ts';
import { renderRouter } from '../../app/testing/render-router.tsx';
import { clearConsole, seedOperator } from '../../app/testing/seed-console.ts';
import { createTestI18n } from '../../app/testing/test-i18n.ts';
import type { Telephony } from '../../db/rows.ts';
import { SoftphoneAudioSettings } from './audio-settings.tsx';

afterEach(() => clearConsole());

async function show(telephony: Telephony, settings: Record<string, string> = {}) {
  await seedOperator({ session: { telephony }, settings });
  const engine = fakeEngine();
  renderRouter(createMemoryRouter([{ path: '/', element: <SoftphoneAudioSettings /> }]), engine, await createTestI18n('en-GB'));
  return engine;
}

describe('SoftphoneAudioSettings', () => {
  it('CALL-48 CALL-50 offers devices, disconnect sound, gain control, noise suppression and codecs, opus first', async () => {
    await show('cloud');
    expect(await screen.findByRole('group', { name: 'Call audio' })).toBeTruthy();
    for (const name of ['Ringtone device', 'Speaker device', 'Codec list']) expect(screen.getByRole('combobox', { name })).toBeTruthy();
    for (const name of ['Disconnect sound', 'Automatic gain control', 'Noise suppression']) expect(screen.getByRole('checkbox', { name })).toHaveProperty('checked', true);
    expect(screen.getByRole('combobox', { name: 'Codec list' })).toHaveProperty('value', 'opus');
  });

  it('CALL-60 the disconnect toggle settles 500 ms before it can be switched again; the choice is a local preference', async () => {
    const engine = await show('cloud');
    const toggle = await screen.findByRole('checkbox', { name: 'Disconnect sound' });
    act(() => toggle.click());
    expect(toggle).toHaveProperty('disabled', true);
    expect(engine.calls.filter((call) => call.command === 'setPref').map((call) => call.args)).toEqual([{ key: 'softphone.disconnectSound', value: false }]);
    await waitFor(() => expect(toggle).toHaveProperty('disabled', false), { timeout: 1_000 });
  });

  it('CALL-49 not shown for other telephony, nor when the server denies them', async () => {
    await show('basicTel');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('group', { name: 'Call audio' })).toBeNull();
    await clearConsole();
    await show('cloud', { SOFTPHONE_AUDIO_SETTINGS: 'False' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('group', { name: 'Call audio' })).toBeNull();
  });
});
