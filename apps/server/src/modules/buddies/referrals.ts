import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client';
import { fieldError } from '../../lib/errors';
import * as repo from './profile-repository';

/**
 * Referral codes and the referral tree (PRODUCT.md "Buddies and referrals"): every buddy has a
 * code; a buddy who signs up through one (or enters one before their first paid order) gets that
 * upline, fixed once set. Self-referral (also by another account of the same phone) and loops are
 * refused. The rewards of uplines at levels 1–5 read `uplinesOf`.
 */

/** Referral rewards reach this many levels up. */
export const REFERRAL_LEVELS = 5;

/** No 0/O, 1/I/L: a code read aloud or copied from a screen is typed right. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
const CODE_TRIES = 5;
/** How far up a loop is looked for: far deeper than any real tree, still bounded. */
const LOOP_SEARCH_DEPTH = 1000;

export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/**
 * The buddy's profile with a fresh referral code (and upline, at sign-up). A clash of codes
 * (31^8 of them) is retried with another; a profile made meanwhile by another request is kept.
 */
export async function createProfile(db: Db, userId: number, referrerId?: number | null) {
  for (let i = 0; i < CODE_TRIES; i++) {
    if (await repo.insertProfile(db, { userId, referralCode: newReferralCode(), referrerId })) return;
    if (await repo.hasProfile(db, userId)) return;
  }
  throw new Error(`no free referral code for buddy ${userId} after ${CODE_TRIES} tries`);
}

/** Buddies from before profiles (or made by an admin) get one the first time it is needed. */
export async function ensureProfile(db: Db, userId: number) {
  if (!(await repo.hasProfile(db, userId))) await createProfile(db, userId);
}

/**
 * The buddy's uplines, level 1 (the referrer) first, at most `levels` of them: the beneficiaries of
 * referral rewards on the buddy's paid orders. Inactive uplines are included (the caller decides).
 */
export function uplinesOf(db: Db, buddyId: number, levels = REFERRAL_LEVELS): Promise<number[]> {
  return repo.uplines(db, buddyId, levels);
}

type Referrer = { ok: true; id: number } | { ok: false; reason: 'unknown' | 'self' };

/**
 * The active buddy a referral code names, for the buddy `me` (their id once they exist, and their
 * phone): unknown codes and inactive owners are 'unknown'; one's own code, or the code of another
 * account of the same phone, is 'self'.
 */
export async function referrerFor(
  db: Db,
  code: string,
  me: { id?: number; phone: string | null },
): Promise<Referrer> {
  const owner = await repo.ownerOfCode(db, code.trim());
  if (owner?.status !== 'active') return { ok: false, reason: 'unknown' };
  if (owner.id === me.id || (me.phone !== null && owner.phoneNumber === me.phone))
    return { ok: false, reason: 'self' };
  return { ok: true, id: owner.id };
}

/**
 * A referral code entered after sign-up (PUT /api/public/me), in the caller's transaction: allowed
 * once, while the buddy has no upline and no paid order, and never closing a loop. Entering the
 * code of the upline one already has changes nothing. Refusals are field errors on `referral_code`.
 */
export async function setReferralLater(tx: Db, buddyId: number, code: string) {
  const refuse = (key: Parameters<typeof fieldError>[1]) => fieldError('referral_code', key);
  await repo.lockReferralTree(tx);
  const me = await repo.lockProfile(tx, buddyId);
  if (!me) throw new Error(`buddy ${buddyId} has no profile`);
  const referrer = await referrerFor(tx, code, { id: buddyId, phone: me.phoneNumber });
  if (me.referrerId !== null) {
    if (referrer.ok && me.referrerId === referrer.id) return;
    throw refuse('validation.referral_already_set');
  }
  if (!referrer.ok)
    throw refuse(referrer.reason === 'self' ? 'validation.referral_self' : 'validation.referral_unknown');
  if (me.hasPaidOrder) throw refuse('validation.referral_after_paid');
  if (await repo.inChainOf(tx, referrer.id, buddyId, LOOP_SEARCH_DEPTH))
    throw refuse('validation.referral_loop');
  if (!(await repo.setReferrer(tx, buddyId, referrer.id))) throw refuse('validation.referral_already_set');
}
