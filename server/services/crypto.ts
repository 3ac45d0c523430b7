import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;

/** log2 of scrypt's N. OWASP's minimum for scrypt is N=2^17, r=8, p=1 (about half a second on one core). */
export const OWASP_SCRYPT_COST = 17;
/** The node defaults of the first format (`scrypt$salt$hash`), which had no parameters in it. */
const LEGACY = { N: 2 ** 14, r: 8, p: 1 };

interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

function scryptAsync(password: string, salt: Buffer, keylen: number, params: ScryptParams): Promise<Buffer> {
  // 128·N·r bytes are needed; node's default maxmem (32 MiB) is below what N=2^17 takes.
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) => scrypt(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))));
}

const paramsOf = (cost: number): ScryptParams => ({ N: 2 ** cost, r: 8, p: 1 });

/** `scrypt$N$r$p$<salt>$<hash>` (salt and hash base64url): the parameters travel with the hash. */
export async function hashPassword(password: string, cost = OWASP_SCRYPT_COST): Promise<string> {
  const params = paramsOf(cost);
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, KEY_LENGTH, params);
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

/** A well-formed hash of the given cost that no password matches: verified when a user name is unknown. */
export function unmatchableHash(cost = OWASP_SCRYPT_COST): string {
  const { N, r, p } = paramsOf(cost);
  return `scrypt$${N}$${r}$${p}$${'A'.repeat(22)}$${'A'.repeat(86)}`;
}

interface ParsedHash extends ScryptParams {
  salt: Buffer;
  hash: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts[0] !== 'scrypt') return null;
  const [N, r, p, salt, hash] = parts.length === 3 ? [LEGACY.N, LEGACY.r, LEGACY.p, parts[1], parts[2]] : [Number(parts[1]), Number(parts[2]), Number(parts[3]), parts[4], parts[5]];
  // Bounds keep a corrupt row from asking scrypt for gigabytes.
  const sane = Number.isInteger(N) && N >= 2 && N <= 2 ** 20 && Number.isInteger(r) && r >= 1 && r <= 32 && Number.isInteger(p) && p >= 1 && p <= 16;
  if (!sane || !salt || !hash) return null;
  return { N, r, p, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || parsed.hash.length === 0) return false;
  const actual = await scryptAsync(password, parsed.salt, parsed.hash.length, parsed);
  return timingSafeEqual(parsed.hash, actual);
}

/** True when a stored hash is weaker than (or not in the format of) the current cost: rehash it at the next login. */
export function needsRehash(stored: string, cost = OWASP_SCRYPT_COST): boolean {
  const parsed = parseHash(stored);
  const wanted = paramsOf(cost);
  return !parsed || stored.split('$').length === 3 || parsed.N < wanted.N || parsed.r < wanted.r || parsed.p < wanted.p;
}

/** Opaque bearer secrets: only their hash is stored, so a database leak does not leak sessions. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function randomDigits(length: number): string {
  return Array.from({ length }, () => String(randomInt(10))).join('');
}
