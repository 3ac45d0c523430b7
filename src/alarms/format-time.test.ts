import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-time.ts';

const at = new Date(2026, 2, 1, 9, 5).getTime();
const now = new Date(2026, 2, 1, 18, 0).getTime();

describe('formatDateTime', () => {
  it('CONST-04 uses yyyy-MM-dd HH:mm unless DATE_FORMAT is set, in date-fns or moment-style tokens', () => {
    expect(formatDateTime(at, { dateFormat: undefined, timestamps: undefined }, now)).toBe('2026-03-01 09:05');
    expect(formatDateTime(at, { dateFormat: 'dd.MM.yyyy HH:mm', timestamps: undefined }, now)).toBe('01.03.2026 09:05');
    expect(formatDateTime(at, { dateFormat: 'DD/MM/YYYY HH:mm', timestamps: undefined }, now)).toBe('01/03/2026 09:05');
  });

  it('ALIST-13 TIMESTAMPS TODAY shows only the time for today; the zero date shows nothing', () => {
    expect(formatDateTime(at, { dateFormat: undefined, timestamps: 'TODAY' }, now)).toBe('09:05');
    expect(formatDateTime(at, { dateFormat: undefined, timestamps: 'TODAY' }, now + 24 * 3600 * 1000)).toBe('2026-03-01 09:05');
    expect(formatDateTime('0001-01-01T00:00:00', { dateFormat: undefined, timestamps: undefined }, now)).toBe('');
  });
});
