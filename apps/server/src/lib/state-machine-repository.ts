import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * A status move, its audit row and its notices in one statement (one round trip instead of
 * three), for a machine's `write` given its audit (state-machine.ts `wroteAll`): `update`
 * (returning the row's `id` where it was still `from`), then the audit insert and the pg_notify
 * calls only for a row it moved. Answers whether it moved. The paying transaction's moves use it
 * (the order's, the payment attempt's); every other move sends the three apart.
 */
export async function moveAuditNotify(
  tx: Db,
  update: SQLWrapper,
  audit: (moved: SQL) => SQL,
  notices: readonly (readonly [channel: string, payload: string])[],
): Promise<boolean> {
  const calls = notices.map(([channel, payload]) => sql`, pg_notify(${channel}, ${payload})`);
  const result = await tx.execute(sql`
    with u as ${update}, a as (${audit(sql`u`)})
    select u.id${sql.join(calls, sql``)} from u`);
  const { rows } = result as unknown as { rows: unknown[] };
  return rows.length > 0;
}
