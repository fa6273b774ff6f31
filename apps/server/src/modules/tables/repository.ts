import { and, asc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { diningTables, media, stores } from '../../db/schema';
import { likeTerm, orderBy, type PageFilter, pageOf, withinDays } from '../../lib/paging';
import { ownerOf } from '../../lib/row-owner';
import type { MerchantScope } from '../../policy/scope';

const columns = {
  id: diningTables.id,
  merchantId: diningTables.merchantId,
  name: diningTables.name,
  token: diningTables.token,
  createdAt: diningTables.createdAt,
};

export type TableRow = Awaited<ReturnType<typeof getTable>> & {};

const sortable = { id: diningTables.id, name: diningTables.name, created_at: diningTables.createdAt };

const ofMerchant = (scope: MerchantScope) => eq(diningTables.merchantId, scope.merchantId);
const oneOf = (scope: MerchantScope, id: number) => and(eq(diningTables.id, id), ofMerchant(scope));

export async function listTables(db: Db, scope: MerchantScope, f: PageFilter) {
  const term = likeTerm(f.search);
  const order = orderBy(f.order, sortable, [[diningTables.id, 'asc']]);
  return pageOf(
    db,
    diningTables,
    ofMerchant(scope),
    [term ? ilike(diningTables.name, term) : undefined, withinDays(diningTables.createdAt, f)],
    (where) =>
      db
        .select(columns)
        .from(diningTables)
        .where(where)
        .orderBy(...order)
        .limit(f.length)
        .offset(f.start),
  );
}

/** Every table of a merchant, for the printed sheet. */
export const allTables = (db: Db, scope: MerchantScope) =>
  db.select(columns).from(diningTables).where(ofMerchant(scope)).orderBy(asc(diningTables.id));

/** What the printed sheet shows of the merchant's store: its name and its picture (the logo), if any. */
export async function sheetStore(db: Db, scope: MerchantScope) {
  const [row] = await db
    .select({ name: stores.displayName, pictureKey: media.storageKey, pictureFormat: media.format })
    .from(stores)
    .leftJoin(media, eq(media.id, stores.pictureMediaId))
    .where(eq(stores.merchantId, scope.merchantId))
    .orderBy(asc(stores.id))
    .limit(1);
  return row;
}

/** Whose table this is, for the policy (policy/merchant-scope.ts `rowScope`). */
export const ownerOfTable = (db: Db, id: number) => ownerOf(db, diningTables, id);

export async function getTable(db: Db, scope: MerchantScope, id: number) {
  const [row] = await db.select(columns).from(diningTables).where(oneOf(scope, id)).limit(1);
  return row;
}

export async function insertTable(db: Db, scope: MerchantScope, values: { name: string; token: string }) {
  const [row] = await db
    .insert(diningTables)
    .values({ ...values, merchantId: scope.merchantId })
    .returning({ id: diningTables.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateTable(
  db: Db,
  scope: MerchantScope,
  id: number,
  values: { name?: string; token?: string },
) {
  const rows = await db
    .update(diningTables)
    .set({ ...values, updatedAt: new Date() })
    .where(oneOf(scope, id))
    .returning({ id: diningTables.id });
  return rows.length > 0;
}

/** False when the scope has no such table. */
export async function deleteTable(db: Db, scope: MerchantScope, id: number) {
  const rows = await db.delete(diningTables).where(oneOf(scope, id)).returning({ id: diningTables.id });
  return rows.length > 0;
}

/** The table a QR code's token names, with the store its diners order from. */
export async function findByToken(db: Db, token: string) {
  const [row] = await db
    .select({ name: diningTables.name, storeId: stores.id, storeName: stores.displayName })
    .from(diningTables)
    .innerJoin(stores, eq(stores.merchantId, diningTables.merchantId))
    .where(eq(diningTables.token, token))
    .orderBy(asc(stores.id))
    .limit(1);
  return row;
}
