import { asc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { diningTables, stores } from '../../db/schema';
import { likeTerm, orderBy, type PageFilter, pageOf, withinDays } from '../../lib/paging';

const columns = {
  id: diningTables.id,
  merchantId: diningTables.merchantId,
  name: diningTables.name,
  token: diningTables.token,
  createdAt: diningTables.createdAt,
};

export type TableRow = Awaited<ReturnType<typeof getTable>> & {};

const sortable = { id: diningTables.id, name: diningTables.name, created_at: diningTables.createdAt };

export async function listTables(db: Db, merchantId: number, f: PageFilter) {
  const term = likeTerm(f.search);
  const order = orderBy(f.order, sortable, [[diningTables.id, 'asc']]);
  return pageOf(
    db,
    diningTables,
    eq(diningTables.merchantId, merchantId),
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
export const allTables = (db: Db, merchantId: number) =>
  db
    .select(columns)
    .from(diningTables)
    .where(eq(diningTables.merchantId, merchantId))
    .orderBy(asc(diningTables.id));

/** One table by id, whoever owns it: the service checks the owner is the caller's merchant. */
export async function getTable(db: Db, id: number) {
  const [row] = await db.select(columns).from(diningTables).where(eq(diningTables.id, id)).limit(1);
  return row;
}

export async function insertTable(db: Db, values: { merchantId: number; name: string; token: string }) {
  const [row] = await db.insert(diningTables).values(values).returning({ id: diningTables.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateTable(db: Db, id: number, values: { name?: string; token?: string }) {
  await db
    .update(diningTables)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(diningTables.id, id));
}

export async function deleteTable(db: Db, id: number) {
  await db.delete(diningTables).where(eq(diningTables.id, id));
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
