import { describe, expect, it } from 'vitest';
import { alarmFlagNames } from './alarm-flags.ts';

describe('alarm flag names', () => {
  const available = [
    { key: '1', name: 'Medication change' },
    { key: '2', name: 'Key holder update' },
  ];
  it('qa-supervisor P3-7 a flag the centre names reads by its name, any other as it came', () => {
    expect(alarmFlagNames(['2'], available)).toEqual(['Key holder update']);
    expect(alarmFlagNames('2, FALL', available)).toEqual(['Key holder update', 'FALL']);
    expect(alarmFlagNames([1], available)).toEqual(['Medication change']);
    expect(alarmFlagNames('', available)).toEqual([]);
  });
});
