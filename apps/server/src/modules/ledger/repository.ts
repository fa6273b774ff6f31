import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerAccounts, ledgerDaily, ledgerEntries, ledgerTransactions } from '../../db/schema';
import type { Account, Unit } from './accounts';

/** The transaction's id, or undefined when this (kind, ref) was posted before (or is being posted now). */
export async function insertTransaction(tx: Db, kind: string, ref: string): Promise<number | undefined> {
  const [row] = await tx
    .insert(ledgerTransactions)
    .values({ kind, ref })
    .onConflictDoNothing({ target: [ledgerTransactions.kind, ledgerTransactions.ref] })
    .returning({ id: ledgerTransactions.id });
  return row?.id;
}

export interface LockedAccount {
  id: number;
  key: string;
  unit: Unit;
}

/**
 * Creates the accounts not seen before, then locks all of them in ascending id order: every
 * posting takes its row locks in that one order, so two postings over the same accounts wait for
 * each other instead of deadlocking. `accounts` come sorted by key (the insert's order).
 */
export async function lockAccounts(tx: Db, accounts: Account[]): Promise<LockedAccount[]> {
  await tx
    .insert(ledgerAccounts)
    .values(accounts.map((a) => ({ key: a.key, type: a.type, ownerId: a.ownerId, unit: a.unit })))
    .onConflictDoNothing({ target: ledgerAccounts.key });
  const rows = await tx
    .select({ id: ledgerAccounts.id, key: ledgerAccounts.key, unit: ledgerAccounts.unit })
    .from(ledgerAccounts)
    .where(
      inArray(
        ledgerAccounts.key,
        accounts.map((a) => a.key),
      ),
    )
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
  return rows.map((r) => ({ ...r, unit: r.unit as Unit }));
}

export async function insertEntries(
  tx: Db,
  transactionId: number,
  entries: { accountId: number; amountSen: number; unit: Unit }[],
) {
  if (entries.length) await tx.insert(ledgerEntries).values(entries.map((e) => ({ ...e, transactionId })));
}

/** Adds each delta to its (locked) account's balance, in one statement; answers the new balances. */
export async function addToBalances(tx: Db, deltas: Map<number, number>): Promise<Map<number, number>> {
  if (!deltas.size) return new Map();
  const rows = sql.join(
    [...deltas].map(([id, delta]) => sql`(${id}::integer, ${delta}::bigint)`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    update ${ledgerAccounts} set
      balance = ${ledgerAccounts.balance} + d.delta,
      updated_at = now()
    from (values ${rows}) as d(id, delta)
    where ${ledgerAccounts.id} = d.id
    returning ${ledgerAccounts.id} as id, ${ledgerAccounts.balance} as balance`);
  // Both drivers (pg, PGlite) answer { rows }; bigint comes back as text from pg.
  const { rows: updated } = result as unknown as { rows: { id: number; balance: string | number }[] };
  return new Map(updated.map((r) => [Number(r.id), Number(r.balance)]));
}

/** An account's balance, kept by every posting: one indexed row, never a sum over history. */
export async function balanceOf(db: Db, key: string): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.key, key));
  return row?.balance ?? 0;
}

/**
 * Locks an account's row (as a posting does) and reads its balance and its newest entry's id, so
 * that what the caller decides from them holds until it commits: no posting to the account can
 * slip in between. An account never posted to has nothing to lock: balance 0, no entry.
 */
export async function lockedBalance(tx: Db, key: string) {
  const [row] = await tx
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.key, key))
    .for('update');
  if (!row) return { accountId: null, balance: 0, lastEntryId: null };
  const [last] = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, row.id))
    .orderBy(desc(ledgerEntries.id))
    .limit(1);
  return { accountId: row.id, balance: row.balance, lastEntryId: last?.id ?? null };
}

/**
 * Adds a posting's entries to their accounts' rows of today (Kuala Lumpur) and this kind in
 * ledger_daily, in one statement: debits and credits apart, and how many entries.
 */
export async function addToDaily(tx: Db, kind: string, entries: { accountId: number; amountSen: number }[]) {
  if (!entries.length) return;
  const rows = sql.join(
    entries.map((e) => sql`(${e.accountId}::integer, ${e.amountSen}::bigint)`),
    sql`, `,
  );
  await tx.execute(sql`
    insert into ${ledgerDaily} as s (account_id, day, kind, entries, debit_sen, credit_sen)
    select e.id, ((now() at time zone 'UTC') + interval '8 hours')::date, ${kind}, count(*),
      coalesce(sum(e.amount) filter (where e.amount > 0), 0), coalesce(-sum(e.amount) filter (where e.amount < 0), 0)
    from (values ${rows}) as e(id, amount)
    group by e.id
    order by e.id
    on conflict (account_id, day, kind) do update set
      entries = s.entries + excluded.entries,
      debit_sen = s.debit_sen + excluded.debit_sen,
      credit_sen = s.credit_sen + excluded.credit_sen`);
}
