import { encryptDc09 } from './aes.ts';
import { dc09Header, writeDc09Frame, type Dc09Frame } from './frame.ts';
import { formatDc09Timestamp } from './timestamp.ts';

/**
 * ACK (stored) or DUH (not understood: an unknown token), echoing the message's sequence, receiver, prefix and
 * account. To an encrypted message the answer is encrypted too, with the receiver's time inside.
 */
export function dc09Answer(kind: 'ACK' | 'DUH', frame: Dc09Frame, now: Date, key?: Buffer): string {
  const header = dc09Header(kind, { ...frame, encrypted: frame.encrypted && key !== undefined });
  if (frame.encrypted && key) return writeDc09Frame(header + encryptDc09(`]${formatDc09Timestamp(now)}`, key));
  return writeDc09Frame(`${header}]`);
}

/** NAK: the message's time was outside the window (or it had none); the receiver's time lets the sender set its clock. */
export function dc09Nak(now: Date): string {
  return writeDc09Frame(`"NAK"0000R0L0A0[]${formatDc09Timestamp(now)}`);
}
