import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  clearBalanceMerchants,
  clearBalanceRuns,
  ledgerAccounts,
  ledgerEntries,
  payoutItems,
  users,
} from '../../db/schema';
import { orderOf } from '../../lib/paging';

/**
 * Merchants' redemption balances and Clear Balance runs. What a merchant is owed for redeemed
 * points is the balance of its ledger account merchantRedemption(id) (a liability: negative while
 * owed); its settlements are merchant_redemption payout items (written by payouts' insertItem).
 */

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, q: ReturnType<typeof sql>) =>
  ((await db.execute(q)) as unknown as Rows<T>).rows;

/** Settlements that still cover part of the balance: made, not yet paid out (then the ledger has it), not declined. */
const covering = sql`i.kind = 'merchant_redemption' and i.status in ('pending', 'done')`;

/** What the merchant's pending and approved settlements already cover (sen). */
export async function coveredSen(db: Db, merchantId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${payoutItems.amountSen})` })
    .from(payoutItems)
    .where(
      and(
        eq(payoutItems.kind, 'merchant_redemption'),
        eq(payoutItems.merchantId, merchantId),
        inArray(payoutItems.status, ['pending', 'done']),
      ),
    );
  return Number(row?.sum ?? 0);
}

/** A settlement already made up to this entry (the unique index allows only one). */
export async function settledThrough(db: Db, merchantId: number, entryId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: payoutItems.id })
    .from(payoutItems)
    .where(
      and(
        eq(payoutItems.kind, 'merchant_redemption'),
        eq(payoutItems.merchantId, merchantId),
        eq(payoutItems.throughEntryId, entryId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * When the oldest redemption not yet covered by a settlement was made: the account's first credit
 * entry after the newest entry a (not declined) settlement went up to.
 */
const oldestUncoveredOf = (accountId: SQL, merchantId: SQL) => sql`(
  select min(e.created_at) from ${ledgerEntries} e
  where e.account_id = ${accountId} and e.amount_sen < 0
    and e.id > coalesce((select max(i.through_entry_id) from ${payoutItems} i
      where i.kind = 'merchant_redemption' and i.merchant_id = ${merchantId} and i.status <> 'declined'), 0))`;

export async function oldestUncovered(db: Db, accountId: number, merchantId: number): Promise<Date | null> {
  const [row] = await rowsOf<{ at: string | Date | null }>(
    db,
    sql`select ${oldestUncoveredOf(sql`${accountId}`, sql`${merchantId}`)} as at`,
  );
  return row?.at ? new Date(row.at) : null;
}

export interface BalanceRow {
  merchantId: number;
  name: string;
  owedSen: number;
  coveredSen: number;
  since: Date | null;
}

/** Sortable columns of the merchant balance list (SPEC's `order`). */
const balanceOrder: Record<string, ReturnType<typeof sql>> = {
  name: sql`name`,
  balance: sql`owed`,
  clearable: sql`owed - covered`,
  since: sql`since`,
};

/**
 * GET /admin/report/merchant_balance: merchants owed something for redeemed points, oldest
 * uncovered redemption first, searched by name. One row per redemption account (indexed key).
 */
export async function merchantBalances(
  db: Db,
  f: { start: number; length: number; search?: string; order?: string },
  searchTerm: string | undefined,
) {
  const owing = sql`a.key like 'merchant_redemption:%' and a.balance < 0`;
  const search = searchTerm ? sql` and coalesce(u.name, u.username) ilike ${searchTerm}` : sql``;
  const from = sql`from ${ledgerAccounts} a join ${users} u on u.id = a.owner_id and u.role = 'merchant'`;
  const asked = orderOf(f.order, Object.keys(balanceOrder));
  const by = balanceOrder[asked?.name ?? 'since'] ?? balanceOrder.since;
  const order = sql`${by} ${asked?.direction === 'desc' ? sql`desc` : sql`asc`} nulls last, merchant_id`;
  const [total, filtered, rows] = await Promise.all([
    rowsOf<{ n: number | string }>(db, sql`select count(*) as n ${from} where ${owing}`),
    searchTerm
      ? rowsOf<{ n: number | string }>(db, sql`select count(*) as n ${from} where ${owing}${search}`)
      : undefined,
    rowsOf<{
      merchant_id: number;
      name: string;
      owed: string | number;
      covered: string | number;
      since: string | Date | null;
    }>(
      db,
      sql`select * from (
        select u.id as merchant_id, coalesce(u.name, u.username) as name, -a.balance as owed,
          coalesce((select sum(i.amount_sen) from ${payoutItems} i where ${covering} and i.merchant_id = u.id), 0) as covered,
          ${oldestUncoveredOf(sql`a.id`, sql`u.id`)} as since
        ${from} where ${owing}${search}
      ) b order by ${order} limit ${f.length} offset ${f.start}`,
    ),
  ]);
  const n = (r: { n: number | string }[]) => Number(r[0]?.n ?? 0);
  return {
    rows: rows.map(
      (r): BalanceRow => ({
        merchantId: Number(r.merchant_id),
        name: r.name,
        owedSen: Number(r.owed),
        coveredSen: Number(r.covered),
        since: r.since ? new Date(r.since) : null,
      }),
    ),
    recordsTotal: n(total),
    recordsFiltered: filtered ? n(filtered) : n(total),
  };
}

/** The merchants among `ids` (accounts of role merchant), in the order asked. */
export async function merchantsAmong(db: Db, ids: number[]): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.role, 'merchant')));
  const found = new Set(rows.map((r) => r.id));
  return ids.filter((id) => found.has(id));
}

export async function insertRun(tx: Db, requestedBy: number, merchantIds: number[]): Promise<number> {
  const [run] = await tx
    .insert(clearBalanceRuns)
    .values({ requestedBy, total: merchantIds.length })
    .returning({ id: clearBalanceRuns.id });
  if (!run) throw new Error('insert returned no row');
  await tx
    .insert(clearBalanceMerchants)
    .values(merchantIds.map((merchantId) => ({ runId: run.id, merchantId })));
  return run.id;
}

export async function runById(db: Db, runId: number) {
  const [row] = await db.select().from(clearBalanceRuns).where(eq(clearBalanceRuns.id, runId));
  return row;
}

/** A queued run is being worked on (a run started again stays running). */
export function markRunning(db: Db, runId: number) {
  return db
    .update(clearBalanceRuns)
    .set({ status: 'running' })
    .where(and(eq(clearBalanceRuns.id, runId), eq(clearBalanceRuns.status, 'queued')));
}

/** The run's merchants not yet done, in a fixed order. */
export async function merchantsLeft(db: Db, runId: number): Promise<number[]> {
  const rows = await db
    .select({ merchantId: clearBalanceMerchants.merchantId })
    .from(clearBalanceMerchants)
    .where(and(eq(clearBalanceMerchants.runId, runId), eq(clearBalanceMerchants.done, false)))
    .orderBy(asc(clearBalanceMerchants.merchantId));
  return rows.map((r) => r.merchantId);
}

/** Locks the run's row for one merchant: two workers on the same run take turns, the second sees it done. */
export async function lockRunMerchant(tx: Db, runId: number, merchantId: number) {
  const [row] = await tx
    .select({ done: clearBalanceMerchants.done })
    .from(clearBalanceMerchants)
    .where(and(eq(clearBalanceMerchants.runId, runId), eq(clearBalanceMerchants.merchantId, merchantId)))
    .for('update');
  return row;
}

/** The merchant is done in this run (with its settlement, if any) and counted in the run's progress. */
export async function markMerchantDone(
  tx: Db,
  runId: number,
  merchantId: number,
  result: { itemId: number | null; clearedSen: number },
) {
  await tx
    .update(clearBalanceMerchants)
    .set({ done: true, doneAt: new Date(), itemId: result.itemId, clearedSen: result.clearedSen })
    .where(and(eq(clearBalanceMerchants.runId, runId), eq(clearBalanceMerchants.merchantId, merchantId)));
  await tx
    .update(clearBalanceRuns)
    .set({
      done: sql`${clearBalanceRuns.done} + 1`,
      clearedSen: sql`${clearBalanceRuns.clearedSen} + ${result.clearedSen}`,
    })
    .where(eq(clearBalanceRuns.id, runId));
}

/** Done once no merchant of the run is left; answers whether it is. */
export async function finishRun(db: Db, runId: number): Promise<boolean> {
  const rows = await db
    .update(clearBalanceRuns)
    .set({ status: 'done', finishedAt: new Date(), error: null })
    .where(
      and(
        eq(clearBalanceRuns.id, runId),
        inArray(clearBalanceRuns.status, ['queued', 'running']),
        sql`not exists (select 1 from ${clearBalanceMerchants} m where m.run_id = ${runId} and not m.done)`,
      ),
    )
    .returning({ id: clearBalanceRuns.id });
  return rows.length > 0;
}

/** What went wrong last, kept while pg-boss tries again; `failed` once it stops trying. */
export function recordError(db: Db, runId: number, error: string, failed = false) {
  return db
    .update(clearBalanceRuns)
    .set({ error: error.slice(0, 1000), ...(failed && { status: 'failed', finishedAt: new Date() }) })
    .where(and(eq(clearBalanceRuns.id, runId), inArray(clearBalanceRuns.status, ['queued', 'running'])));
}

/**
 * Runs not finished, with their jobs' states (pg-boss's own table) and when they last moved: the
 * sweep decides from these which to queue again.
 */
export async function unfinishedRuns(db: Db, jobName: string, staleAfterMs: number) {
  return rowsOf<{ id: number; error: string | null; waiting: boolean; working: boolean; failed: boolean }>(
    db,
    sql`select r.id, r.error,
        exists (select 1 from pgboss.job j where j.name = ${jobName} and j.singleton_key = r.id::text
          and j.state in ('created', 'retry')) as waiting,
        exists (select 1 from pgboss.job j where j.name = ${jobName} and j.singleton_key = r.id::text
          and j.state = 'active' and (j.started_on > now() - make_interval(secs => ${staleAfterMs / 1000})
            or (select max(m.done_at) from ${clearBalanceMerchants} m where m.run_id = r.id)
              > now() - make_interval(secs => ${staleAfterMs / 1000}))) as working,
        (select j.state from pgboss.job j where j.name = ${jobName} and j.singleton_key = r.id::text
          order by j.created_on desc limit 1) = 'failed' as failed
      from ${clearBalanceRuns} r where r.status in ('queued', 'running') order by r.id limit 100`,
  );
}

/** Runs, newest first, with who asked and how many settlements each made. */
export async function runsPage(db: Db, f: { start: number; length: number }, id?: number) {
  const where = id === undefined ? undefined : eq(clearBalanceRuns.id, id);
  const [total, rows] = await Promise.all([
    db.select({ n: count() }).from(clearBalanceRuns).where(where),
    db
      .select({
        run: clearBalanceRuns,
        requestedBy: sql<string | null>`coalesce(${users.name}, ${users.username})`,
        items: sql<number>`(select count(*)::int from ${clearBalanceMerchants} m
          where m.run_id = ${clearBalanceRuns.id} and m.item_id is not null)`,
      })
      .from(clearBalanceRuns)
      .leftJoin(users, eq(users.id, clearBalanceRuns.requestedBy))
      .where(where)
      .orderBy(desc(clearBalanceRuns.id))
      .limit(f.length)
      .offset(f.start),
  ]);
  return { rows, recordsTotal: total[0]?.n ?? 0 };
}
