import { useEffect, useRef } from 'react';
import { isUnanswered } from '../../domain/alarm-state.ts';
import { REMINDER_INTERVAL_DEFAULT_S } from '../../domain/constants.ts';
import type { AlarmPrefs } from '../alarm-prefs.ts';
import type { ListRow } from '../list-model.ts';
import { playAlarmSounds } from './play-alarm-sounds.ts';
import type { TonePlayer } from './tone-player.ts';

/**
 * While unanswered alarms wait, their sounds play again every interval (the operator's reminder interval, 30 s
 * until chosen): one beep that then falls silent is easily missed during a call or away from the desk.
 */
export function useUnansweredRepeat(input: { rows: readonly ListRow[] | undefined; prefs: AlarmPrefs; muted: boolean; player: TonePlayer }): void {
  const waiting = input.rows?.some((row) => row.tab === 'active' && isUnanswered(row.state)) ?? false;
  const intervalS = input.prefs.reminderIntervalS ?? REMINDER_INTERVAL_DEFAULT_S;
  const latest = useRef(input);
  latest.current = input;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      const { rows, prefs, muted, player } = latest.current;
      if (muted || !rows) return;
      const unanswered = rows.filter((row) => row.tab === 'active' && isUnanswered(row.state)).map((row) => row.alarm);
      playAlarmSounds(player, prefs, unanswered);
    }, intervalS * 1000);
    return () => clearInterval(timer);
  }, [waiting, intervalS]);
}
