import type { Db } from '../../db/client';
import { klDayOf } from '../../lib/time';
import * as repo from './repository';

/**
 * What other modules read of birthday claims, apart from the order steps (order-steps.ts): nothing
 * here imports the orders module, so the buddy's profile can read it without a cycle.
 */

/** The Kuala Lumpur calendar year and month (1–12) of an instant. */
export function klYearMonth(at: Date | number) {
  const day = klDayOf(at);
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) };
}

/** The stores (merchant ids) whose birthday gift the buddy took this Kuala Lumpur year (the ordering app's "me"). */
export const claimedThisYear = (db: Db, buddyId: number, now: Date | number = Date.now()) =>
  repo.claimedMerchants(db, buddyId, klYearMonth(now).year);
