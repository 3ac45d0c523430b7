import { describe, expect, it } from 'vitest';
import { fitText } from './fit-text.ts';

describe('fitText', () => {
  it('keeps an edit that fits as it is', () => {
    expect(fitText('abc', 'abcd', 5)).toEqual({ text: 'abcd', cut: 0 });
  });

  it('qa-handling P3-10: an over-long paste keeps what fits and counts what was cut', () => {
    expect(fitText('', 'x'.repeat(5000), 4000)).toEqual({ text: 'x'.repeat(4000), cut: 1000 });
  });

  it('qa-handling P3-10: a paste in the middle keeps the text on both sides and cuts only the pasted end', () => {
    expect(fitText('ab', 'a12345b', 5)).toEqual({ text: 'a123b', cut: 2 });
  });

  it('cuts all of a paste into a full field', () => {
    expect(fitText('abcde', 'abcdeXY', 5)).toEqual({ text: 'abcde', cut: 2 });
  });
});
