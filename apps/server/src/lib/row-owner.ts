import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/**
 * Whose row this is: the merchant_id of the row with this id and nothing else of it, for the
 * policy to decide on (policy/merchant-scope.ts `rowScope`). The row itself is read through the scope.
 */
export async function ownerOf(
  db: Db,
  table: PgTable & { id: PgColumn; merchantId: PgColumn },
  id: number,
): Promise<number | null | undefined> {
  const [row] = await db
    .select({ merchantId: table.merchantId })
    .from(table as PgTable)
    .where(eq(table.id, id))
    .limit(1);
  return row?.merchantId as number | null | undefined;
}
