import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeEngine } from '../../app/testing/fake-engine.ts';
import { renderRouter } from '../../app/testing/render-router.tsx';
import { clearConsole, seedOperator } from '../../app/testing/seed-console.ts';
import { createTestI18n } from '../../app/testing/test-i18n.ts';
import { CallNumber } from './call-number.tsx';
import type { CommandResult } from '../../sync-client/failure.ts';

const dial = vi.fn<(to: string, alarmId: number | null) => Promise<CommandResult>>();
vi.mock('./use-softphone-dial.ts', () => ({ useSoftphoneDial: () => dial }));

afterEach(async () => {
  dial.mockReset();
  await clearConsole();
});

async function showCloud() {
  await seedOperator({ session: { telephony: 'cloud' }, settings: { TELEPHONE_PREFIX: '+46' } });
  const engine = fakeEngine();
  renderRouter(createMemoryRouter([{ path: '/', element: <CallNumber value="070 123 45 67" alarmId={12} /> }]), engine, await createTestI18n('en-GB'));
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Call 070 123 45 67' }));
  return () => engine.calls.filter((call) => call.command === 'registerCall').map((call) => call.args);
}

describe('CallNumber in cloud mode', () => {
  it('qa-handling P3-6: the Call button has the softphone dial the dial number for the alarm and registers nothing (the server logs the call once)', async () => {
    dial.mockResolvedValue({ ok: true, value: undefined });
    const registered = await showCloud();
    await waitFor(() => expect(dial).toHaveBeenCalledWith('+46701234567', 12));
    expect(registered()).toEqual([]);
  });

  it("a refused dial shows the softphone's message and registers nothing", async () => {
    dial.mockResolvedValue({ ok: false, code: 'SOFTPHONE_REFUSED', messageKey: 'TWILIO_ERROR_ON_INIT' });
    const registered = await showCloud();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Cloud telephony is not enabled for this account.');
    expect(registered()).toEqual([]);
  });
});
