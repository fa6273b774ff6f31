import type { Db } from '../../db/client';
import type { Account } from './accounts';
import * as repo from './deferred-repository';

/**
 * Postings whose accounts' rows (balance, daily row) are written at the end of their transaction.
 * The platform's accounts (gateway_clearing, platform_revenue, points_outstanding, ...) are in
 * every store's paying transaction: a posting's row locks are held until commit, so a paying
 * transaction that took them at its ledger step made every other store's payment wait for all
 * of its later steps (rewards, commissions, rollups, printing). Deferred, the locks are taken by
 * the transaction's last statements and held only for its commit. The entries, and the posting's
 * once-only check (kind, ref), are still written at once.
 */
interface Pending {
  accounts: Map<number, Account>;
  deltas: Map<number, number>;
  daily: { accountId: number; kind: string; amountSen: number }[];
}

const pending = new WeakMap<Db, Pending>();

/**
 * From now on, postings made with exactly `tx` (not a savepoint of it: its rollback must undo
 * its rows) defer their accounts' rows until `flushDeferred(tx)`, which the caller must run before
 * commit. Answers false when `tx` already defers (its owner flushes).
 */
export function deferAccountRows(tx: Db): boolean {
  if (pending.has(tx)) return false;
  pending.set(tx, { accounts: new Map(), deltas: new Map(), daily: [] });
  return true;
}

/** The pending rows of `tx` when it defers them. */
export const deferredOf = (tx: Db): Pending | undefined => pending.get(tx);

/**
 * A deferred posting: its transaction, new accounts and entries in one statement (two when an
 * account it names was created by another transaction meanwhile); its accounts' changes are kept
 * for the flush. Answers whether it was posted now (false: this kind and ref were posted before).
 */
export async function writeDeferred(
  tx: Db,
  into: Pending,
  kind: string,
  ref: string,
  accounts: Account[],
  postings: { account: Account; amountSen: number }[],
): Promise<boolean> {
  const { transactionId, found } = await repo.insertPosting(tx, kind, ref, accounts, postings);
  if (transactionId === undefined) return false;
  const byKey = new Map(found.map((a) => [a.key, a]));
  const unseen = postings.filter((p) => !byKey.has(p.account.key));
  if (unseen.length) {
    const entries = unseen.map((p) => ({ key: p.account.key, amountSen: p.amountSen, unit: p.account.unit }));
    for (const a of await repo.insertEntries(tx, transactionId, entries)) byKey.set(a.key, a);
  }
  for (const { account, amountSen } of postings) {
    const row = byKey.get(account.key);
    if (!row) throw new Error(`ledger: account ${account.key} could not be created`);
    if (row.unit !== account.unit) throw new Error(`ledger: ${account.key} is kept in ${row.unit}`);
    into.accounts.set(row.id, account);
    into.deltas.set(row.id, (into.deltas.get(row.id) ?? 0) + amountSen);
    if (account.daily !== false) into.daily.push({ accountId: row.id, kind, amountSen });
  }
  return true;
}

/**
 * Writes the deferred accounts' rows of `tx` in one statement (locks in ascending id order) and
 * stops deferring. Throws what the posting would have thrown: `overdraft(account, balance)` for
 * an account that may not go into debit, inside the transaction, so that it all rolls back.
 */
export async function flushDeferred(tx: Db, overdraft: (account: Account, balance: number) => Error) {
  const p = pending.get(tx);
  pending.delete(tx);
  if (!p?.deltas.size) return;
  const balances = await repo.applyBalances(tx, p.deltas, p.daily);
  for (const [id, account] of p.accounts) {
    const balance = balances.get(id);
    if (account.noOverdraft && balance !== undefined && balance > 0) throw overdraft(account, balance);
  }
}
