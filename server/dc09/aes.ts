import { createCipheriv, createDecipheriv, randomInt } from 'node:crypto';

/** AES-128/192/256 keys, given as 32, 48 or 64 hex digits. */
export function isDc09Key(hex: string): boolean {
  return /^(?:[0-9A-Fa-f]{32}|[0-9A-Fa-f]{48}|[0-9A-Fa-f]{64})$/.test(hex);
}

function cipherName(key: Buffer): string {
  return `aes-${key.length * 8}-cbc`;
}

// Padding characters may be anything printable but the separators the receiver looks for after decrypting.
const PAD = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Encrypts the part of a message after its `[` as the standard does: padded in front to whole 16-byte blocks (1 to 16
 * characters other than `|`, `[` and `]`), AES-CBC with a zero IV, written in upper-case hex.
 */
export function encryptDc09(plain: string, key: Buffer): string {
  const padLength = 16 - (plain.length % 16);
  let pad = '';
  for (let i = 0; i < padLength; i++) pad += PAD[randomInt(PAD.length)];
  const cipher = createCipheriv(cipherName(key), key, Buffer.alloc(16));
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(pad + plain, 'latin1'), cipher.final()]).toString('hex').toUpperCase();
}

/**
 * Decrypts the hex after an encrypted message's `[` and drops the pad: the text from the first `|` (data follows) or,
 * with no data (NULL), from the first `]`. Undefined when it is not whole blocks of hex or decrypts to no such text
 * (a wrong key).
 */
export function decryptDc09(hex: string, key: Buffer): string | undefined {
  if (hex.length === 0 || hex.length % 32 !== 0 || !/^[0-9A-Fa-f]+$/.test(hex)) return undefined;
  const decipher = createDecipheriv(cipherName(key), key, Buffer.alloc(16));
  decipher.setAutoPadding(false);
  const plain = Buffer.concat([decipher.update(Buffer.from(hex, 'hex')), decipher.final()]).toString('latin1');
  const start = plain.search(/[|\]]/);
  if (start < 0) return undefined;
  const text = plain.slice(start);
  return /^[\x20-\x7e]*$/.test(text) ? text : undefined;
}
