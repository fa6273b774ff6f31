import type { Db } from '../../../db/client';
import { diningTables, foods, media, menuCategories, stores, users } from '../../../db/schema';
import { newToken } from '../../../lib/tokens';

/**
 * A small shop for the cache's tests: open 08:00–22:00 every day, a picture, two tables, and in
 * one category a food all day and a breakfast from 08:00 to 11:00.
 */
export async function seedShop(db: Db, username: string) {
  const [user] = await db
    .insert(users)
    .values({ role: 'merchant', username, status: 'active' })
    .returning({ id: users.id });
  const merchantId = user?.id as number;
  const [picture] = await db
    .insert(media)
    .values({
      merchantId,
      displayName: 'Front',
      storageKey: 'b'.repeat(32),
      format: 'jpeg',
      width: 10,
      height: 10,
      bytes: 10,
    })
    .returning({ id: media.id });
  await db.insert(stores).values({
    merchantId,
    displayName: 'Kedai Cache',
    pictureMediaId: picture?.id,
    openAt: '08:00',
    closeAt: '22:00',
  });
  const tokens: [string, string] = [newToken(), newToken()];
  await db.insert(diningTables).values([
    { merchantId, name: 'Meja 1', token: tokens[0] },
    { merchantId, name: 'Meja 2', token: tokens[1] },
  ]);
  const [category] = await db
    .insert(menuCategories)
    .values({ merchantId, name: 'Makan', priority: 1 })
    .returning({ id: menuCategories.id });
  const categoryId = category?.id as number;
  await db.insert(foods).values([
    { merchantId, categoryId, name: 'Roti Canai', priceSen: 200 },
    {
      merchantId,
      categoryId,
      name: 'Breakfast set',
      priceSen: 900,
      activeFrom: '08:00',
      activeUntil: '11:00',
    },
  ]);
  return { merchantId, tokens, pictureId: picture?.id as number };
}

/** Waits (up to ~5 s of real time) until `check` holds: a NOTIFY reaches another connection soon after commit. */
export async function eventually(check: () => Promise<boolean>) {
  for (let i = 0; i < 250; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('not seen in time');
}
