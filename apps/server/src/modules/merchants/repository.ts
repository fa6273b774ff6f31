import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, stores, subPrinters, users } from '../../db/schema';
import type { MerchantScope } from '../../policy/scope';

export type StoreRow = typeof stores.$inferSelect;
export type StoreValues = Partial<Omit<typeof stores.$inferInsert, 'id' | 'merchantId' | 'createdAt'>>;
export type CompanyRow = typeof companies.$inferSelect;
export type CompanyValues = Partial<Omit<typeof companies.$inferInsert, 'merchantId' | 'createdAt'>>;

/** The merchant's owner account: whom a store and company belong to. */
export async function getMerchant(db: Db, scope: MerchantScope) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      status: users.status,
      uplineId: users.uplineId,
      subAgentId: users.subAgentId,
      setupStatus: users.setupStatus,
    })
    .from(users)
    .where(and(eq(users.id, scope.merchantId), eq(users.role, 'merchant')))
    .limit(1);
  return row;
}

export type MerchantRow = NonNullable<Awaited<ReturnType<typeof getMerchant>>>;

export async function getStore(db: Db, scope: MerchantScope): Promise<StoreRow | undefined> {
  const [row] = await db.select().from(stores).where(eq(stores.merchantId, scope.merchantId)).limit(1);
  return row;
}

/** Every merchant has one store; one created before stores existed gets it on its first save. */
export async function upsertStore(
  db: Db,
  scope: MerchantScope,
  values: StoreValues & { displayName: string },
): Promise<void> {
  await db
    .insert(stores)
    .values({ ...values, merchantId: scope.merchantId })
    .onConflictDoUpdate({ target: stores.merchantId, set: { ...values, updatedAt: new Date() } });
}

export async function getCompany(db: Db, scope: MerchantScope): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.merchantId, scope.merchantId)).limit(1);
  return row;
}

/** Older merchants have no company row yet: the first save creates it. */
export async function upsertCompany(db: Db, scope: MerchantScope, values: CompanyValues): Promise<void> {
  await db
    .insert(companies)
    .values({ ...values, merchantId: scope.merchantId })
    .onConflictDoUpdate({ target: companies.merchantId, set: { ...values, updatedAt: new Date() } });
}

export const listSubPrinters = (db: Db, scope: MerchantScope) =>
  db
    .select({ id: subPrinters.id, name: subPrinters.name, seriesNo: subPrinters.seriesNo })
    .from(subPrinters)
    .where(eq(subPrinters.merchantId, scope.merchantId))
    .orderBy(asc(subPrinters.id));

/** The list given replaces the merchant's sub printers. */
export async function replaceSubPrinters(
  db: Db,
  scope: MerchantScope,
  list: { name: string; series_no: string }[],
): Promise<void> {
  const { merchantId } = scope;
  await db.delete(subPrinters).where(eq(subPrinters.merchantId, merchantId));
  if (list.length === 0) return;
  await db.insert(subPrinters).values(list.map((p) => ({ merchantId, name: p.name, seriesNo: p.series_no })));
}

export async function setSetupStatus(db: Db, scope: MerchantScope, status: 'completed' | 'pending') {
  await db
    .update(users)
    .set({ setupStatus: status, updatedAt: new Date() })
    .where(and(eq(users.id, scope.merchantId), eq(users.role, 'merchant')));
}

/** An agent or sub-agent as the merchant's "handled by" card shows them (the merchant's row names them). */
export async function getHandler(db: Db, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      phoneNumber: users.phoneNumber,
      email: users.email,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/**
 * Diners order from a store: every merchant starts with one, and with its company profile, where
 * the terms accepted at sign-up and the deposit are recorded.
 */
export async function insertStoreAndCompany(
  db: Db,
  merchantId: number,
  o: { displayName: string; depositPaid: boolean },
) {
  const now = new Date();
  await db.insert(stores).values({ merchantId, displayName: o.displayName });
  await db
    .insert(companies)
    .values({ merchantId, termsAcceptedAt: now, depositPaidAt: o.depositPaid ? now : null });
}
