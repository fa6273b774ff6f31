/**
 * More stores for the many-stores scenario, made with the server's own code on the bench database
 * as the admin's "new merchant" does (openMerchant with the new-merchant defaults in force) and as
 * the demo seed fills the demo merchant (its menu, tables and terms acceptance), so that the
 * stores order like the demo one. Each is open all day, sits under the demo merchant's agent and
 * is marked demo, as the seed's company is, so that the sandbox gateway takes its payments.
 */
import { eq } from 'drizzle-orm';
import { connectPostgres } from '../apps/server/src/db/client';
import { companies, stores, users } from '../apps/server/src/db/schema';
import { seedDemoMenu, seedDemoTables } from '../apps/server/src/db/seed-menu';
import { acceptCurrentVersion } from '../apps/server/src/modules/content/terms/repository';
import { openMerchant } from '../apps/server/src/modules/merchants/open';

/** Makes `count` stores with `tablesEach` tables; returns each one's table tokens. */
export async function makeStores(
  databaseUrl: string,
  count: number,
  tablesEach: number,
): Promise<string[][]> {
  const database = connectPostgres(databaseUrl, 2);
  try {
    const { db } = database;
    const [demo] = await db
      .select({ upline: users.uplineId, sub: users.subAgentId })
      .from(users)
      .where(eq(users.username, 'merchant'));
    const made: string[][] = [];
    for (let i = 1; i <= count; i++) {
      const tables = await db.transaction(async (tx) => {
        const [merchant] = await tx
          .insert(users)
          .values({
            role: 'merchant',
            username: `bench-store-${i}`,
            name: `Bench store ${i}`,
            status: 'active',
            firstLogin: false,
            setupStatus: 'completed',
            uplineId: demo?.upline ?? null,
            subAgentId: demo?.sub ?? null,
          })
          .returning({ id: users.id });
        if (!merchant) throw new Error('insert returned nothing');
        await openMerchant(tx, merchant.id, { displayName: `Bench store ${i}`, depositPaid: true });
        await tx
          .update(stores)
          .set({ openAt: '00:00', closeAt: '00:00', receiptPrefix: `B${i}-` })
          .where(eq(stores.merchantId, merchant.id));
        // Demo stores, as the seed's: the only ones the sandbox gateway takes payments for in production.
        await tx.update(companies).set({ demo: true }).where(eq(companies.merchantId, merchant.id));
        await seedDemoMenu(tx, merchant.id);
        await acceptCurrentVersion(tx, merchant.id);
        return seedDemoTables(tx, merchant.id, tablesEach);
      });
      made.push(tables);
    }
    return made;
  } finally {
    await database.close();
  }
}
