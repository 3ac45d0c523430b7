import { useCallback, useEffect, useRef, useState } from 'react';
import { newAlarmEffects, soundsDuringCall, updateSeenAlarms } from '../domain/alarm-sound.ts';
import { isUnanswered } from '../domain/alarm-state.ts';
import { ACTIVE_TAB_PULSE_MS } from '../domain/constants.ts';
import { useSend } from '../sync-client/engine-context.tsx';
import { dispatchAcceptAlarm } from './alarm-events.ts';
import type { AlarmPrefs } from './alarm-prefs.ts';
import type { ListRow } from './list/list-model.ts';
import { announceAlarmSound } from './sound/alarm-sound-event.ts';
import { playAlarmSounds } from './sound/play-alarm-sounds.ts';
import type { TonePlayer } from './sound/tone-player.ts';

/** The list's rows as soon as the stored alarms change, before React draws them. */
export interface RowsAhead {
  subscribe(listener: () => void): () => void;
  rows(): readonly ListRow[] | undefined;
}

/**
 * What happens when alarms arrive (core §4): the active tab pulses for 3 s, the alarms' level sounds play, once per
 * level however many arrived (or the audio alarm sound its UseSound names), a delivery report goes out for DoDeliveryConfirmation, and an alarm entering My fires
 * the accept-alarm event. The first load is only remembered (no sound, no pulse), so opening the console on a
 * busy centre is silent. Returns whether the active tab pulses.
 * With `ahead` (the sound owner), a push is handled when the store changes, before the rows are drawn: the tone
 * starts a render earlier (push-to-sound). The drawn rows are then the same row objects, already compared;
 * and which alarms are new is decided by id, so a row handled ahead never sounds again.
 */
export function useNewAlarmEffects(input: {
  rows: readonly ListRow[] | undefined;
  prefs: AlarmPrefs;
  muted: boolean;
  /** Muted only for the call in progress (MUTE_ALARMSOUNDS_ON_CALL): acute alarms still sound (a short tone), the others after it. */
  onCall?: boolean;
  player: TonePlayer;
  /** Whether this tab reports deliveries: the sound owner, one tab per browser (every tab sees every alarm). */
  reportsDelivery: boolean;
  ahead?: RowsAhead | null;
}): boolean {
  const send = useSend();
  /** Alarm id → whether it was My at the last look; undefined until the first load was seeded. */
  const seen = useRef<Map<number, boolean> | undefined>(undefined);
  /** Rows already compared: the list model keeps an unchanged alarm's row object, so a push compares only new ones. */
  const compared = useRef(new WeakSet<ListRow>());
  /** Alarms that arrived during the call, to sound when it ends if still unanswered (qa-handling P2-11). */
  const afterCall = useRef(new Set<number>());
  const [pulseKey, setPulseKey] = useState(0);
  const [pulsing, setPulsing] = useState(false);
  const latest = useRef({ ...input, send });
  latest.current = { ...input, send };

  const handle = useCallback((rows: readonly ListRow[]) => {
    const changed = rows.filter((row) => !compared.current.has(row));
    const { arrivedInActive, enteredMy, deliveryReports } = newAlarmEffects(seen.current, changed);
    seen.current = updateSeenAlarms(seen.current, rows, changed);
    for (const row of changed) compared.current.add(row);
    const { prefs, muted, player, reportsDelivery, send: engineSend } = latest.current;
    for (const alarm of reportsDelivery ? deliveryReports : []) {
      void engineSend('deliveryReport', { params: { alarm_id: alarm.AlarmId }, body: { AlarmId: alarm.AlarmId } });
    }
    for (const alarm of enteredMy) dispatchAcceptAlarm({ alarmId: alarm.AlarmId, globalAlarmId: alarm.GlobalAlarmId });
    if (arrivedInActive.length === 0) return;
    const { onCall } = latest.current;
    const { now, afterCall: later } = onCall ? soundsDuringCall(arrivedInActive) : { now: muted ? [] : arrivedInActive, afterCall: [] };
    for (const alarm of later) afterCall.current.add(alarm.AlarmId);
    if (now.length > 0) {
      playAlarmSounds(player, prefs, now, onCall);
      announceAlarmSound(now.map((alarm) => alarm.AlarmId));
    }
    setPulseKey((key) => key + 1);
  }, []);

  // The call ended: what arrived during it and is still unanswered sounds now.
  const { onCall = false } = input;
  useEffect(() => {
    if (onCall || afterCall.current.size === 0) return;
    const waiting = afterCall.current;
    afterCall.current = new Set();
    const { rows: current, muted, player, prefs } = latest.current;
    const due = (current ?? []).filter((row) => waiting.has(row.alarm.AlarmId) && row.tab === 'active' && isUnanswered(row.state)).map((row) => row.alarm);
    if (muted || due.length === 0) return;
    playAlarmSounds(player, prefs, due);
    announceAlarmSound(due.map((alarm) => alarm.AlarmId));
  }, [onCall]);

  const { rows, ahead } = input;
  useEffect(() => {
    if (rows) handle(rows);
  }, [rows, handle]);
  useEffect(
    () =>
      ahead?.subscribe(() => {
        // Never in the way of the store's other listeners: a failure here leaves the push to the drawn rows.
        try {
          const now = ahead.rows();
          if (now) handle(now);
        } catch (error) {
          console.error('new alarms not handled ahead of drawing', error);
        }
      }),
    [ahead, handle],
  );

  useEffect(() => {
    if (pulseKey === 0) return;
    setPulsing(true);
    const timer = setTimeout(() => setPulsing(false), ACTIVE_TAB_PULSE_MS);
    return () => clearTimeout(timer);
  }, [pulseKey]);

  return pulsing;
}
