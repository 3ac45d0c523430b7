import { useEffect, useRef, useState } from 'react';
import { useEngineEvents } from '../sync-client/engine-context.tsx';
import type { AlarmPrefs } from './alarm-prefs.ts';
import type { TonePlayer } from './sound/tone-player.ts';

/**
 * Reminder pushes (core §4, PLAN-28/29; the server sends one when a reminder falls due): each plays the reminder
 * sound, repeated every reminder interval (none: once) until the operator opens that alarm or it ends. The sound
 * preference decides only the sound: the list shows a due reminder either way.
 */
export function useReminderSound(input: {
  prefs: AlarmPrefs;
  player: TonePlayer;
  muted: boolean;
  /** Alarms still worth reminding about (active ones); the open alarm counts as answered. */
  activeIds: { has(alarmId: number): boolean };
  openAlarmId: number | null;
}): void {
  const { prefs, player, muted, activeIds, openAlarmId } = input;
  const [ringing, setRinging] = useState<ReadonlySet<number>>(new Set());
  const sound = useRef({ prefs, player, muted });
  sound.current = { prefs, player, muted };

  useEngineEvents((event) => {
    if (event.type !== 'reminder' || !sound.current.prefs.reminderSound) return;
    if (!sound.current.muted) sound.current.player.play('reminder', Math.max(sound.current.prefs.volume[1], sound.current.prefs.volume[2]));
    setRinging((current) => new Set([...current, event.alarmId]));
  });

  // Stop for alarms that were opened or have ended.
  useEffect(() => {
    const still = [...ringing].filter((id) => activeIds.has(id) && id !== openAlarmId);
    if (still.length !== ringing.size) setRinging(new Set(still));
  }, [ringing, activeIds, openAlarmId]);

  const intervalS = prefs.reminderIntervalS;
  const hasRinging = ringing.size > 0 && prefs.reminderSound;
  useEffect(() => {
    if (!hasRinging || intervalS === null) return;
    const timer = setInterval(() => {
      const { prefs: p, player: tones, muted: mute } = sound.current;
      if (!mute) tones.play('reminder', Math.max(p.volume[1], p.volume[2]));
    }, intervalS * 1000);
    return () => clearInterval(timer);
  }, [hasRinging, intervalS]);
}
