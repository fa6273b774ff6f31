import type { LedgerSourceKind } from '@meja/contracts';
import { atomically, type Db } from '../../db/client';
import type { Account, Unit } from './accounts';
import { deferAccountRows, deferredOf, flushDeferred, writeDeferred } from './deferred';
import * as repo from './repository';

/** One line of a ledger transaction: debit positive, credit negative, in the account's unit. */
export interface Posting {
  account: Account;
  amountSen: number;
}

export interface Source {
  /**
   * What caused the movement: one of contracts' ledgerSourceKinds, which the accounting report
   * names in words; `test_…` only in tests, which post movements the product has no kind for.
   */
  kind: LedgerSourceKind | `test_${string}`;
  /** Which one of its kind: the order's id for 'order_paid'. */
  ref: string | number;
}

const units: readonly Unit[] = ['RM', 'points'];

/**
 * A posting refused because it would take an account that forbids it below zero (a buddy spending
 * more points than they hold). Nothing of the posting was written; callers turn it into the
 * user's message.
 */
export class Overdraft extends Error {
  constructor(
    readonly account: Account,
    /** How far below zero it would have gone (points or sen). */
    readonly shortBy: number,
  ) {
    super(`ledger: ${account.key} would go ${shortBy} below zero`);
  }
}

/**
 * The postings that will be written, or an Error: the callers compute these amounts, so a
 * transaction that does not balance is a bug to stop loudly, never money to lose quietly.
 */
function checked(source: Source, postings: Posting[]): Posting[] {
  if (!source.kind || String(source.ref) === '') throw new Error('ledger: a posting needs a kind and a ref');
  if (!postings.length) throw new Error(`ledger: ${source.kind} ${source.ref} has no postings`);
  const sums = new Map<Unit, number>();
  const seen = new Map<string, Account>();
  for (const { account, amountSen } of postings) {
    if (!Number.isSafeInteger(amountSen))
      throw new Error(`ledger: ${account.key} amount ${amountSen} is not a whole number`);
    if (!units.includes(account.unit)) throw new Error(`ledger: ${account.key} has no known unit`);
    const before = seen.get(account.key);
    if (before && (before.unit !== account.unit || before.type !== account.type))
      throw new Error(`ledger: ${account.key} given with two units or types`);
    seen.set(account.key, account);
    sums.set(account.unit, (sums.get(account.unit) ?? 0) + amountSen);
  }
  for (const [unit, sum] of sums)
    if (sum !== 0) throw new Error(`ledger: ${source.kind} ${source.ref} is off by ${sum} ${unit}`);
  return postings.filter((p) => p.amountSen !== 0);
}

/**
 * Three round trips whatever the number of accounts: the transaction with its new accounts, the
 * locks, then entries, balances and daily rows together (repository.ts). One when `tx` defers its
 * accounts' rows (deferred.ts): transaction, accounts and entries; the rows at the flush.
 */
async function write(tx: Db, kind: string, ref: string, postings: Posting[]) {
  const accounts = new Map(postings.map((p) => [p.account.key, p.account]));
  const sorted = [...accounts.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const deferred = postings.length ? deferredOf(tx) : undefined;
  if (deferred) return { posted: await writeDeferred(tx, deferred, kind, ref, sorted, postings) };
  const transactionId = await repo.insertTransaction(tx, kind, ref, sorted);
  if (transactionId === undefined) return { posted: false };
  if (!postings.length) return { posted: true };

  const locked = new Map((await repo.lockAccounts(tx, sorted)).map((a) => [a.key, a]));

  const deltas = new Map<number, number>();
  const entries = postings.map(({ account, amountSen }) => {
    const row = locked.get(account.key);
    if (!row) throw new Error(`ledger: account ${account.key} could not be created`);
    if (row.unit !== account.unit) throw new Error(`ledger: ${account.key} is kept in ${row.unit}`);
    deltas.set(row.id, (deltas.get(row.id) ?? 0) + amountSen);
    return { accountId: row.id, amountSen, unit: account.unit };
  });
  const daily = postings.flatMap(({ account, amountSen }) => {
    const row = locked.get(account.key);
    return account.daily === false || !row ? [] : [{ accountId: row.id, amountSen }];
  });
  // Under the accounts' locks taken above: only this transaction can be writing their daily rows.
  const balances = await repo.writeEntries(tx, kind, transactionId, entries, deltas, daily);
  for (const account of accounts.values()) {
    const row = locked.get(account.key);
    const balance = row ? balances.get(row.id) : undefined;
    // Thrown inside the posting's transaction: the caller's rollback (or savepoint) undoes it all.
    if (account.noOverdraft && balance !== undefined && balance > 0) throw new Overdraft(account, balance);
  }
  return { posted: true };
}

/**
 * Posts one balanced transaction for `source`, once: a retry with the same kind and ref (a
 * callback delivered again, a job run twice) changes nothing and answers `posted: false`.
 * Balances change in the same database transaction as the entries. Throws a plain Error for an
 * empty list, an amount that is not a whole number, or amounts that do not sum to zero per unit;
 * zero amounts are left out (a list of only zeros records the source with no entries). Throws
 * `Overdraft` when an account marked `noOverdraft` would end below zero; call it in a transaction
 * (or a savepoint) so that the refusal leaves nothing behind.
 * Call it inside the transaction of the change it records; alone, it opens its own.
 */
export async function post(tx: Db, source: Source, postings: Posting[]): Promise<{ posted: boolean }> {
  const kept = checked(source, postings);
  const ref = String(source.ref);
  return atomically(tx, (t) => write(t, source.kind, ref, kept));
}

/**
 * Postings made with `tx` from now on write their accounts' rows (balances, daily rows: the
 * platform's accounts are shared by every store) only at `flushPostings(tx)`, which the caller
 * runs as its transaction's last write (deferred.ts). An overdraft is then refused at the flush.
 * Answers false when `tx` already defers: whoever started it flushes.
 */
export const deferPostings = (tx: Db): boolean => deferAccountRows(tx);

/** Writes what `tx`'s deferred postings owe their accounts' rows; throws `Overdraft` as post() would. */
export function flushPostings(tx: Db): Promise<void> {
  return flushDeferred(tx, (account, balance) => new Overdraft(account, balance));
}

/** The account's balance (debits minus credits; 0 for an account never posted to), read in O(1). */
export function balanceOf(db: Db, account: Account): Promise<number> {
  return repo.balanceOf(db, account.key);
}

/**
 * Locks the account's row for the rest of the caller's transaction and answers its balance and
 * newest entry id (null when never posted to): Clear Balance settles "everything up to this entry".
 */
export function lockBalance(tx: Db, account: Account) {
  return repo.lockedBalance(tx, account.key);
}
