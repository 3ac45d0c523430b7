import { endedPhase } from './ended-phase.ts';
import type { CallPhase, SoftphoneCall } from './softphone-capability.ts';
import type { VoiceCall } from './softphone-effects.ts';
import type { SoftphoneStateOwner } from './softphone-state.ts';

/** A provider call as the softphone publishes it, pending until it is accepted. */
export function describeCall(call: VoiceCall, direction: SoftphoneCall['direction'], fallbackSid: string, now: number): SoftphoneCall {
  const custom = call.customParameters;
  return {
    callSid: call.parameters.CallSid || fallbackSid,
    direction,
    phase: 'pending',
    from: call.parameters.From ?? '',
    to: call.parameters.To ?? custom.get('To') ?? '',
    alarmId: custom.get('GlobalAlarmId') || custom.get('AlarmId') || null,
    callerText: custom.get('CallerText') || null,
    initiatedAt: now,
    startedAt: null,
    endedAt: null,
    autoHangUpAt: custom.get('AutoHangUpAt') || null,
    muted: false,
    hangingUp: false,
  };
}

/** Publishes what happens to the Device's current call: media, mute, levels, its end and its errors. */
export function followCall(call: VoiceCall, sidOf: () => string, softphone: SoftphoneStateOwner, now: () => number): void {
  const { set, updateCurrent } = softphone;
  let lastLevels = 0;
  // A take leg brings back a held call: its media resumes (CALL-07), and its timer goes on from the call's first
  // answer, the start its log's duration counts from (qa-handling P3-5).
  const media: CallPhase = call.customParameters.get('Take') === '1' ? 'resumed' : 'started';
  const answeredAt = Date.parse(call.customParameters.get('AnsweredAt') ?? '');
  call.on('accept', () => updateCurrent(sidOf(), { phase: media, startedAt: Math.min(now(), Number.isNaN(answeredAt) ? Infinity : answeredAt) }));
  call.on('mute', (muted: boolean) => updateCurrent(sidOf(), { muted }));
  call.on('volume', (input: number, output: number) => {
    // The SDK reports about 20 times a second; a few times a second is plenty for a meter (and the channel).
    const at = now();
    if (at - lastLevels < 200) return;
    lastLevels = at;
    set({ levels: { input, output } });
  });
  call.on('disconnect', () => {
    const current = softphone.get().current;
    const callSid = sidOf();
    if (current?.callSid !== callSid) return;
    const endedAt = now();
    const keptHeld = current.phase === 'held';
    set({
      current: { ...current, phase: endedPhase(current.phase), endedAt, hangingUp: false },
      levels: { input: 0, output: 0 },
      lastEnded: current.startedAt !== null && !keptHeld ? { callSid, alarmId: current.alarmId, endedAt } : softphone.get().lastEnded,
    });
  });
  call.on('error', (error: { code?: number; message?: string }) => softphone.onVoiceError(error, sidOf()));
}
