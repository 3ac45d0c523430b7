import { hash, parseOptions, verify, type ParsedHashOptions } from '@node-rs/argon2';
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { isScryptHash, verifyScryptPassword } from './legacy-scrypt.ts';

/**
 * Argon2id's memory in MiB, the password hash's cost. OWASP's first choice is Argon2id with 19 MiB, 2 iterations and
 * 1 lane: tens of milliseconds of one of libuv's threads, where its scrypt minimum took 128 MiB and most of a second.
 */
export const OWASP_ARGON2_MEMORY_MIB = 19;
const ITERATIONS = 2;
const LANES = 1;
/** Bounds keep a corrupt row from asking Argon2 for gigabytes or minutes. */
const MAX_MEMORY_KIB = 1024 * 1024;
const MAX_ITERATIONS = 16;
const MAX_LANES = 16;

type Argon2Cost = Pick<ParsedHashOptions, 'memoryCost' | 'timeCost' | 'parallelism'>;

const optionsOf = (memoryMib: number): Argon2Cost => ({ memoryCost: memoryMib * 1024, timeCost: ITERATIONS, parallelism: LANES });

/** The PHC string `$argon2id$v=19$m=…,t=…,p=…$<salt>$<hash>`: the parameters travel with the hash. */
export function hashPassword(password: string, memoryMib = OWASP_ARGON2_MEMORY_MIB): Promise<string> {
  // @node-rs/argon2 hashes on libuv's pool, so the event loop answers other requests meanwhile.
  return hash(password, optionsOf(memoryMib));
}

/** A well-formed hash of the given cost that no password matches: verified when a user name is unknown. */
export function unmatchableHash(memoryMib = OWASP_ARGON2_MEMORY_MIB): string {
  return `$argon2id$v=19$m=${memoryMib * 1024},t=${ITERATIONS},p=${LANES}$${'A'.repeat(22)}$${'A'.repeat(43)}`;
}

/** Argon2id's parameters of a stored hash, or null when it is not a sane Argon2id hash. */
function argon2idOptions(stored: string): Argon2Cost | null {
  if (!stored.startsWith('$argon2id$')) return null;
  try {
    const options = parseOptions(stored);
    return options.memoryCost <= MAX_MEMORY_KIB && options.timeCost <= MAX_ITERATIONS && options.parallelism <= MAX_LANES ? options : null;
  } catch {
    return null;
  }
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (isScryptHash(stored)) return verifyScryptPassword(password, stored);
  if (!argon2idOptions(stored)) return false;
  return verify(stored, password).catch(() => false);
}

/** True when a stored hash is scrypt, or Argon2id weaker than the current cost: rehash it at the next login. */
export function needsRehash(stored: string, memoryMib = OWASP_ARGON2_MEMORY_MIB): boolean {
  const options = argon2idOptions(stored);
  const wanted = optionsOf(memoryMib);
  return !options || options.memoryCost < wanted.memoryCost || options.timeCost < wanted.timeCost || options.parallelism < wanted.parallelism;
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
