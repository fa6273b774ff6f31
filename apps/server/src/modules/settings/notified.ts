import type { Database } from '../../db/client';
import { hearOwnWrites } from '../../lib/notify';

/** The channel the database NOTIFYs when a setting a payment reads changes (migration 0016). */
export const paidPathChannel = 'paid_path';
// A change made through this instance is heard before its commit returns (read-your-writes).
hearOwnWrites(paidPathChannel);

const LISTEN_RETRY_MS = 5_000;
/** Far more than the merchants one instance serves; past it the cache starts again. */
const MAX_ENTRIES = 20_000;

/**
 * One app's kept settings. Kept only while this instance LISTENs (a change is then heard from
 * any instance, and from its own writes before their commit returns, as the diners' menu does);
 * until then, and while the listening connection is down, every read goes to the database.
 */
class Kept {
  active = false;
  /** Moves on every change heard: a read that started before it is not kept. */
  generation = 0;
  values = new Map<string, unknown>();
  heard = new Set<string>();
  listening = false;
  retryAt = 0;

  drop(key?: string) {
    this.generation++;
    if (key === undefined) this.values.clear();
    else this.values.delete(key);
  }

  listen(database: Database) {
    this.listening = true;
    database
      .listen(
        paidPathChannel,
        (payload) => {
          // `<what> <merchant id or 0> <transaction id>`, maybe heard on several connections.
          if (this.heard.has(payload)) return;
          if (this.heard.size > 1_000) this.heard.clear();
          this.heard.add(payload);
          const [what, id] = payload.split(' ');
          this.drop(
            what === 'company' ? companyKey(Number(id)) : what === 'payout_settings' ? payoutKey : undefined,
          );
        },
        {
          ownWrites: true,
          onDisconnect: () => {
            this.active = false;
            this.drop();
          },
          onReconnect: () => {
            this.drop();
            this.active = true;
          },
        },
      )
      .then(
        () => {
          this.drop();
          this.active = true;
        },
        () => {
          this.listening = false;
          this.retryAt = Date.now() + LISTEN_RETRY_MS;
        },
      );
  }
}

const kept = new WeakMap<Database, Kept>();

export const companyKey = (merchantId: number) => `company:${merchantId}`;
export const payoutKey = 'payout';

/**
 * `read()`'s answer, kept for `database`'s app under `key` until a trigger of migration 0016 says
 * its rows changed. Without a database (a context that has none) it always reads.
 */
export async function notified<T>(
  database: Database | undefined,
  key: string,
  read: () => Promise<T>,
): Promise<T> {
  if (!database) return read();
  let k = kept.get(database);
  if (!k) {
    k = new Kept();
    kept.set(database, k);
  }
  if (!k.active) {
    if (!k.listening && Date.now() >= k.retryAt) k.listen(database);
    return read();
  }
  if (k.values.has(key)) return k.values.get(key) as T;
  const generation = k.generation;
  const value = await read();
  if (k.active && k.generation === generation) {
    if (k.values.size >= MAX_ENTRIES) k.values.clear();
    k.values.set(key, value);
  }
  return value;
}
