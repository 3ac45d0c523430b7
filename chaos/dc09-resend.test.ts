import { describe, expect, it } from 'vitest';
import { dc09Answer, dc09Nak } from '../server/dc09/answers.ts';
import { readDc09Frame, type Dc09Frame } from '../server/dc09/frame.ts';
import { dc09Message } from '../server/dc09/message.ts';
import { afterOutcome, dc09Outcome } from './dc09-resend.ts';

const NOW = new Date('2026-11-28T23:00:00Z');
const sent = (sequence: string): Dc09Frame => {
  const reading = readDc09Frame(dc09Message({ token: 'SIA-DCS', sequence, receiver: '1', prefix: '1', account: '2001', data: '|Nri1/FA01', timestamp: NOW }));
  if (!reading.ok) throw new Error('the test frame does not read');
  return reading.frame;
};

describe('a DC-09 flood unit reading its answer', () => {
  it('DC-09 flood: an ACK or DUH counts only when it echoes the sequence; a NAK has none to echo', () => {
    expect(dc09Outcome(dc09Answer('ACK', sent('0007'), NOW), '0007')).toBe('ACK');
    expect(dc09Outcome(dc09Answer('DUH', sent('0007'), NOW), '0007')).toBe('DUH');
    // A late ACK of the frame before is no answer to this one.
    expect(dc09Outcome(dc09Answer('ACK', sent('0006'), NOW), '0007')).toBe('none');
    expect(dc09Outcome(dc09Nak(NOW), '0007')).toBe('NAK');
    expect(dc09Outcome(undefined, '0007')).toBe('none');
    expect(dc09Outcome('\nnot a frame\r', '0007')).toBe('none');
  });
});

describe('the DC-09 flood unit’s resend rule', () => {
  it('DC-09 flood: an ACK ends the event, a DUH gives it up as refused', () => {
    expect(afterOutcome('ACK', 1, 0)).toBe('done');
    expect(afterOutcome('DUH', 3, 1)).toBe('refused');
  });

  it('DC-09 flood: without an answer the same frame goes to the other receiver, after a pause that grows to 2 s', () => {
    expect(afterOutcome('none', 1, 0)).toEqual({ receiver: 1, restamp: false, afterMs: 250 });
    expect(afterOutcome('none', 2, 1)).toEqual({ receiver: 0, restamp: false, afterMs: 500 });
    expect(afterOutcome('none', 4, 1)).toEqual({ receiver: 0, restamp: false, afterMs: 2_000 });
    expect(afterOutcome('none', 9, 0)).toEqual({ receiver: 1, restamp: false, afterMs: 2_000 });
  });

  it('DC-09 flood: after a NAK the event goes again at once to the same receiver, with the receiver’s time', () => {
    expect(afterOutcome('NAK', 2, 1)).toEqual({ receiver: 1, restamp: true, afterMs: 0 });
  });
});
