import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import type { Call } from '../../contract/entities/calls.ts';
import { createTestI18n } from '../../app/testing/test-i18n.ts';
import type { FakeEngine } from '../../app/testing/fake-engine.ts';
import { seedOperator } from '../../app/testing/seed-console.ts';
import { EngineProvider } from '../../sync-client/engine-context.tsx';
import type { CommandResult } from '../../sync-client/failure.ts';
import type { SoftphoneCall, SoftphoneState } from '../softphone/softphone-capability.ts';
import type { SoftphoneView } from '../softphone/softphone-view.tsx';

export const IDLE_SOFTPHONE: SoftphoneState = { status: 'ready', incoming: [], current: null, lastEnded: null, levels: { input: 0, output: 0 }, notices: [] };

/** A connected softphone call (tones can be sent). */
export function connectedCall(patch: Partial<SoftphoneCall> = {}): SoftphoneCall {
  return {
    callSid: 'CA-active',
    direction: 'incoming',
    phase: 'started',
    from: '+46701111111',
    to: 'anna',
    alarmId: '7',
    callerText: null,
    initiatedAt: 0,
    startedAt: 1,
    endedAt: null,
    autoHangUpAt: null,
    muted: false, hangingUp: false,
    ...patch,
  };
}

/** A softphone seen from a viewer tab: a fixed state and commands that answer ok unless told otherwise. */
export function fakeSoftphone(state: SoftphoneState | null = IDLE_SOFTPHONE, answer: CommandResult = { ok: true, value: undefined }) {
  const send = vi.fn(async (_command: string, _args: unknown) => answer);
  return { state, send } as unknown as SoftphoneView & { send: typeof send };
}

/** The logged-in operator with these calls stored as the engine keeps them. */
export async function seedCalls(calls: Call[], loadError = false) {
  const db = await seedOperator({ session: { telephony: 'cloud' } });
  await db.calls.bulkPut(calls);
  if (loadError) await db.meta.put({ key: 'loadError:calls', value: { status: 500, message: 'ERROR_CALL_FETCH' } });
  return db;
}

export async function renderWithEngine(ui: ReactNode, engine: FakeEngine, language = 'en-GB') {
  const i18n = await createTestI18n(language);
  // As a wrapper, so that a test's rerender keeps the providers.
  return render(ui, {
    wrapper: ({ children }) => (
      <I18nextProvider i18n={i18n}>
        <EngineProvider client={engine}>{children}</EngineProvider>
      </I18nextProvider>
    ),
  });
}
