import { useEffect, useRef } from 'react';
import { repeatSound } from '../../domain/alarm-sound.ts';
import { isUnanswered } from '../../domain/alarm-state.ts';
import type { AlarmPrefs } from '../alarm-prefs.ts';
import type { ListRow } from '../list/list-model.ts';
import type { TonePlayer } from './tone-player.ts';

/**
 * While unanswered alarms wait, the sound of the highest level waiting plays again every `intervalS` (the centre's
 * UNANSWERED_SOUND_REPEAT; 0 turns it off): one beep that then falls silent is easily missed during a call or away
 * from the desk.
 */
export function useUnansweredRepeat(input: { rows: readonly ListRow[] | undefined; prefs: AlarmPrefs; muted: boolean; player: TonePlayer; intervalS: number }): void {
  const waiting = input.rows?.some((row) => row.tab === 'active' && isUnanswered(row.state)) ?? false;
  const { intervalS } = input;
  const latest = useRef(input);
  latest.current = input;
  useEffect(() => {
    if (!waiting || intervalS <= 0) return;
    const timer = setInterval(() => {
      const { rows, prefs, muted, player } = latest.current;
      if (muted || !rows) return;
      const unanswered = rows.filter((row) => row.tab === 'active' && isUnanswered(row.state)).map((row) => row.alarm);
      const repeat = repeatSound(unanswered, prefs);
      if (repeat) player.play(repeat.sound, repeat.volume);
    }, intervalS * 1000);
    return () => clearInterval(timer);
  }, [waiting, intervalS]);
}
