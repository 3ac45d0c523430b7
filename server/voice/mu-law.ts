/** G.711 mu-law (PCMU): 16-bit linear samples to bytes and back. */

const BIAS = 0x84;
const CLIP = 32635;

export function muLawEncode(sample: number): number {
  const sign = sample < 0 ? 0x80 : 0;
  let magnitude = Math.min(Math.abs(sample), CLIP) + BIAS;
  let exponent = 7;
  for (let mask = 0x4000; (magnitude & mask) === 0 && exponent > 0; mask >>= 1) exponent -= 1;
  const mantissa = (magnitude >> (exponent + 3)) & 0x0f;
  magnitude = sign | (exponent << 4) | mantissa;
  return ~magnitude & 0xff;
}

export function muLawDecode(byte: number): number {
  const value = ~byte & 0xff;
  const exponent = (value >> 4) & 0x07;
  const magnitude = ((((value & 0x0f) << 3) + BIAS) << exponent) - BIAS;
  return value & 0x80 ? -magnitude : magnitude;
}
