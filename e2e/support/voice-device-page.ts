/**
 * Bundled into the page by e2e/voice-gateway.spec.ts (esbuild): the console's own createVoiceDevice with the real
 * `@twilio/voice-sdk`, and what the page observed of its calls.
 */
import type { Call } from '@twilio/voice-sdk';
import type { VoiceToken } from '../../src/contract/entities/calls.ts';
import { createVoiceDevice } from '../../src/calls/softphone/voice-device.ts';

export interface VoicePageState {
  state: string;
  errors: string[];
  incoming: string[];
  /** Highest output volume the SDK measured on the remote audio (0 to 1). */
  maxOutputVolume: number;
  /** Audio packets received, from the SDK's RTC samples. */
  packetsReceived: number;
  codec: string;
}

const state: VoicePageState = { state: 'new', errors: [], incoming: [], maxOutputVolume: 0, packetsReceived: 0, codec: '' };
let current: Call | undefined;

async function register(voiceToken: VoiceToken): Promise<void> {
  const device = await createVoiceDevice({ voiceToken, codecs: ['opus', 'pcmu'], sounds: {}, closeProtection: false });
  device.on('error', (error: { code?: number; message?: string }) => state.errors.push(`${error.code ?? ''} ${error.message ?? ''}`));
  device.on('incoming', (call: Call) => {
    current = call;
    state.incoming.push(call.parameters.CallSid ?? '');
    call.on('volume', (_input: number, output: number) => {
      state.maxOutputVolume = Math.max(state.maxOutputVolume, output);
    });
    call.on('sample', (sample: { totals: { packetsReceived: number }; codecName: string }) => {
      state.packetsReceived = sample.totals.packetsReceived;
      state.codec = sample.codecName;
    });
  });
  device.on('registered', () => (state.state = 'registered'));
  await device.register();
}

Object.assign(window, {
  voice: {
    state,
    register,
    accept: () => current?.accept(),
    sendDigits: (digits: string) => current?.sendDigits(digits),
    hangUp: () => current?.disconnect(),
    callStatus: () => current?.status() ?? 'none',
  },
});
