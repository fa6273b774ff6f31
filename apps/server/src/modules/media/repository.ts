import { count, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { media } from '../../db/schema';
import { likeTerm, orderBy, type PageFilter, pageOf, withinDays } from '../../lib/paging';

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

/** A merchant's library, newest first unless ordered otherwise; search looks at the display name. */
export async function listMedia(db: Db, merchantId: number, f: PageFilter) {
  const term = likeTerm(f.search);
  const order = orderBy(f.order, sortable, [[media.id, 'desc']]);
  return pageOf(
    db,
    media,
    eq(media.merchantId, merchantId),
    [term ? ilike(media.displayName, term) : undefined, withinDays(media.createdAt, f)],
    (where) =>
      db
        .select(columns)
        .from(media)
        .where(where)
        .orderBy(...order)
        .limit(f.length)
        .offset(f.start),
  );
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
