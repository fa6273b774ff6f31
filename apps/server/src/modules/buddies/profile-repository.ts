import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { buddyProfiles, ledgerAccounts, orders, users } from '../../db/schema';

/** Buddies' profiles and the referral tree (buddy_profiles.referrer_id): the SQL of profile.ts and referrals.ts. */

/**
 * The key of a buddy's points account as SQL (modules/ledger/accounts.ts `buddyPoints`), for
 * joining ledger_accounts to read the balance in the same query (one indexed row per buddy).
 */
export const pointsKeyOf = (buddyId: unknown) => sql`'buddy_points:' || ${buddyId}`;

/** A new profile with its referral code; false when the code is taken or the buddy already has one. */
export async function insertProfile(
  db: Db,
  values: { userId: number; referralCode: string; referrerId?: number | null },
): Promise<boolean> {
  const rows = await db
    .insert(buddyProfiles)
    .values({
      userId: values.userId,
      referralCode: values.referralCode,
      referrerId: values.referrerId ?? null,
      referredAt: values.referrerId ? sql`now()` : null,
    })
    // Either unique key (the buddy, the code's upper case): the caller tells them apart.
    .onConflictDoNothing()
    .returning({ userId: buddyProfiles.userId });
  return rows.length === 1;
}

export async function hasProfile(db: Db, userId: number) {
  const [row] = await db
    .select({ userId: buddyProfiles.userId })
    .from(buddyProfiles)
    .where(eq(buddyProfiles.userId, userId));
  return Boolean(row);
}

const referrerProfile = alias(buddyProfiles, 'referrer_profile');

/** The buddy as GET /api/public/me shows them: account, profile, upline, referrals, points, paid orders. */
export async function profileOf(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      phoneNumber: users.phoneNumber,
      username: users.username,
      status: users.status,
      registeredAt: users.createdAt,
      firstName: buddyProfiles.firstName,
      dateOfBirth: buddyProfiles.dateOfBirth,
      email: buddyProfiles.email,
      gender: buddyProfiles.gender,
      city: buddyProfiles.city,
      referralCode: buddyProfiles.referralCode,
      referrerId: buddyProfiles.referrerId,
      referrerFirstName: referrerProfile.firstName,
      pointsBalance: ledgerAccounts.balance,
      referrals: sql<number>`(select count(*)::int from ${buddyProfiles} b where b.referrer_id = ${users.id})`,
      hasPaidOrder: sql<boolean>`exists (select 1 from ${orders} o
        where o.buddy_id = ${users.id} and o.payment_status in ('paid', 'refunded'))`,
    })
    .from(users)
    .innerJoin(buddyProfiles, eq(buddyProfiles.userId, users.id))
    .leftJoin(referrerProfile, eq(referrerProfile.userId, buddyProfiles.referrerId))
    .leftJoin(ledgerAccounts, eq(ledgerAccounts.key, pointsKeyOf(users.id)))
    .where(and(eq(users.id, userId), eq(users.role, 'buddy')))
    .limit(1);
  return row;
}

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof profileOf>>>;

export async function updateProfile(
  db: Db,
  userId: number,
  values: Partial<
    Pick<typeof buddyProfiles.$inferInsert, 'firstName' | 'dateOfBirth' | 'email' | 'gender' | 'city'>
  >,
) {
  await db
    .update(buddyProfiles)
    .set({
      ...values,
      // The first save of a complete profile (first name and date of birth are required on it).
      completedAt: sql`coalesce(${buddyProfiles.completedAt}, now())`,
      updatedAt: new Date(),
    })
    .where(eq(buddyProfiles.userId, userId));
}

/** Whether the id is a buddy's account (another role's id names no buddy). */
export async function isBuddyAccount(db: Db, id: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'buddy')))
    .limit(1);
  return Boolean(row);
}

/** The date of birth alone, as an admin corrects it (the profile's completion is the buddy's). */
export async function setDateOfBirth(db: Db, userId: number, dateOfBirth: string) {
  await db
    .update(buddyProfiles)
    .set({ dateOfBirth, updatedAt: new Date() })
    .where(eq(buddyProfiles.userId, userId));
}

