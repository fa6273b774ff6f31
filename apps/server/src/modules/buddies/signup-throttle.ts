import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { hit, type Limit } from '../../lib/rate-limit';

/**
 * Sign-ups per client address, so that scripted sign-ups cannot farm referral rewards and
 * cashback (numbers are already throttled by their codes: service.ts). Only the sign-in that
 * creates a buddy counts; a buddy who exists signs in whatever the address did.
 */
const HOUR_S = 60 * 60;
const DAY_S = 24 * HOUR_S;
export const NEW_BUDDIES_PER_ADDRESS_HOUR: Limit = { limit: 10, windowS: HOUR_S };
export const NEW_BUDDIES_PER_ADDRESS_DAY: Limit = { limit: 30, windowS: DAY_S };
/** Referred sign-ups earn their referrer rewards: fewer of them a day. */
export const REFERRED_PER_ADDRESS_DAY: Limit = { limit: 5, windowS: DAY_S };

/**
 * Counts a new buddy (and a referred one) against the address, inside the sign-in's transaction:
 * refused, it throws 429 with the wait, and the rollback leaves the refusal uncounted (and the
 * code still usable once the wait is over, if it has not expired by then).
 */
export async function admitSignUp(tx: Db, ip: string, referred: boolean) {
  const checks: [string, Limit][] = [
    [`signup-ip-hour:${ip}`, NEW_BUDDIES_PER_ADDRESS_HOUR],
    [`signup-ip-day:${ip}`, NEW_BUDDIES_PER_ADDRESS_DAY],
  ];
  if (referred) checks.push([`signup-referred-ip:${ip}`, REFERRED_PER_ADDRESS_DAY]);
  let wait = 0;
  for (const [key, limit] of checks) {
    const h = await hit(tx, key, limit);
    if (!h.ok) wait = Math.max(wait, h.retryAfterS);
  }
  if (wait > 0) throw new AppError('too_many_requests', 'error.signup_wait', undefined, { seconds: wait });
}
