import { and, arrayContains, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { foods, stockImages } from '../../db/schema';
import { likeTerm, orderBy, type PageFilter, pageOf, withinDays } from '../../lib/paging';
import type { MerchantScope } from '../../policy/scope';

const columns = {
  id: stockImages.id,
  displayName: stockImages.displayName,
  tags: stockImages.tags,
  storageKey: stockImages.storageKey,
  format: stockImages.format,
  width: stockImages.width,
  height: stockImages.height,
  bytes: stockImages.bytes,
  createdAt: stockImages.createdAt,
};

export type StockImageRow = NonNullable<Awaited<ReturnType<typeof getStockImage>>>;

const sortable = {
  id: stockImages.id,
  display_name: stockImages.displayName,
  created_at: stockImages.createdAt,
  bytes: stockImages.bytes,
};

export interface StockImageFilter extends PageFilter {
  tag?: string;
}

/**
 * The library, newest first unless ordered otherwise. `search` looks at the display name and the
 * tags; `tag` keeps the photos carrying exactly that tag.
 */
export async function listStockImages(db: Db, f: StockImageFilter) {
  const term = likeTerm(f.search);
  const searched: SQL | undefined = term
    ? or(ilike(stockImages.displayName, term), sql`array_to_string(${stockImages.tags}, ' ') ilike ${term}`)
    : undefined;
  const tagged = f.tag ? arrayContains(stockImages.tags, [f.tag]) : undefined;
  const order = orderBy(f.order, sortable, [[stockImages.id, 'desc']]);
  const created = withinDays(stockImages.createdAt, f);
  return pageOf(db, stockImages, undefined, [searched, tagged, created], (where) =>
    db
      .select(columns)
      .from(stockImages)
      .where(where)
      .orderBy(...order)
      .limit(f.length)
      .offset(f.start),
  );
}

export async function getStockImage(db: Db, id: number) {
  const [row] = await db.select(columns).from(stockImages).where(eq(stockImages.id, id)).limit(1);
  return row;
}

/**
 * How many foods show each of these photos: the scope's foods, or every merchant's without one.
 * Photos no food uses are left out of the map.
 */
export async function foodsUsing(db: Db, ids: number[], scope: MerchantScope | undefined) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: foods.stockImageId, n: count() })
    .from(foods)
    .where(
      and(
        inArray(foods.stockImageId, ids),
        scope === undefined ? undefined : eq(foods.merchantId, scope.merchantId),
      ),
    )
    .groupBy(foods.stockImageId);
  return new Map(rows.map((r) => [r.id as number, r.n]));
}

/** The tags in use with how many photos carry each, most used first, then by name. */
export async function tagCounts(db: Db) {
  const tag = sql<string>`t.tag`;
  const n = sql<number>`count(*)::int`.mapWith(Number);
  return db
    .select({ tag, count: n })
    .from(sql`${stockImages}, unnest(${stockImages.tags}) as t(tag)`)
    .groupBy(tag)
    .orderBy(desc(n), tag);
}

export interface StoredImage {
  storageKey: string;
  format: string;
  width: number;
  height: number;
  bytes: number;
}

export async function insertStockImage(
  db: Db,
  values: StoredImage & { displayName: string; tags: string[]; createdBy: number },
) {
  const [row] = await db.insert(stockImages).values(values).returning({ id: stockImages.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** False when no row has the id. */
export async function updateStockImage(
  db: Db,
  id: number,
  values: Partial<StoredImage & { displayName: string; tags: string[] }>,
) {
  const rows = await db
    .update(stockImages)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(stockImages.id, id))
    .returning({ id: stockImages.id });
  return rows.length > 0;
}

/** Deletes the row; foods showing it lose their picture (ON DELETE SET NULL). */
export async function deleteStockImage(db: Db, id: number) {
  await db.delete(stockImages).where(eq(stockImages.id, id));
}

/** How many photos use the stored files of a key (the same photo uploaded twice shares them). */
export async function usesOfKey(db: Db, storageKey: string) {
  const [row] = await db
    .select({ n: count() })
    .from(stockImages)
    .where(eq(stockImages.storageKey, storageKey));
  return row?.n ?? 0;
}
