import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAlarm } from '../../alarms/testing/alarm-harness.tsx';
import { clearConsole, seedOperator } from '../../app/testing/seed-console.ts';
import { fakeBrowser } from '../../page-capability/testing/fake-browser.ts';
import { useCapability } from '../../page-capability/use-capability.ts';
import { softphoneCapability, type SoftphoneState } from '../softphone/softphone-capability.ts';
import { SoftphoneViewProvider } from '../softphone/softphone-view.tsx';
import type { CapabilityEffects } from '../../page-capability/effects.ts';
import { type CommandResult, EngineErrorCode, failure } from '../../sync-client/failure.ts';
import { useSoftphoneDial } from './use-softphone-dial.ts';

const idle: SoftphoneState = { status: 'ready', incoming: [], current: null, lastEnded: null, levels: { input: 0, output: 0 }, notices: [] };

function ownerTab(effects: ReturnType<ReturnType<typeof fakeBrowser>['tab']>['effects'], dial: (args: { to: string; alarmId: string | null }) => CommandResult) {
  const done = (): CommandResult => ({ ok: true, value: undefined });
  const handlers = { dial, accept: done, reject: done, hangup: done, sendDigits: done, mute: done, dismissNotice: done };
  return renderHook(() => useCapability(softphoneCapability, { candidate: true, state: idle, handlers, effects }));
}

/** A tab that is not the owner: the shell's one viewer, shared through context. */
function viewerTab(effects: CapabilityEffects | null) {
  return renderHook(() => useSoftphoneDial(), { wrapper: ({ children }: { children: ReactNode }) => <SoftphoneViewProvider effects={effects}>{children}</SoftphoneViewProvider> });
}

describe('useSoftphoneDial', () => {
  afterEach(clearConsole);

  it('asks the tab that owns the softphone to dial the number for the alarm, named by its GlobalAlarmId', async () => {
    const db = await seedOperator({ session: { telephony: 'cloud' } });
    await db.alarms.put(makeAlarm({ AlarmId: 12, GlobalAlarmId: 'G-12' }));
    const browser = fakeBrowser();
    const dial = vi.fn((): CommandResult => ({ ok: true, value: undefined }));
    const owner = ownerTab(browser.tab().effects, dial);
    await waitFor(() => expect(owner.result.current.isOwner).toBe(true));
    const other = viewerTab(browser.tab().effects);
    // The user's database opens in the background; a dial names the alarm once it has.
    await waitFor(async () => {
      expect(await other.result.current('+46701234567', 12)).toEqual({ ok: true });
      expect(dial).toHaveBeenLastCalledWith({ to: '+46701234567', alarmId: 'G-12' });
    });
  });

  it("aesthetics 6.5 aesthetics 7: passes on the owner's refusal as it crossed the tabs and fails without an owner, each as a Failure with its code", async () => {
    const browser = fakeBrowser();
    const owner = ownerTab(browser.tab().effects, () => failure(EngineErrorCode.SOFTPHONE_REFUSED, 'TWILIO_ERROR_ON_INIT'));
    await waitFor(() => expect(owner.result.current.isOwner).toBe(true));
    const other = viewerTab(browser.tab().effects);
    await waitFor(async () => expect(await other.result.current('+46701234567', null)).toEqual({ ok: false, code: 'SOFTPHONE_REFUSED', messageKey: 'TWILIO_ERROR_ON_INIT' }));
    const alone = renderHook(() => useSoftphoneDial());
    expect(await alone.result.current('+46701234567', null)).toEqual({ ok: false, code: 'CLOSED' });
  });
});
