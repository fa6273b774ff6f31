import { and, count, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { media } from '../../db/schema';
import { likeTerm, orderBy, type PageFilter, pageOf, withinDays } from '../../lib/paging';
import { ownerOf } from '../../lib/row-owner';
import type { MerchantScope } from '../../policy/scope';

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

const inScope = (scope: MerchantScope) => eq(media.merchantId, scope.merchantId);
const oneOf = (scope: MerchantScope, id: number) => and(eq(media.id, id), inScope(scope));

/** A merchant's library, newest first unless ordered otherwise; search looks at the display name. */
export async function listMedia(db: Db, scope: MerchantScope, f: PageFilter) {
  const term = likeTerm(f.search);
  const order = orderBy(f.order, sortable, [[media.id, 'desc']]);
  return pageOf(
    db,
    media,
    inScope(scope),
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

/** Whose media item this is, for the policy (policy/merchant-scope.ts `rowScope`). */
export const ownerOfMedia = (db: Db, id: number) => ownerOf(db, media, id);

export async function getMedia(db: Db, scope: MerchantScope, id: number) {
  const [row] = await db.select(columns).from(media).where(oneOf(scope, id)).limit(1);
  return row;
}

export interface StoredImage {
  storageKey: string;
  format: string;
  width: number;
  height: number;
  bytes: number;
}

export async function insertMedia(
  db: Db,
  scope: MerchantScope,
  values: StoredImage & { displayName: string },
) {
  const [row] = await db
    .insert(media)
    .values({ ...values, merchantId: scope.merchantId })
    .returning(columns);
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateMedia(
  db: Db,
  scope: MerchantScope,
  id: number,
  values: Partial<StoredImage & { displayName: string }>,
) {
  const [row] = await db
    .update(media)
    .set({ ...values, updatedAt: new Date() })
    .where(oneOf(scope, id))
    .returning(columns);
  return row;
}

export async function deleteMedia(db: Db, scope: MerchantScope, id: number) {
  await db.delete(media).where(oneOf(scope, id));
}

/**
 * How many items of any merchant use the stored files of a key (the same photo uploaded twice
 * shares them): a count, never a row, so it needs no scope.
 */
export async function usesOfKey(db: Db, storageKey: string) {
  const [row] = await db.select({ n: count() }).from(media).where(eq(media.storageKey, storageKey));
  return row?.n ?? 0;
}
