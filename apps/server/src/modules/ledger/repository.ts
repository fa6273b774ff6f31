import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerAccounts, ledgerDaily, ledgerEntries, ledgerTransactions } from '../../db/schema';
import type { Account, Unit } from './accounts';

/** Accounts as the rows of a `values` list: (key, type, owner_id, unit). */
export const accountValues = (accounts: Account[]) =>
  sql.join(
    accounts.map(
      (a) => sql`(${a.key}::text, ${a.type}::text, ${a.ownerId ?? null}::integer, ${a.unit}::text)`,
    ),
    sql`, `,
  );

/**
 * The transaction's id, or undefined when this (kind, ref) was posted before (or is being posted
 * now). In the same statement (one round trip), a new transaction's accounts not seen before are
 * created (in key order, as `accounts` come); a repeat creates none.
 */
export async function insertTransaction(
  tx: Db,
  kind: string,
  ref: string,
  accounts: Account[] = [],
): Promise<number | undefined> {
  if (!accounts.length) {
    const [row] = await tx
      .insert(ledgerTransactions)
      .values({ kind, ref })
      .onConflictDoNothing({ target: [ledgerTransactions.kind, ledgerTransactions.ref] })
      .returning({ id: ledgerTransactions.id });
    return row?.id;
  }
  const values = accountValues(accounts);
  const result = await tx.execute(sql`
    with t as (
      insert into ${ledgerTransactions} (kind, ref) values (${kind}, ${ref})
      on conflict (kind, ref) do nothing
      returning id
    ), a as (
      insert into ${ledgerAccounts} (key, type, owner_id, unit)
      select v.key, v.type, v.owner_id, v.unit from (values ${values}) as v(key, type, owner_id, unit)
      where exists (select 1 from t)
      on conflict (key) do nothing
    )
    select id from t`);
  const { rows } = result as unknown as { rows: { id: number }[] };
  return rows[0] === undefined ? undefined : Number(rows[0].id);
}

export interface LockedAccount {
  id: number;
  key: string;
  unit: Unit;
}

/**
 * Locks the accounts (created by insertTransaction) in ascending id order: every posting takes its
 * row locks in that one order, so two postings over the same accounts wait for each other instead
 * of deadlocking. A statement of its own, after the insert's: it must see accounts another
 * transaction created and committed meanwhile.
 */
export async function lockAccounts(tx: Db, accounts: Account[]): Promise<LockedAccount[]> {
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
    // Not FOR UPDATE: that would also wait for transactions that only hold entries naming the
    // account (their foreign key's KEY SHARE), i.e. every paying transaction until its commit.
    .for('no key update');
  return rows.map((r) => ({ ...r, unit: r.unit as Unit }));
}

/**
 * A posting's writes to its locked accounts in one statement (one round trip): the entries, each
 * account's balance (answered, for the overdraft check) and its row of today in ledger_daily
 * (dailyInsert). The three touch different tables, so their order inside the statement is free.
 */
export async function writeEntries(
  tx: Db,
  kind: string,
  transactionId: number,
  entries: { accountId: number; amountSen: number; unit: Unit }[],
  deltas: Map<number, number>,
  daily: { accountId: number; amountSen: number }[],
): Promise<Map<number, number>> {
  const entryRows = sql.join(
    entries.map(
      (e) =>
        sql`(${transactionId}::integer, ${e.accountId}::integer, ${e.amountSen}::integer, ${e.unit}::text)`,
    ),
    sql`, `,
  );
  const deltaRows = sql.join(
    [...deltas].map(([id, delta]) => sql`(${id}::integer, ${delta}::bigint)`),
    sql`, `,
  );
  const dailyPart = daily.length ? sql`, d as (${dailyInsert(daily.map((d) => ({ ...d, kind })))})` : sql``;
  const result = await tx.execute(sql`
    with e as (
      insert into ${ledgerEntries} (transaction_id, account_id, amount_sen, unit) values ${entryRows}
    ), b as (
      update ${ledgerAccounts} set
        balance = ${ledgerAccounts.balance} + d.delta,
        updated_at = now()
      from (values ${deltaRows}) as d(id, delta)
      where ${ledgerAccounts.id} = d.id
      returning ${ledgerAccounts.id} as id, ${ledgerAccounts.balance} as balance
    )${dailyPart}
    select id, balance from b`);
  const { rows } = result as unknown as { rows: { id: number; balance: string | number }[] };
  return new Map(rows.map((r) => [Number(r.id), Number(r.balance)]));
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
 * Entries added to their accounts' rows of today (Kuala Lumpur) and their kind in ledger_daily:
 * debits and credits apart, and how many entries. `joined` names a CTE of the same statement whose
 * `id`s the rows must be in: the insert then runs after it (e.g. after the accounts' locks).
 */
export function dailyInsert(
  entries: { accountId: number; kind: string; amountSen: number }[],
  joined?: string,
) {
  const rows = sql.join(
    entries.map((e) => sql`(${e.accountId}::integer, ${e.kind}::text, ${e.amountSen}::bigint)`),
    sql`, `,
  );
  const after = joined ? sql` where e.id in (select id from ${sql.raw(joined)})` : sql``;
  return sql`
    insert into ${ledgerDaily} as s (account_id, day, kind, entries, debit_sen, credit_sen)
    select e.id, ((now() at time zone 'UTC') + interval '8 hours')::date, e.kind, count(*),
      coalesce(sum(e.amount) filter (where e.amount > 0), 0), coalesce(-sum(e.amount) filter (where e.amount < 0), 0)
    from (values ${rows}) as e(id, kind, amount)${after}
    group by e.id, e.kind
    order by e.id, e.kind
    on conflict (account_id, day, kind) do update set
      entries = s.entries + excluded.entries,
      debit_sen = s.debit_sen + excluded.debit_sen,
      credit_sen = s.credit_sen + excluded.credit_sen`;
}
