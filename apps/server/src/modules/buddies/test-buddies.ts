import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/helpers';
import { buddyProfiles, otpCodes, users } from '../../db/schema';
import { newToken } from '../../lib/tokens';
import { createSession } from '../auth/sessions';
import { createProfile } from './referrals';

/** Test code only: buddies made straight in the database, and buddies signed up by SMS code. */

let serial = 0;
/** A fresh Malaysian mobile number (+6012 and seven digits), different in every call of the file. */
export const newNumber = () => `+6012${String(2_000_000 + ++serial)}`;

let address = 0;
/** A fresh client address (the sign-up and code throttles count per address). */
export const newAddress = () => `10.9.${Math.floor(++address / 250)}.${address % 250}`;

export interface TestBuddy {
  id: number;
  token: string;
  phone: string;
  code: string;
}

/** A buddy with a profile (and its referral code) and a session, as if signed up earlier. */
export async function newBuddy(
  t: TestApp,
  opts: { firstName?: string; referrerId?: number; phone?: string; status?: string } = {},
): Promise<TestBuddy> {
  const db = t.database.db;
  const phone = opts.phone ?? newNumber();
  const [row] = await db
    .insert(users)
    .values({
      role: 'buddy',
      username: opts.phone ? `${phone}-${randomUUID().slice(0, 6)}` : phone,
      phoneNumber: phone,
      status: opts.status ?? 'active',
      firstLogin: false,
    })
    .returning({ id: users.id });
  const id = row?.id as number;
  await createProfile(db, id, opts.referrerId ?? null);
  if (opts.firstName)
    await db.update(buddyProfiles).set({ firstName: opts.firstName }).where(eq(buddyProfiles.userId, id));
  const token = newToken();
  await createSession(db, id, token);
  const [profile] = await db.select().from(buddyProfiles).where(eq(buddyProfiles.userId, id));
  return { id, token, phone, code: profile?.referralCode ?? '' };
}

/** The code of the last SMS sent to the number. */
export function codeSentTo(t: TestApp, phone: string) {
  const sms = t.sms.filter((m) => m.to === phone).at(-1);
  const code = sms?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

/**
 * Asks for a code (from an address of its own) and signs in with it from `ip`: the verify reply.
 * The number's earlier codes are first moved an hour back, out of the way of its code throttle.
 */
export async function smsSignIn(
  t: TestApp,
  phone: string,
  opts: { referral_code?: string; ip?: string } = {},
) {
  await t.database.db
    .update(otpCodes)
    .set({
      createdAt: sql`${otpCodes.createdAt} - interval '1 hour'`,
      expiresAt: sql`${otpCodes.expiresAt} - interval '1 hour'`,
    })
    .where(eq(otpCodes.phone, phone));
  const sent = await t.call(null, {
    method: 'POST',
    url: '/api/public/otp/send',
    payload: { phone },
    remoteAddress: newAddress(),
  });
  if (sent.statusCode !== 200) throw new Error(`send ${phone}: ${sent.statusCode} ${sent.body}`);
  return t.call(null, {
    method: 'POST',
    url: '/api/public/otp/verify',
    payload: { phone, code: codeSentTo(t, phone), referral_code: opts.referral_code },
    remoteAddress: opts.ip ?? newAddress(),
  });
}
