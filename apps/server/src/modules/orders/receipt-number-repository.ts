import { receiptNumber } from '@meja/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';

/**
 * Which receipt number a store gives next: the one answer that paying (order-steps.ts) issues and
 * the store's settings preview. The running counter says where to start; numbers some order of the
 * merchant already carries (given before the starting number was set back onto them) are skipped,
 * so the next receipt is the first free one at or after the counter.
 */

export interface ReceiptCounter {
  readonly prefix: string;
  readonly digits: number;
  /** The store's running counter (stores.receipt_next). */
  readonly next: number;
}

/**
 * The first sequence at or after `c.next` whose number no order of the merchant has: one statement
 * walking up the merchant's (merchant_id, receipt_no) unique index, one probe per number taken.
 * In the paying transaction, call it after the store row's lock: it then sees every number given.
 */
export async function nextReceipt(db: Db, merchantId: number, c: ReceiptCounter) {
  const { prefix, digits } = c;
  // As receiptNumber() writes it: zero-padded to `digits`, never cut when longer.
  const numberOf = (seq: unknown) =>
    sql`${prefix}::text || case when length(${seq}::text) >= ${digits}::int then ${seq}::text
      else lpad(${seq}::text, ${digits}::int, '0') end`;
  const result = await db.execute(sql`
    with recursive walk(seq) as (
      select ${c.next}::int
      union all
      select walk.seq + 1 from walk
      where exists (
        select 1 from ${orders}
        where ${orders.merchantId} = ${merchantId} and ${orders.receiptNo} = ${numberOf(sql`walk.seq`)})
    )
    select max(seq)::int as seq from walk`);
  const seq = Number((result as unknown as { rows: { seq: number | string }[] }).rows[0]?.seq ?? c.next);
  return { seq, receiptNo: receiptNumber(prefix, digits, seq) };
}
