import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The ledger's two invariants over the whole database (`npm run check`, and every start of the
 * embedded database, issue 25): every transaction sums to zero in each unit, and every account's
 * kept balance is the sum of its entries. A few examples of each fault are named, not all.
 */
export interface LedgerFaults {
  unbalanced: { transaction_id: number; unit: string; off: number }[];
  drifted: { key: string; balance: number; summed: number }[];
}

const EXAMPLES = 10;

export async function ledgerFaults(db: Db): Promise<LedgerFaults> {
  const unbalanced = (await db.execute(sql`
    select transaction_id, unit, sum(amount_sen)::bigint as off
    from ledger_entries group by transaction_id, unit having sum(amount_sen) <> 0
    order by transaction_id limit ${EXAMPLES}`)) as unknown as { rows: LedgerFaults['unbalanced'] };
  const drifted = (await db.execute(sql`
    select a.key, a.balance, coalesce(s.summed, 0)::bigint as summed
    from ledger_accounts a
    left join (select account_id, sum(amount_sen) as summed from ledger_entries group by account_id) s
      on s.account_id = a.id
    where a.balance <> coalesce(s.summed, 0)
    order by a.key limit ${EXAMPLES}`)) as unknown as { rows: LedgerFaults['drifted'] };
  return {
    unbalanced: unbalanced.rows.map((r) => ({ ...r, off: Number(r.off) })),
    drifted: drifted.rows.map((r) => ({ ...r, balance: Number(r.balance), summed: Number(r.summed) })),
  };
}

/** The faults in words, one line each; empty when the ledger holds. */
export function describeFaults(f: LedgerFaults): string[] {
  return [
    ...f.unbalanced.map(
      (u) => `ledger transaction ${u.transaction_id} does not sum to zero: off by ${u.off} (${u.unit})`,
    ),
    ...f.drifted.map((d) => `account ${d.key} keeps balance ${d.balance} but its entries sum to ${d.summed}`),
  ];
}
