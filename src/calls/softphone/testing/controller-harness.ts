import { vi } from 'vitest';
import type { HangupDigit } from '../hangup-digit.ts';
import type { SoftphoneState } from '../softphone-capability.ts';
import { createSoftphoneController } from '../softphone-controller.ts';
import type { SoftphoneEffects } from '../softphone-effects.ts';
import { FakeCall, FakeDevice, fakeToken } from './fake-voice.ts';

/** A softphone controller on fake voice effects (a fake Device per start), with what it reported and its last state. */
export function startSoftphone(options: { token?: Awaited<ReturnType<SoftphoneEffects['fetchToken']>>; autoAnswer?: string[]; holdFails?: boolean; hangupDigit?: HangupDigit } = {}) {
  const devices: FakeDevice[] = [];
  const reported: string[] = [];
  let state: SoftphoneState | null = null;
  let id = 0;
  const effects: SoftphoneEffects = {
    fetchToken: vi.fn(() => Promise.resolve(options.token ?? { ok: true as const, value: fakeToken() })),
    createDevice: (token) => {
      const device = new FakeDevice(token.token);
      devices.push(device);
      return Promise.resolve(device);
    },
    reloadSettings: vi.fn(),
    playBusyTone: vi.fn(),
    reportFailedEstablish: (to, alarmId) => reported.push(`${to}/${alarmId}`),
    holdCall: vi.fn(() => Promise.resolve(!options.holdFails)),
    hangupDigit: () => options.hangupDigit ?? null,
    now: () => Date.now(),
    randomId: () => `id-${++id}`,
  };
  const teardown = new AbortController();
  const controller = createSoftphoneController({ effects, autoAnswer: () => options.autoAnswer ?? [], onState: (next) => (state = next), signal: teardown.signal });
  return { controller, effects, devices, reported, state: () => state!, teardown };
}

/** A call rings on the fake Device. */
export const ring = (device: FakeDevice, sid: string, from = '+46701234567', custom: Record<string, string> = {}) => {
  const call = new FakeCall({ CallSid: sid, From: from, To: 'client:anna' }, { GlobalAlarmId: 'G-1', ...custom });
  device.emit('incoming', call);
  return call;
};
