import type { AccessOption, Role } from '@meja/contracts';
import { and, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResets, sessions, users } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import type { Actor } from '../../policy';
import { termsPendingSql } from '../content/terms/repository';

const SESSION_DAYS = 30;

/**
 * The account a sign-in name means: the one whose username it is, else the one whose e-mail it
 * is. Both are unique, so this is never a choice between two accounts, and a name that is one
 * account's username never signs in to another account that has it as its e-mail.
 */
export async function findUserForLogin(db: Db, login: string) {
  const l = login.trim().toLowerCase();
  const byName = eq(sql`lower(${users.username})`, l);
  const [user] = await db
    .select()
    .from(users)
    .where(or(byName, eq(sql`lower(${users.email})`, l)))
    .orderBy(sql`(${byName}) desc`)
    .limit(1);
  return user;
}

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select({ id: users.id, name: users.name, username: users.username, email: users.email })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return user;
}

export async function findUserById(db: Db, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export async function createSession(db: Db, userId: number, token: string) {
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SESSION_DAYS * 86_400_000),
  });
}

/**
 * The actor behind a bearer token: a live session of a user who may still sign in (active, or
 * inactive but still on the first-time password).
 */
export async function findActorByToken(db: Db, token: string): Promise<Actor | null> {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      username: users.username,
      status: users.status,
      firstLogin: users.firstLogin,
      merchantId: users.merchantId,
      accessOption: users.accessOption,
      termsPending: termsPendingSql,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row || (row.status !== 'active' && !row.firstLogin)) return null;
  return {
    id: row.id,
    role: row.role as Role,
    username: row.username,
    firstLogin: row.firstLogin,
    merchantId: row.merchantId,
    accessOption: row.accessOption as AccessOption | null,
    termsPending: row.termsPending === true,
  };
}

export async function deleteSession(db: Db, token: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function deleteSessionsOf(db: Db, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** The holder's own password: the first-time login is over, and nobody else sets it from now on. */
export async function setPassword(db: Db, userId: number, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, firstLogin: false, ownPassword: true, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/**
 * Sets the first password of another account, only while it has never set its own (and, when
 * `onboarding`, only while it is not active and has never signed in), and leaves it on
 * `firstLogin`: the holder still chooses their own at their first sign-in. The check and the write
 * are one statement, so it cannot race the holder signing in or setting theirs.
 */
export async function setFirstPasswordOf(db: Db, userId: number, passwordHash: string, onboarding: boolean) {
  const rows = await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(
      and(
        eq(users.id, userId),
        eq(users.firstLogin, true),
        onboarding ? and(ne(users.status, 'active'), isNull(users.firstSignedInAt)) : undefined,
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Notes an account's first sign-in (once). */
export async function markFirstSignIn(db: Db, userId: number) {
  await db
    .update(users)
    .set({ firstSignedInAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.firstSignedInAt)));
}

export async function createReset(db: Db, userId: number, token: string, ttlMs: number) {
  await db.insert(passwordResets).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlMs),
  });
}

/** Marks an unused, unexpired reset token used and returns its user: it works once. */
export async function consumeReset(db: Db, token: string) {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResets.tokenHash, hashToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId;
}

/** A new password voids every other outstanding reset link of the user. */
export async function voidResetsOf(db: Db, userIds: number[]) {
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(inArray(passwordResets.userId, userIds), isNull(passwordResets.usedAt)));
}
