import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Tokens are high-entropy, so a plain SHA-256 is enough to store them safely. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
