import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Secrets kept in the database (payment gateway credentials) are sealed with AES-256-GCM, so a
 * leaked dump or backup does not leak them. Sealed values read `v1.<base64 of iv|tag|ciphertext>`.
 */
export interface Sealer {
  seal(plain: string): string;
  /** A value stored before sealing existed comes back as it is. */
  open(stored: string): string;
}

const PREFIX = 'v1.';

export function createSealer(key: Buffer): Sealer {
  if (key.length !== 32) throw new Error('SECRETS_KEY must be 32 bytes (base64 or 64 hex digits)');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    open(stored) {
      if (!stored.startsWith(PREFIX)) return stored;
      const raw = Buffer.from(stored.slice(PREFIX.length), 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

/** SECRETS_KEY as 64 hex digits or base64 of 32 bytes. */
export function parseSecretsKey(text: string): Buffer {
  const t = text.trim();
  return /^[0-9a-f]{64}$/i.test(t) ? Buffer.from(t, 'hex') : Buffer.from(t, 'base64');
}

/**
 * The key from SECRETS_KEY; without it, a key kept beside the embedded database (created on first
 * start). Several instances on one PostgreSQL must share SECRETS_KEY.
 */
export function loadSecretsKey(opts: { secretsKey?: string; dataDir: string }): Buffer {
  if (opts.secretsKey) return parseSecretsKey(opts.secretsKey);
  const file = join(opts.dataDir, 'secrets.key');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  return parseSecretsKey(readFileSync(file, 'utf8'));
}
