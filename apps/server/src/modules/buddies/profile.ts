import { type Gender, senToRM, type TBuddyMe, type ZBuddyProfileBody } from '@meja/contracts';
import type { z } from 'zod';
import { fieldError, notFound } from '../../lib/errors';
import { klDayOf } from '../../lib/time';
import type { ActorCtx } from '../../plugins/context';
import { claimedThisYear } from '../birthday/service';
import * as repo from './profile-repository';
import { ensureProfile, setReferralLater } from './referrals';

/**
 * The signed-in buddy's own profile (GET and PUT /api/public/me): name, date of birth, contact,
 * referral code and link, upline, points, and whether the birthday gift is theirs this month.
 */

/** Dates of birth arrive DD/MM/YYYY (SPEC §3) and are stored YYYY-MM-DD; replies show DD/MM/YYYY. */
export const dobOut = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : null);

/** An age past this is a typing mistake, not a diner. */
const MAX_AGE_YEARS = 120;

/**
 * The stored day of a date of birth as received, or a field error: a day that does not exist
 * (31/02), a day after today (Kuala Lumpur), or an age over 120.
 */
export function dateOfBirth(input: string, today = klDayOf(Date.now())): string {
  const [dd = '', mm = '', yyyy = ''] = input.trim().split('/');
  const iso = `${yyyy}-${mm}-${dd}`;
  const at = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== iso || Number(yyyy) < 1000)
    throw fieldError('date_of_birth', 'validation.date_of_birth_not_a_day');
  if (iso > today) throw fieldError('date_of_birth', 'validation.date_of_birth_future');
  // Age over 120: the 121st birthday (by its YYYY-MM-DD) is today or before.
  if (`${Number(yyyy) + MAX_AGE_YEARS + 1}-${mm}-${dd}` <= today)
    throw fieldError('date_of_birth', 'validation.date_of_birth_too_old');
  return iso;
}

/** The ordering app's share link: its /r/{code} page (the app is served under /order). */
export const referralLinkOf = (publicUrl: string, code: string) =>
  `${publicUrl.replace(/\/+$/, '')}/order/r/${encodeURIComponent(code)}`;

function toMe(ctx: ActorCtx, p: repo.ProfileRow, claimed: number[], today: string): TBuddyMe {
  const points = -(p.pointsBalance ?? 0);
  return {
    id: p.id,
    phone_number: p.phoneNumber ?? p.username,
    first_name: p.firstName,
    date_of_birth: dobOut(p.dateOfBirth),
    email: p.email,
    gender: p.gender as Gender | null,
    city: p.city,
    status: p.status === 'active' ? 'active' : 'inactive',
    profile_complete: Boolean(p.firstName && p.dateOfBirth),
    referral_code: p.referralCode,
    referral_link: referralLinkOf(ctx.publicUrl, p.referralCode),
    upline: p.referrerId === null ? null : { id: p.referrerId, first_name: p.referrerFirstName },
    can_set_referrer: p.referrerId === null && !p.hasPaidOrder,
    referrals: Number(p.referrals),
    points,
    points_value: senToRM(points),
    birthday_month: p.dateOfBirth !== null && p.dateOfBirth.slice(5, 7) === today.slice(5, 7),
    birthday_claimed_merchant_ids: claimed,
    registered_at: p.registeredAt.toISOString(),
  };
}

/** GET /api/public/me: the profile is made on the way for a buddy who has none yet. */
export async function me(ctx: ActorCtx): Promise<TBuddyMe> {
  const id = ctx.actor.id;
  await ensureProfile(ctx.db, id);
  const now = Date.now();
  const today = klDayOf(now);
  const [profile, claimed] = await Promise.all([
    repo.profileOf(ctx.db, id),
    claimedThisYear(ctx.db, id, now),
  ]);
  if (!profile) throw new Error(`buddy ${id} has no profile`);
  return toMe(ctx, profile, claimed, today);
}

/**
 * PUT /api/public/me: first name and date of birth (required), e-mail, gender and city (left
 * as they are when absent, cleared when empty), and once, a referral code. All or nothing.
 * A date of birth, once set, is the buddy's to send again but not to change (PRODUCT.md
 * "Birthday gift": the gift's month cannot be moved): an admin corrects it (`correctDateOfBirth`).
 */
export async function saveProfile(
  ctx: ActorCtx,
  body: z.output<typeof ZBuddyProfileBody>,
): Promise<TBuddyMe> {
  const dob = dateOfBirth(body.date_of_birth);
  const id = ctx.actor.id;
  const orNull = (v: string | null | undefined) => (v === undefined ? undefined : v?.trim() || null);
  await ctx.db.transaction(async (tx) => {
    await ensureProfile(tx, id);
    // Locked: two saves at once cannot both find it unset.
    const set = (await repo.lockProfile(tx, id))?.dateOfBirth;
    if (set && set !== dob) throw fieldError('date_of_birth', 'validation.date_of_birth_locked');
    const code = body.referral_code?.trim();
    if (code) await setReferralLater(tx, id, code);
    await repo.updateProfile(tx, id, {
      firstName: body.first_name.trim(),
      dateOfBirth: dob,
      email: orNull(body.email),
      gender: body.gender === undefined ? undefined : body.gender,
      city: orNull(body.city),
    });
  });
  return me(ctx);
}

/**
 * PATCH /api/admin/buddy/date_of_birth/{id}: an admin corrects a buddy's date of birth (the buddy
 * asked support). The same checks as the buddy's own; another role's id is not found.
 */
export async function correctDateOfBirth(ctx: ActorCtx, buddyId: number, input: string) {
  const dob = dateOfBirth(input);
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.isBuddyAccount(tx, buddyId))) throw notFound();
    await ensureProfile(tx, buddyId);
    await repo.lockProfile(tx, buddyId);
    await repo.setDateOfBirth(tx, buddyId, dob);
  });
  return { id: buddyId, date_of_birth: dobOut(dob) as string };
}
