import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id parameters; the library's defaults are weaker. 2 is Algorithm.Argon2id. */
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

// A real hash of a random password: verifying against it costs what a real check costs, so an
// unknown username takes as long to refuse as a wrong password.
const decoy = hash(crypto.randomUUID(), options);

export async function verifyPassword(stored: string | null | undefined, password: string) {
  if (!stored) {
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
