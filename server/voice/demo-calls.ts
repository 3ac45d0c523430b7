import type { FarEnd } from '../calls/far-end.ts';

/** A number that is always busy (server/README.md): dialling it proves the busy tone and failedestablish. */
const DEMO_BUSY_NUMBER = '+46700000486';
/** A dialled demo person (any number but the busy one) answers after this long. */
const DEMO_ANSWER_MS = 2000;
/** A voice-capable demo alarm unit ends its call this long after it started (AutoHangUpAt). */
const DEMO_AUTO_HANG_UP_MS = 15 * 60_000;

/** The demo's parties: every dialled number answers (the busy one is busy) and a unit's call lasts a quarter hour. */
export const demoFarEnd: FarEnd = {
  dialled: (to) => ({ answerAfterMs: DEMO_ANSWER_MS, busy: to === DEMO_BUSY_NUMBER }),
  unitCallMs: DEMO_AUTO_HANG_UP_MS,
};
