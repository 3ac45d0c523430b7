import { describe, expect, it } from 'vitest';
import { shouldAutoAnswer } from './auto-answer.ts';

describe('shouldAutoAnswer', () => {
  it('CALL-09 a call from a configured auto-answer number is accepted automatically, however it is written', () => {
    expect(shouldAutoAnswer('+46701234567', undefined, ['+46 70-123 45 67', '+4681234'])).toBe(true);
    expect(shouldAutoAnswer('+46709999999', undefined, ['+46 70-123 45 67'])).toBe(false);
    expect(shouldAutoAnswer('', undefined, [''])).toBe(false);
  });
  it('a take leg (Take=1) is accepted automatically', () => {
    expect(shouldAutoAnswer('+46709999999', '1', [])).toBe(true);
    expect(shouldAutoAnswer('+46709999999', '0', [])).toBe(false);
  });
});
