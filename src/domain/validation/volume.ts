/** Sound settings (core §5, calls §5). */
import { VOLUME_MAX, VOLUME_MIN, VOLUME_STEP } from '../constants.ts';
import { type Validation, invalid, valid } from './result.ts';

/**
 * A volume 0 to 1 in steps of 0.1 (valid: 0, 1, or 0.1 to 0.9). `min` 0.1 is the input that may not be silent.
 */
export function validateVolume(value: string | number, min: number = VOLUME_MIN): Validation<number> {
  const text = String(value).trim();
  if (!/^(\d+(\.\d+)?|\.\d+)$/.test(text)) return invalid('VOLUME_INVALID');
  const volume = Number(text);
  const tenths = Math.round(volume / VOLUME_STEP);
  if (Math.abs(tenths * VOLUME_STEP - volume) > 1e-9) return invalid('VOLUME_INVALID');
  if (volume < min - 1e-9 || volume > VOLUME_MAX) return invalid('VOLUME_INVALID');
  return valid(tenths / 10);
}
