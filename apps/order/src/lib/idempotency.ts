import { readJson, session, writeJson } from './store';

/**
 * The Idempotency-Key of placing one cart: the same body gets the same key for this tab's session,
 * so a retry, a double tap or a reload after a lost reply places one order; a changed cart gets a
 * new key. `crypto.randomUUID` needs a secure context (a demo over plain http on a LAN is not).
 */
export function idempotencyKeyFor(scope: string, body: unknown): string {
  const storageKey = `meja.idem.${scope}`;
  const json = JSON.stringify(body);
  const saved = readJson<{ body: string; key: string }>(session, storageKey);
  if (saved?.body === json) return saved.key;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const key = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  writeJson(session, storageKey, { body: json, key });
  return key;
}

export const forgetIdempotencyKey = (scope: string) => writeJson(session, `meja.idem.${scope}`, null);
