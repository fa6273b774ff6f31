import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';
import type { Account, Unit } from './accounts';
import { accountValues, dailyInsert, type LockedAccount } from './repository';

type Row = { tid: number | string | null; id: number | string | null; key: string | null; unit: Unit | null };

/**
 * A deferred posting (deferred.ts) in one statement: the transaction once per (kind, ref), its
 * accounts not seen before (in key order), and its entries, none of the accounts' rows touched.
 * Answers the transaction's id (undefined: posted before) and the accounts it found. An account
 * another transaction committed after this statement began is neither seen nor created here: its
 * entries are left out, and the caller writes them with `insertEntries`.
 */
export async function insertPosting(
  tx: Db,
  kind: string,
  ref: string,
  accounts: Account[],
  postings: { account: Account; amountSen: number }[],
): Promise<{ transactionId: number | undefined; found: LockedAccount[] }> {
  const newAccounts = accountValues(accounts);
  const lines = sql.join(
    postings.map(
      (p, i) =>
        sql`(${p.account.key}::text, ${p.amountSen}::integer, ${p.account.unit}::text, ${i}::integer)`,
    ),
    sql`, `,
  );
  const result = await tx.execute(sql`
    with t as (
      insert into ${ledgerTransactions} (kind, ref) values (${kind}, ${ref})
      on conflict (kind, ref) do nothing
      returning id
    ), a as (
      insert into ${ledgerAccounts} (key, type, owner_id, unit)
      select v.key, v.type, v.owner_id, v.unit from (values ${newAccounts}) as v(key, type, owner_id, unit)
      where exists (select 1 from t)
      on conflict (key) do nothing
      returning id, key, unit
    ), f as (
      select id, key, unit from ${ledgerAccounts}
      where key in (select key from (values ${newAccounts}) as v(key, type, owner_id, unit))
      union all
      select id, key, unit from a
    ), e as (
      insert into ${ledgerEntries} (transaction_id, account_id, amount_sen, unit)
      select t.id, f.id, v.amount, v.unit
      from t, (values ${lines}) as v(key, amount, unit, n) join f on f.key = v.key
      order by v.n
    )
    select (select id from t) as tid, f.id, f.key, f.unit from (select 1) as one left join f on true`);
  const { rows } = result as unknown as { rows: Row[] };
  const tid = rows[0]?.tid;
  return {
    transactionId: tid === null || tid === undefined ? undefined : Number(tid),
    found: rows.flatMap((r) =>
      r.id === null || r.key === null || r.unit === null
        ? []
        : [{ id: Number(r.id), key: r.key, unit: r.unit }],
    ),
  };
}

/**
 * Entries of an inserted posting whose accounts `insertPosting` could not see: a statement of its
 * own sees them. Answers the accounts found.
 */
export async function insertEntries(
  tx: Db,
  transactionId: number,
  entries: { key: string; amountSen: number; unit: Unit }[],
): Promise<LockedAccount[]> {
  const rows = sql.join(
    entries.map((e, i) => sql`(${e.key}::text, ${e.amountSen}::integer, ${e.unit}::text, ${i}::integer)`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    with a as (
      select id, key, unit from ${ledgerAccounts}
      where key in (select key from (values ${rows}) as v(key, amount, unit, n))
    ), e as (
      insert into ${ledgerEntries} (transaction_id, account_id, amount_sen, unit)
      select ${transactionId}::integer, a.id, v.amount, v.unit
      from (values ${rows}) as v(key, amount, unit, n) join a on a.key = v.key
      order by v.n
    )
    select id, key, unit from a`);
  const { rows: found } = result as unknown as { rows: { id: number; key: string; unit: Unit }[] };
  return found.map((r) => ({ id: Number(r.id), key: r.key, unit: r.unit }));
}

/**
 * The deferred postings' changes to their accounts' rows, in one statement: the rows locked in
 * ascending id order (as lockAccounts), the balances moved (answered, for the overdraft check) and
 * their daily rows, the last written once the locks are held.
 */
export async function applyBalances(
  tx: Db,
  deltas: Map<number, number>,
  daily: { accountId: number; kind: string; amountSen: number }[],
): Promise<Map<number, number>> {
  const ids = [...deltas.keys()];
  const deltaRows = sql.join(
    [...deltas].map(([id, delta]) => sql`(${id}::integer, ${delta}::bigint)`),
    sql`, `,
  );
  const dailyPart = daily.length ? sql`, d as (${dailyInsert(daily, 'b')})` : sql``;
  const result = await tx.execute(sql`
    with l as materialized (
      select id from ${ledgerAccounts}
      where id in (${sql.join(
        ids.map((id) => sql`${id}::integer`),
        sql`, `,
      )})
      order by id
      for no key update
    ), b as (
      update ${ledgerAccounts} set
        balance = ${ledgerAccounts.balance} + d.delta,
        updated_at = now()
      from (values ${deltaRows}) as d(id, delta) join l on l.id = d.id
      where ${ledgerAccounts.id} = d.id
      returning ${ledgerAccounts.id} as id, ${ledgerAccounts.balance} as balance
    )${dailyPart}
    select id, balance from b`);
  const { rows } = result as unknown as { rows: { id: number; balance: string | number }[] };
  return new Map(rows.map((r) => [Number(r.id), Number(r.balance)]));
}
