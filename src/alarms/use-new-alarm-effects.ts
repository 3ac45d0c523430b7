import { useCallback, useEffect, useRef, useState } from 'react';
import { newAlarmEffects, soundsDuringCall, updateSeenAlarms } from '../domain/alarm-sound.ts';
import { isUnanswered } from '../domain/alarm-state.ts';
import { ACTIVE_TAB_PULSE_MS } from '../domain/constants.ts';
import { floodSounds, nextFloodBurstAt } from '../domain/flood-sound.ts';
import type { ListedAlarm } from '../db/rows.ts';
import { useSend } from '../sync-client/engine-context.tsx';
import { dispatchAcceptAlarm } from './alarm-events.ts';
import type { AlarmPrefs } from './alarm-prefs.ts';
import { rowsNotLooked } from './list/list-delta.ts';
import type { ListRow } from './list/list-model.ts';
import { announceAlarmSound } from './sound/alarm-sound-event.ts';
import { playAlarmSounds } from './sound/play-alarm-sounds.ts';
import type { TonePlayer } from './sound/tone-player.ts';

/** Plays the alarms' sounds and tells the other tabs they sounded. */
function soundAlarms(player: TonePlayer, prefs: AlarmPrefs, alarms: readonly ListedAlarm[], onCall?: boolean): void {
  playAlarmSounds(player, prefs, alarms, onCall);
  announceAlarmSound(alarms.map((alarm) => alarm.AlarmId));
}

/** Of these alarms, those still unanswered in the active tab. */
function stillWaiting(rows: readonly ListRow[] | undefined, ids: ReadonlySet<number>): ListedAlarm[] {
  return (rows ?? []).filter((row) => ids.has(row.alarm.AlarmId) && row.tab === 'active' && isUnanswered(row.state)).map((row) => row.alarm);
}

interface FloodBurst {
  /** When the last burst sounded; null before the first. */
  lastAt: number | null;
  held: ListedAlarm[];
  timer?: ReturnType<typeof setTimeout>;
}

/** Alarms held during a flood sound together at the next burst; `play` answers whether anything sounded. */
function holdForBurst(burst: FloodBurst, held: readonly ListedAlarm[], play: (ids: ReadonlySet<number>) => boolean): void {
  if (held.length === 0 || burst.lastAt === null) return;
  burst.held.push(...held);
  burst.timer ??= setTimeout(() => {
    const ids = new Set(burst.held.map((alarm) => alarm.AlarmId));
    burst.held = [];
    burst.timer = undefined;
    if (play(ids)) burst.lastAt = Date.now();
  }, nextFloodBurstAt(burst.lastAt) - Date.now());
}

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
  /** A flood is on: new alarms sound together once every few seconds, acute ones at once. */
  flood?: boolean;
}): boolean {
  const send = useSend();
  /** Alarm id → whether it was My at the last look; undefined until the first load was seeded. */
  const seen = useRef<Map<number, boolean> | undefined>(undefined);
  /** Rows already compared: the list model keeps an unchanged alarm's row object, so a push compares only new ones. */
  const compared = useRef(new WeakSet<ListRow>());
  /** Alarms that arrived during the call, to sound when it ends if still unanswered (qa-handling P2-11). */
  const afterCall = useRef(new Set<number>());
  /** During a flood: when the last burst sounded, and the alarms held for the next one. */
  const burst = useRef<FloodBurst>({ lastAt: null, held: [] });
  useEffect(() => () => clearTimeout(burst.current.timer), []);
  const [pulseKey, setPulseKey] = useState(0);
  const [pulsing, setPulsing] = useState(false);
  const latest = useRef({ ...input, send });
  latest.current = { ...input, send };

  /** The last rows compared: the next push's new rows are found among its changes, not by a walk over every row. */
  const lastCompared = useRef<readonly ListRow[] | undefined>(undefined);

  const handle = useCallback((rows: readonly ListRow[]) => {
    const changed = rowsNotLooked(lastCompared.current, rows, compared.current);
    lastCompared.current = rows;
    const { arrivedInActive, enteredMy, deliveryReports } = newAlarmEffects(seen.current, changed);
    seen.current = updateSeenAlarms(seen.current, rows, changed);
    for (const row of changed) compared.current.add(row);
    const { prefs, muted, player, reportsDelivery, send: engineSend } = latest.current;
    for (const alarm of reportsDelivery ? deliveryReports : []) {
      void engineSend('deliveryReport', { params: { alarm_id: alarm.AlarmId }, body: { AlarmId: alarm.AlarmId } });
    }
    for (const alarm of enteredMy) dispatchAcceptAlarm({ alarmId: alarm.AlarmId, globalAlarmId: alarm.GlobalAlarmId });
    if (arrivedInActive.length === 0) return;
    const { onCall, flood } = latest.current;
    const { now, afterCall: later } = onCall ? soundsDuringCall(arrivedInActive) : { now: muted ? [] : arrivedInActive, afterCall: [] };
    for (const alarm of later) afterCall.current.add(alarm.AlarmId);
    const { now: sounding, held } = flood && !onCall ? floodSounds(now, burst.current.lastAt, Date.now()) : { now, held: [] };
    if (sounding.length > 0) {
      soundAlarms(player, prefs, sounding, onCall);
      if (flood && held.length === 0) burst.current.lastAt = Date.now();
    }
    holdForBurst(burst.current, held, (ids) => {
      const { rows: current, muted: mutedNow, player: playerNow, prefs: prefsNow } = latest.current;
      const due = stillWaiting(current, ids);
      if (mutedNow || due.length === 0) return false;
      soundAlarms(playerNow, prefsNow, due);
      return true;
    });
    setPulseKey((key) => key + 1);
  }, []);

  useEffect(() => () => clearTimeout(burst.current.timer), []);

  // The call ended: what arrived during it and is still unanswered sounds now.
  const { onCall = false } = input;
  useEffect(() => {
    if (onCall || afterCall.current.size === 0) return;
    const waiting = afterCall.current;
    afterCall.current = new Set();
    const { rows: current, muted, player, prefs } = latest.current;
    const due = stillWaiting(current, waiting);
    if (muted || due.length === 0) return;
    soundAlarms(player, prefs, due);
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
