import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSealer, loadSecretsKey } from './secrets';

describe('sealed secrets', () => {
  const sealer = createSealer(randomBytes(32));

  it('seals a secret so that the stored text does not contain it, and opens it again', () => {
    const sealed = sealer.seal('sk_live_4f9a3f9a');
    expect(sealed).not.toContain('4f9a');
    expect(sealed).not.toBe(sealer.seal('sk_live_4f9a3f9a'));
    expect(sealer.open(sealed)).toBe('sk_live_4f9a3f9a');
  });

  it('refuses a sealed value changed in the database, and one sealed under another key', () => {
    const sealed = sealer.seal('secret');
    const raw = Buffer.from(sealed.slice(3), 'base64');
    raw[raw.length - 1] = (raw.at(-1) ?? 0) ^ 1;
    expect(() => sealer.open(`v1.${raw.toString('base64')}`)).toThrow();
    expect(() => createSealer(randomBytes(32)).open(sealed)).toThrow();
  });

  it('keeps one key beside the embedded database across restarts, unless SECRETS_KEY is given', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'meja-secrets-'));
    try {
      const first = loadSecretsKey({ dataDir: dir });
      expect(loadSecretsKey({ dataDir: dir }).equals(first)).toBe(true);
      expect((await readFile(join(dir, 'secrets.key'), 'utf8')).length).toBeGreaterThan(40);
      const given = randomBytes(32);
      expect(loadSecretsKey({ dataDir: dir, secretsKey: given.toString('hex') }).equals(given)).toBe(true);
      expect(() => createSealer(loadSecretsKey({ dataDir: dir, secretsKey: 'c2hvcnQ=' }))).toThrow(
        /32 bytes/,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
