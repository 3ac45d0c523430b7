import { describe, expect, it } from 'vitest';
import { operatorInformationBody, operatorInformationText } from './operator-information.ts';

describe('operator information (API-36)', () => {
  it('API-36: posts the trimmed text as { Text }', () => {
    expect(operatorInformationBody('  Key in the blue box \n')).toEqual({ Text: 'Key in the blue box' });
  });

  it('API-36: reads back our own text, nothing for "{}" or none, and another client\'s JSON as it is', () => {
    expect(operatorInformationText('{"Text":"Key in the blue box"}')).toBe('Key in the blue box');
    expect(operatorInformationText('{}')).toBe('');
    expect(operatorInformationText(undefined)).toBe('');
    expect(operatorInformationText('{"note":"ETA 10 min"}')).toBe('{"note":"ETA 10 min"}');
    expect(operatorInformationText('not json')).toBe('not json');
  });
});
