import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { senToRM, type TBuddyOrder, translate } from '@meja/contracts';
import type { Db } from '../../db/client';
import { AppError, fieldError } from '../../lib/errors';
import { hit } from '../../lib/rate-limit';
import { newToken } from '../../lib/tokens';
import type { ActorCtx, Ctx } from '../../plugins/context';
import { createSession } from '../auth/sessions';
import { malaysianMobile } from './phone';
import { createProfile, referrerFor } from './referrals';
import * as repo from './repository';
import { admitSignUp } from './signup-throttle';

/** A code lives 5 minutes and allows 5 wrong tries. */
export const CODE_TTL_S = 5 * 60;
export const MAX_WRONG_TRIES = 5;
/** Per number: one code a minute, five an hour; per client address: twenty an hour. */
export const RESEND_AFTER_S = 60;
export const CODES_PER_NUMBER_HOUR = 5;
export const CODES_PER_ADDRESS_HOUR = 20;
const HOUR_S = 60 * 60;

type Log = { warn: (o: object, m: string) => void };

const tooMany = (seconds: number) =>
  new AppError('too_many_attempts', 'error.otp_wait', undefined, {
    seconds: Math.max(1, Math.ceil(seconds)),
  });

const codeWrong = () => fieldError('code', 'error.otp_invalid');

/**
 * Codes are six digits, so a hash alone would fall to a table of a million: each gets its own
 * salt and is bound to its number. Throttling, not the hash, is what keeps codes from guessing.
 */
function hashCode(phone: string, code: string, salt = randomBytes(16).toString('hex')) {
  const digest = createHash('sha256').update(`${salt}:${phone}:${code}`).digest('hex');
  return `${salt}.${digest}`;
}

function codeMatches(stored: string, phone: string, code: string) {
  const [salt] = stored.split('.');
  if (!salt) return false;
  const a = Buffer.from(stored);
  const b = Buffer.from(hashCode(phone, code, salt));
  return a.length === b.length && timingSafeEqual(a, b);
}

const numberOf = (input: string) => {
  const phone = malaysianMobile(input);
  if (!phone) throw fieldError('phone', 'validation.phone');
  return phone;
};

/**
 * Sends a sign-in code by SMS. The reply is the same whether the number has an account or not:
 * a buddy is created only when a code is verified.
 */
export async function sendCode(ctx: Ctx, input: string) {
  const phone = numberOf(input);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeId = await ctx.db.transaction(async (tx) => {
    await repo.lockPhone(tx, phone);
    const ages = await repo.recentCodeAges(tx, phone, CODES_PER_NUMBER_HOUR);
    const newest = ages[0];
    const oldest = ages[CODES_PER_NUMBER_HOUR - 1];
    const wait = Math.max(
      newest === undefined ? 0 : RESEND_AFTER_S - newest,
      oldest === undefined ? 0 : HOUR_S - oldest,
    );
    if (wait > 0) throw tooMany(wait);
    // Thrown inside the transaction, a refusal is not counted against the address.
    const sent = await hit(tx, `otp-ip:${ctx.ip}`, { limit: CODES_PER_ADDRESS_HOUR, windowS: HOUR_S });
    if (!sent.ok) throw tooMany(sent.retryAfterS);
    await repo.voidCodesOf(tx, phone);
    return repo.insertCode(tx, phone, hashCode(phone, code), CODE_TTL_S);
  });
  try {
    await ctx.sms.send(phone, translate(ctx.locale, 'sms.otp', { code }));
  } catch (err) {
    // Never delivered: it must not hold the number back from asking again.
    await repo.deleteCode(ctx.db, codeId);
    throw err;
  }
  return { phone, expires_in: CODE_TTL_S, resend_in: RESEND_AFTER_S };
}

/**
 * Checks a code and signs the buddy of that number in, creating the buddy on the first sign-in
 * (with the upline of `referral_code`, if it names one). A wrong code counts against the code; a
 * wrong, used, expired or dead code gets one message. Too many new buddies from the address: 429.
 */
export async function verifyCode(
  ctx: Ctx,
  body: { phone: string; code: string; referral_code?: string },
  log: Log,
) {
  const phone = numberOf(body.phone);
  const outcome = await ctx.db.transaction(async (tx) => {
    await repo.lockPhone(tx, phone);
    const live = await repo.liveCodeOf(tx, phone, MAX_WRONG_TRIES);
    if (!live) return { kind: 'refused' } as const;
    if (!codeMatches(live.codeHash, phone, body.code)) {
      await repo.countWrongTry(tx, live.id);
      return { kind: 'wrong' } as const;
    }
    if (!(await repo.useCode(tx, live.id))) return { kind: 'refused' } as const;
    const found = await repo.findBuddyByPhone(tx, phone);
    const joined = found ? undefined : await signUp(tx, ctx.ip, phone, body.referral_code);
    const buddy = found ?? joined?.buddy;
    if (!buddy) throw new AppError('conflict', 'error.username_taken');
    if (buddy.status !== 'active') return { kind: 'inactive' } as const;
    const token = newToken();
    await createSession(tx, buddy.id, token);
    return {
      kind: 'signed_in',
      token,
      buddy,
      created: Boolean(joined),
      referred: Boolean(joined?.referred),
    } as const;
  });
  if (outcome.kind === 'wrong' || outcome.kind === 'refused') {
    log.warn({ phone, ip: ctx.ip, outcome: outcome.kind }, 'buddy sign-in code refused');
    throw codeWrong();
  }
  if (outcome.kind === 'inactive') throw new AppError('account_inactive');
  const { token, buddy, created, referred } = outcome;
  return {
    token,
    role: 'buddy' as const,
    user: { id: buddy.id, phone_number: buddy.phoneNumber ?? phone, name: buddy.name },
    created,
    referred,
  };
}

/**
 * The first sign-in of a number: the buddy, their profile and referral code, and the upline when
 * the code they came with names another active buddy (an unknown one is ignored: the diner is
 * mid-order). Counted against the client address (signup-throttle.ts) before anything is written.
 */
async function signUp(tx: Db, ip: string, phone: string, code: string | undefined) {
  const referrer = code?.trim() ? await referrerFor(tx, code, { phone }) : undefined;
  const referred = referrer?.ok === true;
  await admitSignUp(tx, ip, referred);
  const buddy = await repo.createBuddy(tx, phone);
  if (!buddy) return undefined;
  await createProfile(tx, buddy.id, referrer?.ok ? referrer.id : null);
  return { buddy, referred };
}

/** The signed-in buddy's own orders, newest first. */
export async function pastOrders(ctx: ActorCtx, query: { start: number; length: number }) {
  const page = await repo.ordersOf(ctx.db, ctx.actor.id, query);
  const data: TBuddyOrder[] = page.rows.map((o) => ({
    token: o.token,
    store: { id: o.merchantId, display_name: o.displayName ?? '' },
    table_name: o.tableName,
    order_no: o.orderNo,
    receipt_no: o.receiptNo,
    total: senToRM(o.totalSen),
    total_sen: o.totalSen,
    payment_status: o.paymentStatus,
    created_at: o.createdAt.toISOString(),
  }));
  return { data, recordsTotal: page.recordsTotal, recordsFiltered: page.recordsFiltered };
}
