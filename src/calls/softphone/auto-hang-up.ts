import { format } from 'date-fns';
import { TIME_ONLY_FORMAT } from '../../domain/constants.ts';

/** The automatic hang-up is announced this long before it happens (qa-handling P2-13). */
export const AUTO_HANG_UP_WARNING_MS = 60_000;

export interface AutoHangUp {
  /** When the call is hung up, in the console's 24-hour time. */
  time: string;
  /** Seconds left while within the warning minute, else null. */
  secondsLeft: number | null;
}

/** The call's automatic hang-up (CALL-28) as the call bar shows it; null when there is none or it is unreadable. */
export function autoHangUp(autoHangUpAt: string | null, now: number): AutoHangUp | null {
  const at = autoHangUpAt ? Date.parse(autoHangUpAt) : Number.NaN;
  if (Number.isNaN(at)) return null;
  const left = at - now;
  return { time: format(at, TIME_ONLY_FORMAT), secondsLeft: left <= AUTO_HANG_UP_WARNING_MS ? Math.max(0, Math.ceil(left / 1000)) : null };
}
