/**
 * A fresh Idempotency-Key (32 hex characters) for one action a user means to take once: sent
 * again with a retry of the same action, the server applies it once. Not `crypto.randomUUID`,
 * which needs a secure context (a demo over plain http on a LAN is not).
 */
export const newIdempotencyKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
