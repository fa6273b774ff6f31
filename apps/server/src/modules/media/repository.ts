import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { media } from '../../db/schema';
import { orderBy } from '../../lib/paging';

const columns = {
  id: media.id,
  merchantId: media.merchantId,
  displayName: media.displayName,
  storageKey: media.storageKey,
  format: media.format,
  width: media.width,
  height: media.height,
  bytes: media.bytes,
  createdAt: media.createdAt,
};

export type MediaRow = NonNullable<Awaited<ReturnType<typeof getMedia>>>;

const sortable = {
  id: media.id,
  display_name: media.displayName,
  created_at: media.createdAt,
  bytes: media.bytes,
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface ListFilter {
  start: number;
  length: number;
  search?: string;
  order?: string;
}

/** A merchant's library, newest first unless ordered otherwise; search looks at the display name. */
export async function listMedia(db: Db, merchantId: number, f: ListFilter) {
  const base = eq(media.merchantId, merchantId);
  const term = f.search?.trim() ? `%${escapeLike(f.search.trim())}%` : undefined;
  const filtered = and(base, term ? ilike(media.displayName, term) : undefined);
  const order = orderBy(f.order, sortable, desc(media.id));
  const [total, matching, rows] = await Promise.all([
    db.select({ n: count() }).from(media).where(base),
    db.select({ n: count() }).from(media).where(filtered),
    db
      .select(columns)
      .from(media)
      .where(filtered)
      .orderBy(...order)
      .limit(f.length)
      .offset(f.start),
  ]);
  return { rows, recordsTotal: total[0]?.n ?? 0, recordsFiltered: matching[0]?.n ?? 0 };
}

/** One item by id, whoever owns it: the service checks the owner is the caller's merchant. */
export async function getMedia(db: Db, id: number) {
  const [row] = await db.select(columns).from(media).where(eq(media.id, id)).limit(1);
  return row;
}

export interface StoredImage {
  storageKey: string;
  format: string;
  width: number;
  height: number;
  bytes: number;
}

export async function insertMedia(db: Db, values: StoredImage & { merchantId: number; displayName: string }) {
  const [row] = await db.insert(media).values(values).returning(columns);
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateMedia(
  db: Db,
  id: number,
  values: Partial<StoredImage & { displayName: string }>,
) {
  const [row] = await db
    .update(media)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(media.id, id))
    .returning(columns);
  return row;
}

export async function deleteMedia(db: Db, id: number) {
  await db.delete(media).where(eq(media.id, id));
}

/** How many items use the stored files of a key (the same photo uploaded twice shares them). */
export async function usesOfKey(db: Db, storageKey: string) {
  const [row] = await db.select({ n: count() }).from(media).where(eq(media.storageKey, storageKey));
  return row?.n ?? 0;
}
