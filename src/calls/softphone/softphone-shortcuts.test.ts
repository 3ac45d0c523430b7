import { describe, expect, it } from 'vitest';
import type { SoftphoneCall, SoftphoneState } from './softphone-capability.ts';
import { IDLE_STATE } from './softphone-state.ts';
import { softphoneShortcut } from './softphone-shortcuts.ts';

const call = (phase: SoftphoneCall['phase'], callSid = 'CA1'): SoftphoneCall => ({
  callSid,
  direction: 'incoming',
  phase,
  from: '+46701234567',
  to: 'anna',
  alarmId: null,
  callerText: null,
  initiatedAt: 0,
  startedAt: null,
  endedAt: null,
  autoHangUpAt: null,
  muted: false, hangingUp: false,
});
const ctrl = (key: string) => ({ key, ctrlKey: true, altKey: false, metaKey: false, shiftKey: false });
const with_ = (change: Partial<SoftphoneState>): SoftphoneState => ({ ...IDLE_STATE, status: 'ready', ...change });

describe('softphoneShortcut', () => {
  it('CALL-30 Ctrl+G hangs up the active call', () => {
    expect(softphoneShortcut(ctrl('g'), with_({ current: call('started') }))).toEqual({ command: 'hangup' });
    expect(softphoneShortcut(ctrl('G'), with_({ current: call('pending') }))).toEqual({ command: 'hangup' });
  });
  it('without an active call Ctrl+G is not the softphone’s (the alarm template saves the note)', () => {
    expect(softphoneShortcut(ctrl('g'), with_({}))).toBeNull();
    expect(softphoneShortcut(ctrl('g'), with_({ current: call('completed') }))).toBeNull();
    expect(softphoneShortcut({ ...ctrl('g'), altKey: true }, with_({ current: call('started') }))).toBeNull();
  });
  it('Ctrl+S accepts the oldest ringing call, and is not taken when nothing rings', () => {
    expect(softphoneShortcut(ctrl('s'), with_({ incoming: [call('pending', 'CA7'), call('pending', 'CA8')] }))).toEqual({ command: 'accept', callSid: 'CA7' });
    expect(softphoneShortcut(ctrl('s'), with_({}))).toBeNull();
  });
});