/** The contact e-mail alone, as an admin edits it on the buddy's account (null clears it). */
export async function setContactEmail(db: Db, userId: number, email: string | null) {
  await db
    .update(buddyProfiles)
    .set({ email, updatedAt: new Date() })
    .where(eq(buddyProfiles.userId, userId));
}

/**
 * Locks the buddy's profile row until the transaction ends; its referrer, date of birth and paid
 * orders as they are now.
 */
export async function lockProfile(db: Db, userId: number) {
  const [row] = await db
    .select({
      referrerId: buddyProfiles.referrerId,
      dateOfBirth: buddyProfiles.dateOfBirth,
      phoneNumber: users.phoneNumber,
      hasPaidOrder: sql<boolean>`exists (select 1 from ${orders} o
        where o.buddy_id = ${users.id} and o.payment_status in ('paid', 'refunded'))`,
    })
    .from(buddyProfiles)
    .innerJoin(users, eq(users.id, buddyProfiles.userId))
    .where(eq(buddyProfiles.userId, userId))
    .for('update', { of: buddyProfiles });
  return row;
}

/** The buddy whose referral code this is (any case), with what a referral needs to know of them. */
export async function ownerOfCode(db: Db, code: string) {
  const [row] = await db
    .select({ id: users.id, phoneNumber: users.phoneNumber, status: users.status })
    .from(buddyProfiles)
    .innerJoin(users, eq(users.id, buddyProfiles.userId))
    .where(and(sql`upper(${buddyProfiles.referralCode}) = upper(${code})`, eq(users.role, 'buddy')))
    .limit(1);
  return row;
}

/** Sets the upline once: false when the buddy has one already. */
export async function setReferrer(db: Db, userId: number, referrerId: number) {
  const rows = await db
    .update(buddyProfiles)
    .set({ referrerId, referredAt: sql`now()`, updatedAt: new Date() })
    .where(and(eq(buddyProfiles.userId, userId), sql`${buddyProfiles.referrerId} is null`))
    .returning({ userId: buddyProfiles.userId });
  return rows.length === 1;
}

/**
 * Serializes changes of the referral tree made after sign-up (PUT /api/public/me), so that two
 * buddies naming each other at once cannot both pass the loop check. Rare, so one lock is enough.
 */
export async function lockReferralTree(db: Db) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('buddy-referral-tree'))`);
}

type Rows<T> = { rows: T[] };

/**
 * The buddy's uplines, level 1 (the referrer) first, at most `levels`: a walk up referrer_id.
 * The tree has no loops (they are refused when set); the walk stops at the buddy itself anyway.
 */
export async function uplines(db: Db, buddyId: number, levels: number): Promise<number[]> {
  const result = (await db.execute(sql`
    with recursive up(id, depth) as (
      select referrer_id, 1 from ${buddyProfiles} where user_id = ${buddyId} and referrer_id is not null
      union all
      select p.referrer_id, up.depth + 1 from ${buddyProfiles} p join up on p.user_id = up.id
      where p.referrer_id is not null and p.referrer_id <> ${buddyId} and up.depth < ${levels}
    ) select id from up order by depth`)) as unknown as Rows<{ id: number | string }>;
  return result.rows.map((r) => Number(r.id));
}

/**
 * Whether `buddyId` is `from` or one of its uplines (up to `bound` levels): naming `from` as the
 * buddy's referrer would then close a loop.
 */
export async function inChainOf(db: Db, from: number, buddyId: number, bound: number): Promise<boolean> {
  const result = (await db.execute(sql`
    with recursive up(id, depth) as (
      select ${from}::integer, 0
      union all
      select p.referrer_id, up.depth + 1 from ${buddyProfiles} p join up on p.user_id = up.id
      where p.referrer_id is not null and up.depth < ${bound}
    ) select exists (select 1 from up where id = ${buddyId}) as found`)) as unknown as Rows<{
    found: boolean;
  }>;
  return Boolean(result.rows[0]?.found);
}
