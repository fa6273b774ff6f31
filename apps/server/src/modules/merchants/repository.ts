import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, menuCategories, stores, subPrinterCategories, subPrinters, users } from '../../db/schema';
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

/** The merchant's sub printers, each with the menu categories whose kitchen tickets it prints. */
export async function listSubPrinters(db: Db, scope: MerchantScope) {
  const [printers, routes] = await Promise.all([
    db
      .select({ id: subPrinters.id, name: subPrinters.name, seriesNo: subPrinters.seriesNo })
      .from(subPrinters)
      .where(eq(subPrinters.merchantId, scope.merchantId))
      .orderBy(asc(subPrinters.id)),
    db
      .select({
        subPrinterId: subPrinterCategories.subPrinterId,
        categoryId: subPrinterCategories.categoryId,
      })
      .from(subPrinterCategories)
      .where(eq(subPrinterCategories.merchantId, scope.merchantId))
      .orderBy(asc(subPrinterCategories.categoryId)),
  ]);
  return printers.map((p) => ({
    ...p,
    categoryIds: routes.filter((r) => r.subPrinterId === p.id).map((r) => r.categoryId),
  }));
}

/** Which of these category ids are the merchant's own. */
export async function ownCategoryIds(db: Db, scope: MerchantScope, ids: number[]) {
  if (!ids.length) return new Set<number>();
  const rows = await db
    .select({ id: menuCategories.id })
    .from(menuCategories)
    .where(and(eq(menuCategories.merchantId, scope.merchantId), inArray(menuCategories.id, ids)));
  return new Set(rows.map((r) => r.id));
}

export interface SubPrinterInput {
  id?: number;
  name: string;
  series_no: string;
  /** Left out: the printer keeps the categories it has. */
  category_ids?: number[];
}

/**
 * The list given replaces the merchant's sub printers. A printer keeps its row (its id, its
 * queued tickets and history) when the list names it by id, or else by the same series number;
 * the others are new, and those left out are removed. A printer sent with `category_ids` prints
 * those categories (taking them from any other station); one sent without keeps its own. The
 * caller has checked the categories are the merchant's and each is named once.
 */
export async function replaceSubPrinters(
  db: Db,
  scope: MerchantScope,
  list: SubPrinterInput[],
): Promise<void> {
  const { merchantId } = scope;
  const existing = await db
    .select({ id: subPrinters.id, seriesNo: subPrinters.seriesNo })
    .from(subPrinters)
    .where(eq(subPrinters.merchantId, merchantId));
  const named = new Set(list.flatMap((p) => (p.id === undefined ? [] : [p.id])));
  const kept = new Set<number>();
  const ids: number[] = [];
  for (const p of list) {
    const byId = existing.find((e) => e.id === p.id && !kept.has(e.id));
    const bySeries = existing.find((e) => e.seriesNo === p.series_no && !kept.has(e.id) && !named.has(e.id));
    const match = byId ?? bySeries;
    if (match) {
      kept.add(match.id);
      ids.push(match.id);
      await db
        .update(subPrinters)
        .set({ name: p.name, seriesNo: p.series_no })
        .where(and(eq(subPrinters.id, match.id), eq(subPrinters.merchantId, merchantId)));
      continue;
    }
    const [row] = await db
      .insert(subPrinters)
      .values({ merchantId, name: p.name, seriesNo: p.series_no })
      .returning({ id: subPrinters.id });
    if (!row) throw new Error('insert returned nothing');
    ids.push(row.id);
  }
  await db
    .delete(subPrinters)
    .where(
      and(eq(subPrinters.merchantId, merchantId), ids.length ? notInArray(subPrinters.id, ids) : undefined),
    );
  const routed = list.flatMap((p, i) =>
    p.category_ids === undefined ? [] : [{ id: ids[i] as number, categories: p.category_ids }],
  );
  if (!routed.length) return;
  const claimed = routed.flatMap((r) => r.categories);
  await db.delete(subPrinterCategories).where(
    and(
      eq(subPrinterCategories.merchantId, merchantId),
      inArray(
        subPrinterCategories.subPrinterId,
        routed.map((r) => r.id),
      ),
    ),
  );
  if (claimed.length)
    await db
      .delete(subPrinterCategories)
      .where(
        and(
          eq(subPrinterCategories.merchantId, merchantId),
          inArray(subPrinterCategories.categoryId, claimed),
        ),
      );
  const rows = routed.flatMap((r) =>
    r.categories.map((categoryId) => ({ subPrinterId: r.id, categoryId, merchantId })),
  );
  if (rows.length) await db.insert(subPrinterCategories).values(rows);
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
  o: {
    displayName: string;
    depositPaid: boolean;
    /** The new-merchant defaults in force (modules/settings/merchant-defaults.ts). */
    defaults: Pick<
      typeof stores.$inferInsert,
      'platformChargeBp' | 'serviceChargeBp' | 'salesServiceTax' | 'serviceCharge'
    >;
  },
) {
  const now = new Date();
  await db.insert(stores).values({ merchantId, displayName: o.displayName, ...o.defaults });
  await db
    .insert(companies)
    .values({ merchantId, termsAcceptedAt: now, depositPaidAt: o.depositPaid ? now : null });
}
