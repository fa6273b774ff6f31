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

/**
 * Rows passed to a machine's `write` that also wrote their audit row and notices: the machine's
 * `audit` and `notify` then have nothing left to do for that move (lib/state-machine.ts calls them
 * right after a write that answered true, with the same row).
 */
const sentByWrite = new WeakSet<object>();

export const sentWithWrite = (row: object) => sentByWrite.add(row);

/** True once for a row whose write sent its audit row: `audit` skips it. */
export const auditSent = (row: object) => sentByWrite.has(row);

/** True once for a row whose write sent its notices: `notify` skips it and forgets the row. */
export const noticesSent = (row: object) => sentByWrite.delete(row);
