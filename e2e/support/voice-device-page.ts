/**
 * Bundled into the page by e2e/voice-gateway.spec.ts (esbuild): the console's own createVoiceDevice with the real
 * `@twilio/voice-sdk`, and what the page observed of its calls.
 */
import type { Call, Device } from '@twilio/voice-sdk';
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
  /** Sid and status of the call placed with `connect`, and the codes of its errors. */
  outgoing: { callSid: string; status: string; errors: number[] };
}

const state: VoicePageState = { state: 'new', errors: [], incoming: [], maxOutputVolume: 0, packetsReceived: 0, codec: '', outgoing: { callSid: '', status: 'none', errors: [] } };
let current: Call | undefined;
let device: Device | undefined;

function observe(call: Call): void {
  call.on('volume', (_input: number, output: number) => {
    state.maxOutputVolume = Math.max(state.maxOutputVolume, output);
  });
  call.on('sample', (sample: { totals: { packetsReceived: number }; codecName: string }) => {
    state.packetsReceived = sample.totals.packetsReceived;
    state.codec = sample.codecName;
  });
}

/** Places a call as the console's softphone does (custom parameters To and GlobalAlarmId). */
async function connect(params: Record<string, string>): Promise<void> {
  const call = await device!.connect({ params });
  current = call;
  observe(call);
  const track = (status: string) => () => {
    state.outgoing = { ...state.outgoing, callSid: call.parameters.CallSid ?? '', status };
  };
  call.on('ringing', track('ringing'));
  call.on('accept', track('open'));
  call.on('disconnect', track('closed'));
  call.on('error', (error: { code: number }) => state.outgoing.errors.push(error.code));
}

async function register(voiceToken: VoiceToken): Promise<void> {
  device = await createVoiceDevice({ voiceToken, codecs: ['opus', 'pcmu'], sounds: {}, closeProtection: false });
  device.on('error', (error: { code?: number; message?: string }) => state.errors.push(`${error.code ?? ''} ${error.message ?? ''}`));
  device.on('incoming', (call: Call) => {
    current = call;
    state.incoming.push(call.parameters.CallSid ?? '');
    observe(call);
  });
  device.on('registered', () => (state.state = 'registered'));
  await device.register();
}

Object.assign(window, {
  voice: {
    state,
    register,
    connect,
    accept: () => current?.accept(),
    sendDigits: (digits: string) => current?.sendDigits(digits),
    hangUp: () => current?.disconnect(),
    callStatus: () => current?.status() ?? 'none',
  },
});
