import { hearOwnWrites } from '../../lib/notify';
import { type Listener, NotifyCache } from '../../lib/notify-cache';

/** The channel the database NOTIFYs when a setting a payment reads changes (migration 0016). */
export const paidPathChannel = 'paid_path';
// A change made through this instance is heard before its commit returns (read-your-writes).
hearOwnWrites(paidPathChannel);

export const companyKey = (merchantId: number) => `company:${merchantId}`;
export const payoutKey = 'payout';

/** A trigger's payload, `<what> <merchant id or 0> <transaction id>`: the key it drops. */
function keyOf(payload: string): string | undefined {
  const [what, id] = payload.split(' ');
  return what === 'company' ? companyKey(Number(id)) : what === 'payout_settings' ? payoutKey : undefined;
}

/**
 * The settings every payment reads (a company's gateway settings, the payout rates), kept per app
 * while it listens: far more entries than the merchants one instance serves.
 */
export const createSettingsCache = (database: Listener) =>
  new NotifyCache<unknown>(database, { channel: paidPathChannel, max: 20_000, keyOf });
export type SettingsCache = ReturnType<typeof createSettingsCache>;

/** Where the app's settings cache is found: a service's ctx, or a paid order carrying the app's caches. */
export interface KeepsSettings {
  caches?: { settings: SettingsCache };
}

/**
 * `read()`'s answer, kept in the app's cache under `key` until a trigger of migration 0016 says
 * its rows changed. Without the app's caches (a context that has none) it always reads.
 */
export function notified<T>(
  from: KeepsSettings | undefined,
  key: string,
  read: () => Promise<T>,
): Promise<T> {
  const cache = from?.caches?.settings;
  return cache ? cache.get(key, read) : read();
}
