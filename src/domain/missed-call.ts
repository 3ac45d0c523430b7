import type { AlarmLog } from '../contract/index.ts';
import { oldestFirst } from './alarm-logs.ts';

export interface MissedCall {
  /** The number to call back. */
  number: string;
  /** The party as the server named it: "Erik Persson (+46702000222)" or the number. */
  party: string;
  /** When the call was missed (ISO). */
  at: string;
}

/**
 * The alarm's missed call still to be returned (qa-handling P2-2): its latest call line, when that line is a missed
 * call. Any later call line (a call back, another call) answers it; a call's note is not a call.
 */
export function missedCall(logs: readonly Pick<AlarmLog, 'EventCode' | 'EventParams' | 'Created'>[]): MissedCall | null {
  const latest = oldestFirst(logs.filter((log) => log.EventCode?.startsWith('call') && !log.EventCode.startsWith('callNote'))).at(-1);
  const number = latest?.EventParams?.number;
  if (latest?.EventCode !== 'callMissed' || !number) return null;
  return { number, party: latest.EventParams?.party ?? number, at: latest.Created ?? '' };
}
