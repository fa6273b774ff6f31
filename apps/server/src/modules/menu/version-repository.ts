import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { foods, stores } from '../../db/schema';

/** One merchant's menu version goes up by one. */
export async function raiseVersion(db: Db, merchantId: number) {
  await db
    .update(stores)
    .set({ menuVersion: sql`${stores.menuVersion} + 1` })
    .where(eq(stores.merchantId, merchantId));
}

/** The menu version of every merchant whose foods show the stock photo goes up by one. */
export async function raiseVersionsShowing(db: Db, stockImageId: number) {
  await db
    .update(stores)
    .set({ menuVersion: sql`${stores.menuVersion} + 1` })
    .where(
      sql`${stores.merchantId} in (select ${foods.merchantId} from ${foods} where ${foods.stockImageId} = ${stockImageId})`,
    );
}
