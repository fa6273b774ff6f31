import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TestApp } from '../../../../test/helpers';
import { localPrinterNetworks, type PrintingConfig } from '../../../config';
import type { Db } from '../../../db/client';
import {
  foods,
  orders,
  printJobs,
  stores,
  subPrinterCategories,
  subPrinters,
  users,
} from '../../../db/schema';
import { newToken } from '../../../lib/tokens';
import { createSession } from '../../auth/repository';
import { createOrderFixture, type OrderFixture } from '../../orders/test-fixture';

/**
 * The printing tests' world (test code only): the orders' fixture merchant (Mains and Drinks,
 * service charge and SST) signed in, with printers of the tests' choosing.
 */

/**
 * Settings for the tests' printers: any local port, retries at once and few of them. The fake
 * printers listen on 127.0.0.1, which no installation's default lets a printer be at: the tests opt
 * in by name (PRINTER_NETWORKS, refused in production), beside the LAN ranges of a local install.
 */
export function testPrinting(cloud?: {
  url: string;
  appId: string;
  appKey: string;
}): Partial<PrintingConfig> {
  return {
    PRINTER_TCP_PORTS: '1-65535',
    PRINTER_NETWORKS: `127.0.0.1/32,${localPrinterNetworks}`,
    PRINT_RETRY_LIMIT: 2,
    PRINT_RETRY_DELAY_S: 0,
    ...(cloud
      ? {
          PRINTER_CLOUD_API_URL: cloud.url,
          PRINTER_CLOUD_APP_ID: cloud.appId,
          PRINTER_CLOUD_APP_KEY: cloud.appKey,
        }
      : {}),
  };
}

export interface PrintingFixture extends OrderFixture {
  /** A session of the merchant's owner. */
  token: string;
  /** The Drinks category (Teh Tarik's). */
  drinks: number;
}

export async function printingFixture(t: TestApp, name: string): Promise<PrintingFixture> {
  const db = t.database.db;
  const fx = await createOrderFixture(db, name);
  await db.update(users).set({ firstLogin: false }).where(eq(users.id, fx.merchantId));
  const token = newToken();
  await createSession(db, fx.merchantId, token);
  const [teh] = await db
    .select({ categoryId: foods.categoryId })
    .from(foods)
    .where(eq(foods.id, fx.food.teh));
  return { ...fx, token, drinks: teh?.categoryId as number };
}

/** A signed-in member of the merchant's staff with this access option. */
export async function staffSession(db: Db, merchantId: number, accessOption: string) {
  const [row] = await db
    .insert(users)
    .values({
      role: 'staff',
      username: `staff-${randomUUID().slice(0, 8)}`,
      status: 'active',
      firstLogin: false,
      merchantId,
      accessOption,
    })
    .returning({ id: users.id });
  const token = newToken();
  await createSession(db, row?.id as number, token);
  return token;
}

/** The store's main printer (null: none) and how it prints. */
export async function setMainPrinter(
  db: Db,
  merchantId: number,
  seriesNo: string | null,
  more: Partial<typeof stores.$inferInsert> = {},
) {
  await db
    .update(stores)
    .set({ printerSeriesNo: seriesNo, ...more })
    .where(eq(stores.merchantId, merchantId));
}

/** A sub printer (station) printing these categories. */
export async function addStation(
  db: Db,
  merchantId: number,
  name: string,
  seriesNo: string,
  categoryIds: number[],
) {
  const [row] = await db
    .insert(subPrinters)
    .values({ merchantId, name, seriesNo })
    .returning({ id: subPrinters.id });
  const id = row?.id as number;
  if (categoryIds.length)
    await db
      .insert(subPrinterCategories)
      .values(categoryIds.map((categoryId) => ({ subPrinterId: id, categoryId, merchantId })));
  return id;
}

/** A counter order placed by a diner at the fixture's first table: Nasi Lemak (mild, egg) and Teh Tarik. */
export async function placeOrder(t: TestApp, fx: OrderFixture, lines?: unknown[]) {
  const res = await t.call(null, {
    method: 'POST',
    url: `/api/public/table/${fx.tables[0]}/orders`,
    headers: { 'idempotency-key': randomUUID() },
    payload: {
      channel: 'counter',
      lines: lines ?? [
        {
          food_id: fx.food.lemak,
          quantity: 2,
          note: 'less spicy',
          options: [{ option_id: fx.option.mild }, { option_id: fx.option.egg }],
        },
        { food_id: fx.food.teh, quantity: 1 },
      ],
    },
  });
  if (res.statusCode !== 201) throw new Error(`place: ${res.statusCode} ${res.body}`);
  const [row] = await t.database.db.select().from(orders).where(eq(orders.token, res.json().data.token));
  if (!row) throw new Error('no order');
  return row;
}

export const jobsOf = (db: Db, orderId: number) =>
  db.select().from(printJobs).where(eq(printJobs.orderId, orderId)).orderBy(printJobs.id);

export const jobOf = async (db: Db, id: number) =>
  (
    await db
      .select()
      .from(printJobs)
      .where(and(eq(printJobs.id, id)))
  ).at(0);
