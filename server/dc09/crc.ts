/** DC-09's CRC-16 (the ARC variant: polynomial 0x8005 reflected as 0xA001, start 0), as four upper-case hex digits. */
export function dc09Crc(text: string): string {
  let crc = 0;
  for (const byte of Buffer.from(text, 'latin1')) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}
