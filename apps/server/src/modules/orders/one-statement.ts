import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * A status move, its audit row and its notices in one statement (one round trip instead of
 * three): `update` (returning the row's `id` where it was still `from`), then the audit insert and
 * the pg_notify calls only for a row it moved. Answers whether it moved. For the paying
 * transaction's moves (the order's, the payment attempt's): the state machines of statuses.ts
 * and payments/statuses.ts send the three apart everywhere else.
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
