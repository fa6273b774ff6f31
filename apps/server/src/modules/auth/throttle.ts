import type { Db } from '../../db/client';
import * as repo from './throttle-repository';

/**
 * Sign-in throttling (PRODUCT.md "Accounts"): nobody can lock another person out by failing on
 * purpose. Three counters share the login_throttle table:
 * - the address (`ip:<address>`): every attempt from it, whatever the account; after MAX_FAILURES
 *   the address waits, doubling each time;
 * - the address at one account (`<account>@ip:<address>`): what a success clears, and what spread
 *   guessing locks;
 * - the account (`<account>`): failures from every address. Past SPREAD_FAILURES, any address that
 *   fails for the account is locked at once. It never gates an attempt, so the right password from
 *   an address that has not been failing still signs in.
 */
const WINDOW_S = 15 * 60;
const MAX_FAILURES = 5;
const SPREAD_FAILURES = 10;
const BASE_LOCK_S = 30;
const MAX_LOCK_S = 15 * 60;
const rules: repo.LockRules = {
  windowS: WINDOW_S,
  maxFailures: MAX_FAILURES,
  baseLockS: BASE_LOCK_S,
  maxLockS: MAX_LOCK_S,
};

/** Who is tried (`user:<id>`, or `name:<typed name>` when no account has it) and from where. */
export interface Attempt {
  account: string;
  ip: string;
}

const addressKey = (a: Attempt) => `ip:${a.ip}`;
const pairKey = (a: Attempt) => `${a.account}@ip:${a.ip}`;

/**
 * Counts the attempt against the address before the password is checked, in one statement, so
 * however many arrive at once, at most MAX_FAILURES passwords are checked per window. Returns the
 * seconds to wait, or 0 to go on and check.
 */
export async function beginAttempt(db: Db, a: Attempt): Promise<number> {
  const keys = [pairKey(a), addressKey(a)];
  if ((await repo.countAttempt(db, keys, rules)) === keys.length) return 0;
  return repo.secondsLocked(db, keys);
}

/**
 * A wrong password: counts against the account; once the account is being guessed from many
 * addresses, this address is locked for it at once, for longer as the guessing goes on.
 * Returns the account's failures in the window.
 */
export async function recordFailure(db: Db, a: Attempt): Promise<number> {
  const failures = await repo.countFailure(db, a.account, WINDOW_S);
  if (failures > SPREAD_FAILURES)
    await repo.lockAtLeast(
      db,
      pairKey(a),
      Math.min(MAX_LOCK_S, BASE_LOCK_S * 2 ** (failures - SPREAD_FAILURES - 1)),
    );
  return failures;
}

/**
 * The right password: the address's attempts at this account no longer count against it, and
 * the lock the attempt itself may have set is lifted if the address is back under the limit.
 */
export async function recordSuccess(db: Db, a: Attempt) {
  await db.transaction(async (tx) => {
    const pairFailures = await repo.deleteKey(tx, pairKey(a));
    if (pairFailures !== undefined) await repo.forgive(tx, addressKey(a), pairFailures, MAX_FAILURES);
  });
}

/** Clears a key outright: a correct current password ends its run of wrong ones. */
export async function clearKey(db: Db, key: string) {
  await repo.deleteKey(db, key);
}
