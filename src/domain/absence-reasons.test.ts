import { describe, expect, it } from 'vitest';
import { absenceReasonCode } from './absence-reasons.ts';

describe('absenceReasonCode', () => {
  it('qa-supervisor P2-15: a default reason is stored by its code; a code or a reason of another set stays as it is', () => {
    expect(['Hospital', 'Short-term care', 'Travel', 'Visiting relatives', 'Other'].map(absenceReasonCode)).toEqual(['hospital', 'shortTermCare', 'travel', 'visitingRelatives', 'other']);
    expect(absenceReasonCode('travel')).toBe('travel');
    expect(absenceReasonCode('Dentist')).toBe('Dentist');
  });
});
