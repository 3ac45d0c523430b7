import { readDc09Frame } from '../server/dc09/frame.ts';

/** What came back for a frame: an answer, or none (no answer in time, the connection refused or dropped). */
export type Dc09Outcome = 'ACK' | 'NAK' | 'DUH' | 'none';

/** The unit sends the event again: to which of its two receivers, with a new time or the same frame, after a pause. */
interface Dc09Resend {
  receiver: number;
  restamp: boolean;
  afterMs: number;
}

const FIRST_PAUSE_MS = 250;
const LONGEST_PAUSE_MS = 2_000;

/**
 * Reads a receiver's answer to the message with `sequence`: an ACK or DUH must echo it (one for an earlier frame is
 * no answer to this one); a NAK carries no sequence (0000), only the receiver's time.
 */
export function dc09Outcome(answer: string | undefined, sequence: string): Dc09Outcome {
  const reading = answer === undefined ? undefined : readDc09Frame(answer);
  if (!reading?.ok) return 'none';
  const { token } = reading.frame;
  if (token === 'NAK') return 'NAK';
  return (token === 'ACK' || token === 'DUH') && reading.frame.sequence === sequence ? token : 'none';
}

/**
 * What a unit with a primary and a backup receiver does after `outcome` to its `attempt`-th frame (1-based) of an
 * event, sent to `receiver` (0 or 1), as a panel does: an ACK ends it; a DUH too (the receiver does not know the
 * account: sending again cannot help, and the event counts as refused); after a NAK (its time outside the window) it
 * sends at once to the same receiver with the receiver's time; without an answer it sends the same frame (same
 * sequence and time, so a receiver that stored it answers ACK again without a second alarm) to the other receiver,
 * pausing longer each time.
 */
export function afterOutcome(outcome: Dc09Outcome, attempt: number, receiver: number): 'done' | 'refused' | Dc09Resend {
  if (outcome === 'ACK') return 'done';
  if (outcome === 'DUH') return 'refused';
  if (outcome === 'NAK') return { receiver, restamp: true, afterMs: 0 };
  return { receiver: 1 - receiver, restamp: false, afterMs: Math.min(FIRST_PAUSE_MS * 2 ** (attempt - 1), LONGEST_PAUSE_MS) };
}
