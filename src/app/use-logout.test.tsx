import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SoftphoneViewContext, type SoftphoneView } from '../calls/softphone/softphone-view.tsx';
import type { SoftphoneCall, SoftphoneState } from '../calls/softphone/softphone-capability.ts';
import { EngineProvider } from '../sync-client/engine-context.tsx';
import { fakeEngine } from './testing/fake-engine.ts';
import { useLogout } from './use-logout.ts';

const call = (phase: SoftphoneCall['phase']): SoftphoneCall => ({ callSid: 'CA-7', direction: 'incoming', phase, from: '+46701234567', to: '', alarmId: '7', callerText: null, initiatedAt: 1, startedAt: 2, endedAt: null, autoHangUpAt: null, muted: false, hangingUp: false });
const state = (current: SoftphoneCall | null): SoftphoneState => ({ status: 'ready', incoming: [], current, lastEnded: null, levels: { input: 0, output: 0 }, notices: [] });

function logOutWith(current: SoftphoneCall | null) {
  const engine = fakeEngine();
  const sendToSoftphone = vi.fn(() => Promise.resolve({ ok: true as const, value: undefined }));
  const softphone: SoftphoneView = { state: state(current), send: sendToSoftphone as unknown as SoftphoneView['send'] };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <EngineProvider client={engine}>
      <SoftphoneViewContext.Provider value={softphone}>{children}</SoftphoneViewContext.Provider>
    </EngineProvider>
  );
  const { result } = renderHook(() => useLogout(), { wrapper });
  return { engine, sendToSoftphone, logout: result.current };
}

describe('logout during a call', () => {
  it('SESSION-22 the call in progress is held before the logout, and the softphone leaves it held', async () => {
    const { engine, sendToSoftphone, logout } = logOutWith(call('started'));
    await logout();
    expect(engine.calls.map((sent) => sent.command)).toEqual(['callsHold', 'logout']);
    expect(engine.calls[0]!.args).toEqual({ body: { CallSid: 'CA-7' } });
    expect(sendToSoftphone).toHaveBeenCalledWith('hangup', { keepHeld: true });
  });

  it('SESSION-22 without a call in progress the logout holds nothing', async () => {
    const { engine, sendToSoftphone, logout } = logOutWith(call('stopped'));
    await logout();
    expect(engine.calls.map((sent) => sent.command)).toEqual(['logout']);
    expect(sendToSoftphone).not.toHaveBeenCalled();
  });
});
