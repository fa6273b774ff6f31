import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stores } from '../../db/schema';

/**
 * Marks a merchant's menu as changed. Call it in the same transaction as every write to its
 * categories, foods, option groups or options (and anything else the diners' menu shows): the
 * diners' menu cache is keyed by this version, so every API instance sees the change at once.
 */
export async function touchMenu(db: Db, merchantId: number) {
  await db
    .update(stores)
    .set({ menuVersion: sql`${stores.menuVersion} + 1` })
    .where(eq(stores.merchantId, merchantId));
}
