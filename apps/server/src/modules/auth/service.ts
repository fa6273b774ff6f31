import {
  type TChangePasswordBody,
  type TLoginBody,
  type TMe,
  type TSetPasswordBody,
  translate,
} from '@meja/contracts';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { newToken } from '../../lib/tokens';
import type { Mailer } from '../../mail/mailer';
import type { ActorCtx, Ctx } from '../../plugins/context';
import { isAgent, userScope } from '../../policy';
import { isVisible } from '../users/repository';
import * as repo from './repository';
import { clearFailures, recordFailure, secondsLocked, throttleKeys } from './throttle';

const RESET_TTL_MS = 30 * 60_000;

type UserRow = NonNullable<Awaited<ReturnType<typeof repo.findUserById>>>;

export const toMe = (u: UserRow): TMe => ({
  id: u.id,
  username: u.username,
  name: u.name,
  email: u.email,
  role: u.role as TMe['role'],
  status: u.status,
  first_login: u.firstLogin,
  merchant_id: u.merchantId,
  access_option: u.accessOption as TMe['access_option'],
});

export async function login(ctx: Ctx, body: TLoginBody, log: { warn: (o: object, m: string) => void }) {
  const user = await repo.findUserForLogin(ctx.db, body.username);
  // Keyed by the account, not the typed name, so switching between username and e-mail gains nothing.
  const keys = throttleKeys(user ? `user:${user.id}` : `name:${body.username.trim().toLowerCase()}`, ctx.ip);
  const wait = await secondsLocked(ctx.db, keys);
  if (wait > 0)
    throw new AppError('too_many_attempts', 'error.too_many_attempts', undefined, { seconds: wait });

  const ok = await verifyPassword(user?.passwordHash, body.password);
  if (!user || !ok) {
    const failures = await recordFailure(ctx.db, keys);
    log.warn({ username: body.username, ip: ctx.ip, failures }, 'sign-in failed');
    throw new AppError('invalid_credentials');
  }
  await clearFailures(ctx.db, keys[0] as string);
  // An inactive account may sign in only to set its first password.
  if (user.status !== 'active' && !user.firstLogin) throw new AppError('account_inactive');

  const token = newToken();
  await repo.createSession(ctx.db, user.id, token);
  return { token, role: user.role as TMe['role'], first_login: user.firstLogin, user: toMe(user) };
}

export async function me(ctx: ActorCtx) {
  const user = await repo.findUserById(ctx.db, ctx.actor.id);
  if (!user) throw notFound();
  return toMe(user);
}

export const logout = (ctx: ActorCtx, token: string) => repo.deleteSession(ctx.db, token);

/**
 * The first password. Signed in on the first-time password, a user sets their own; an admin or
 * an agent may set it for a merchant they handle, but only while that account is not yet active.
 */
export async function firstTimeLogin(ctx: ActorCtx, body: TSetPasswordBody, currentToken: string) {
  const targetId = body.merchant_id ?? ctx.actor.id;
  if (targetId === ctx.actor.id) {
    if (!ctx.actor.firstLogin) throw new AppError('forbidden', 'error.first_login_closed');
    return replacePassword(ctx, targetId, body.password, currentToken);
  }
  const handles = ctx.actor.role === 'admin' || isAgent(ctx.actor.role);
  if (!handles || !(await isVisible(ctx.db, userScope(ctx.actor), targetId, 'merchant'))) throw notFound();
  const target = await repo.findUserById(ctx.db, targetId);
  if (!target || target.status === 'active') throw new AppError('forbidden', 'error.first_login_closed');
  await replacePassword(ctx, targetId, body.password);
}

/** Sets a password without the old one: for an account on its first-time password or with none. */
export async function setPassword(ctx: ActorCtx, body: TSetPasswordBody, currentToken: string) {
  const user = await repo.findUserById(ctx.db, ctx.actor.id);
  if (!user || (!user.firstLogin && user.passwordHash))
    throw new AppError('forbidden', 'error.first_login_closed');
  await replacePassword(ctx, user.id, body.password, currentToken);
}

/** Signed in: needs the current password. A new password ends every session, this one too. */
export async function changePassword(ctx: ActorCtx, body: TChangePasswordBody) {
  if (!body.current_password) throw fieldError('current_password', 'validation.current_password_required');
  const user = await repo.findUserById(ctx.db, ctx.actor.id);
  if (!user || !(await verifyPassword(user.passwordHash, body.current_password))) {
    throw new AppError('validation', 'error.current_password_wrong', {
      current_password: 'error.current_password_wrong',
    });
  }
  await replacePassword(ctx, user.id, body.new_password);
}

/**
 * A new password voids reset links and ends the user's sessions; `keepToken` keeps the session
 * that set a first password, so the user carries on where they are.
 */
async function replacePassword(ctx: Ctx, userId: number, password: string, keepToken?: string) {
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    await repo.setPassword(tx, userId, passwordHash);
    await repo.voidResetsOf(tx, [userId]);
    await repo.deleteSessionsOf(tx, userId);
    if (keepToken) await repo.createSession(tx, userId, keepToken);
  });
}

/** Completes the forgot-password flow with the e-mailed token. */
export async function resetPassword(ctx: Ctx, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const userId = await repo.consumeReset(tx, token);
    if (!userId) throw new AppError('bad_request', 'error.reset_link_invalid');
    await repo.setPassword(tx, userId, passwordHash);
    await repo.voidResetsOf(tx, [userId]);
    await repo.deleteSessionsOf(tx, userId);
  });
}

/**
 * Sends a reset link when the address belongs to an account. The caller replies before this
 * runs, so the reply and its timing say nothing about whether the address exists.
 */
export async function sendResetMail(ctx: Ctx, email: string, deps: { mailer: Mailer; publicUrl: string }) {
  const user = await repo.findUserByEmail(ctx.db, email);
  if (!user?.email) return;
  const token = newToken();
  await repo.createReset(ctx.db, user.id, token, RESET_TTL_MS);
  const link = `${deps.publicUrl.replace(/\/$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
  await deps.mailer.send({
    to: user.email,
    subject: translate(ctx.locale, 'mail.reset.subject'),
    text: translate(ctx.locale, 'mail.reset.body', { name: user.name ?? user.username, link }),
  });
}
