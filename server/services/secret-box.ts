import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';

const PREFIX = 'v1';

/** AES-256-GCM for secrets the server must read back (TOTP seeds); the key never lives in the database. */
export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('The secret key must be 32 bytes');
  }

  /** `v1$<iv>$<tag>$<ciphertext>` in base64url. */
  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [PREFIX, iv, cipher.getAuthTag(), data].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('$');
  }

  /** The plain secret, or null when the value was not sealed with this key (or was tampered with). */
  open(sealed: string): string | null {
    const [prefix, iv, tag, data] = sealed.split('$');
    if (prefix !== PREFIX || !iv || !tag || data === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }

  static isSealed(value: string): boolean {
    return value.startsWith(`${PREFIX}$`);
  }
}

/**
 * The key: `configured` (ARC_SECRET_KEY, base64 of 32 bytes), else `<db>.key` beside the database file (created
 * with mode 0600 on first start), else for an in-memory database a random key (its secrets die with it anyway).
 */
export function loadSecretKey(dbFile: string, configured: string | undefined): Buffer {
  if (configured) {
    const key = Buffer.from(configured, 'base64');
    if (key.length !== 32) throw new Error('ARC_SECRET_KEY must be the base64 of 32 bytes');
    return key;
  }
  if (dbFile === ':memory:') return randomBytes(32);
  const file = `${dbFile}.key`;
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} must hold the base64 of 32 bytes`);
  return key;
}
