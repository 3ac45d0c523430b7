import { describe, expect, it } from 'vitest';
import { VOLUME_DEFAULT } from '../constants.ts';
import { validateVolume } from './volume.ts';

describe('volume', () => {
  it('VALID-26 0 to 1 in steps of 0.1 (0, 1 or 0.1-0.9); anything else is VOLUME_INVALID', () => {
    for (const good of ['0', '1', '0.1', '.5', '0.9', '1.0', 0.3]) expect(validateVolume(good).ok).toBe(true);
    expect(validateVolume('0.3')).toEqual({ ok: true, value: 0.3 });
    for (const bad of ['1.1', '0.15', '-0.1', '2', 'x', '', '1e-1']) {
      expect(validateVolume(bad)).toEqual({ ok: false, error: 'VOLUME_INVALID' });
    }
  });
  it('VALID-27 one volume input accepts only 0.1 to 1', () => {
    expect(validateVolume('0', 0.1)).toEqual({ ok: false, error: 'VOLUME_INVALID' });
    expect(validateVolume('0.1', 0.1)).toEqual({ ok: true, value: 0.1 });
  });
  it('VALID-28 the volume defaults to 1', () => {
    expect(VOLUME_DEFAULT).toBe(1);
  });
});
