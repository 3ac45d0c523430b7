import { scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** The node defaults of the first format (`scrypt$salt$hash`), which had no parameters in it. */
const FIRST_FORMAT = { N: 2 ** 14, r: 8, p: 1 };

interface ScryptHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

/** `scrypt$N$r$p$<salt>$<hash>` or the first `scrypt$<salt>$<hash>` (base64url), or null for anything else. */
function parseScryptHash(stored: string): ScryptHash | null {
  const parts = stored.split('$');
  if (parts[0] !== 'scrypt') return null;
  const [N, r, p, salt, hash] = parts.length === 3 ? [FIRST_FORMAT.N, FIRST_FORMAT.r, FIRST_FORMAT.p, parts[1], parts[2]] : [Number(parts[1]), Number(parts[2]), Number(parts[3]), parts[4], parts[5]];
  // Bounds keep a corrupt row from asking scrypt for gigabytes.
  const sane = Number.isInteger(N) && N >= 2 && N <= 2 ** 20 && Number.isInteger(r) && r >= 1 && r <= 32 && Number.isInteger(p) && p >= 1 && p <= 16;
  if (!sane || !salt || !hash) return null;
  return { N, r, p, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
}

export const isScryptHash = (stored: string): boolean => stored.startsWith('scrypt$');

/**
 * Checks a password against a hash stored before Argon2id (scrypt, on libuv's pool); the login then replaces it with
 * an Argon2id hash, so these disappear as operators log in.
 */
export async function verifyScryptPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseScryptHash(stored);
  if (!parsed || parsed.hash.length === 0) return false;
  const { N, r, p, salt, hash } = parsed;
  // 128·N·r bytes are needed; node's default maxmem (32 MiB) is below what N=2^17 takes.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  const actual = await new Promise<Buffer>((resolve, reject) => scrypt(password, salt, hash.length, options, (error, key) => (error ? reject(error) : resolve(key))));
  return timingSafeEqual(hash, actual);
}
