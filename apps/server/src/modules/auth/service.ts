import {
  type TChangePasswordBody,
  type TLoginBody,
  type TMe,
  type TSetPasswordBody,
  translate,
} from '@meja/contracts';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { enforce, hit } from '../../lib/rate-limit';
import { newToken } from '../../lib/tokens';
import type { ActorCtx, Ctx } from '../../plugins/context';
import { firstPasswordOnlyWhileOnboarding, mayHandleFirstPassword } from '../../policy';
import { isVisible } from '../../policy/people';
import { termsPendingOf } from '../content/terms/repository';
import * as repo from './repository';
import { type Attempt, beginAttempt, clearKey, recordFailure, recordSuccess } from './throttle';

const RESET_TTL_MS = 30 * 60_000;
const HOUR_S = 60 * 60;
/** Reset mails: per address asked for (silently), and per client address (429). */
const RESET_MAILS_PER_EMAIL = { limit: 3, windowS: HOUR_S };
const RESET_ASKS_PER_IP = { limit: 10, windowS: HOUR_S };
/** Wrong current passwords on change password, per account. */
const CURRENT_PASSWORD_TRIES = { limit: 5, windowS: 15 * 60 };

type UserRow = NonNullable<Awaited<ReturnType<typeof repo.findUserById>>>;

export const toMe = (u: UserRow, termsPending: boolean): TMe => ({
  id: u.id,
  username: u.username,
  name: u.name,
  email: u.email,
  role: u.role as TMe['role'],
  status: u.status,
  first_login: u.firstLogin,
  merchant_id: u.merchantId,
  access_option: u.accessOption as TMe['access_option'],
  terms_pending: termsPending,
});

export async function login(ctx: Ctx, body: TLoginBody, log: { warn: (o: object, m: string) => void }) {
  const user = await repo.findUserForLogin(ctx.db, body.username);
  // Keyed by the account, not the typed name, so switching between username and e-mail gains nothing.
  const attempt: Attempt = {
    account: user ? `user:${user.id}` : `name:${body.username.trim().toLowerCase()}`,
    ip: ctx.ip,
  };
  const wait = await beginAttempt(ctx.db, attempt);
  if (wait > 0)
    throw new AppError('too_many_attempts', 'error.too_many_attempts', undefined, { seconds: wait });

  const ok = await verifyPassword(user?.passwordHash, body.password);
  if (!user || !ok) {
    const failures = await recordFailure(ctx.db, attempt);
    log.warn({ username: body.username, ip: ctx.ip, failures }, 'sign-in failed');
    throw new AppError('invalid_credentials');
  }
  await recordSuccess(ctx.db, attempt);
  // An inactive account may sign in only to set its first password.
  if (user.status !== 'active' && !user.firstLogin) throw new AppError('account_inactive');

  const token = newToken();
  await repo.createSession(ctx.db, user.id, token);
  if (!user.firstSignedInAt) await repo.markFirstSignIn(ctx.db, user.id);
  const me = toMe(user, await termsPendingOf(ctx.db, user.id));
  return { token, role: user.role as TMe['role'], first_login: user.firstLogin, user: me };
}

export async function me(ctx: ActorCtx) {
  const user = await repo.findUserById(ctx.db, ctx.actor.id);
  if (!user) throw notFound();
  return toMe(user, ctx.actor.termsPending);
}

export const logout = (ctx: ActorCtx, token: string) => repo.deleteSession(ctx.db, token);

/**
 * The first password. Signed in on the first-time password, a user sets their own; an admin or
 * an agent may set one for a merchant they handle, but only while the merchant has never set its
 * own (PRODUCT.md "Accounts"), and the merchant still chooses its own at its first sign-in. An
 * agent loses that once the merchant is active or has signed in (SPEC §2): a field error says which.
 */
export async function firstTimeLogin(ctx: ActorCtx, body: TSetPasswordBody, currentToken: string) {
  const targetId = body.merchant_id ?? ctx.actor.id;
  if (targetId === ctx.actor.id) {
    if (!ctx.actor.firstLogin) throw new AppError('forbidden', 'error.first_login_closed');
    return replacePassword(ctx, targetId, body.password, currentToken);
  }
  if (!mayHandleFirstPassword(ctx.actor) || !(await isVisible(ctx, targetId, 'merchant'))) throw notFound();
  const passwordHash = await hashPassword(body.password);
  const onboarding = firstPasswordOnlyWhileOnboarding(ctx.actor);
  const set = await ctx.db.transaction(async (tx) => {
    if (!(await repo.setFirstPasswordOf(tx, targetId, passwordHash, onboarding))) return false;
    await repo.voidResetsOf(tx, [targetId]);
    await repo.deleteSessionsOf(tx, targetId);
    return true;
  });
  if (set) return;
  const target = await repo.findUserById(ctx.db, targetId);
  const reason = target?.firstLogin ? 'error.first_login_onboarding_over' : 'error.first_login_closed';
  throw new AppError('forbidden', reason, { password: reason });
}

/** Sets a password without the old one: for an account on its first-time password or with none. */
export async function setPassword(ctx: ActorCtx, body: TSetPasswordBody, currentToken: string) {
  const user = await repo.findUserById(ctx.db, ctx.actor.id);
  if (!user || (!user.firstLogin && user.passwordHash))
    throw new AppError('forbidden', 'error.first_login_closed');
  await replacePassword(ctx, user.id, body.password, currentToken);
}

/**
 * Signed in: needs the current password, and a run of wrong ones makes the account wait (a stolen
 * session must not become a way to guess it). A new password ends every session, this one too.
 */
export async function changePassword(ctx: ActorCtx, body: TChangePasswordBody) {
  if (!body.current_password) throw fieldError('current_password', 'validation.current_password_required');
  const key = `change-password:${ctx.actor.id}`;
  await enforce(ctx.db, [[key, CURRENT_PASSWORD_TRIES]]);
  const user = await repo.findUserById(ctx.db, ctx.actor.id);
  if (!user || !(await verifyPassword(user.passwordHash, body.current_password))) {
    throw new AppError('validation', 'error.current_password_wrong', {
      current_password: 'error.current_password_wrong',
    });
  }
  await clearKey(ctx.db, key);
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
 * Forgot password. The reply is the same whether the address has an account or not, and the mail
 * goes out after it (not awaited), so neither content nor timing tells. Throttled per client
 * address (the caller may be told to wait: that says nothing about the address asked for) and per
 * address asked for (silently: a refusal there would tell).
 */
export async function requestReset(ctx: Ctx, email: string, log: { error: (o: object, m: string) => void }) {
  await enforce(ctx.db, [[`forgot-ip:${ctx.ip}`, RESET_ASKS_PER_IP]]);
  const perEmail = await hit(ctx.db, `forgot-email:${email.trim().toLowerCase()}`, RESET_MAILS_PER_EMAIL);
  if (!perEmail.ok) return;
  sendResetMail(ctx, email).catch((err) => log.error({ err }, 'reset mail failed'));
}

/** Sends a reset link when the address belongs to an account. */
async function sendResetMail(ctx: Ctx, email: string) {
  const user = await repo.findUserByEmail(ctx.db, email);
  if (user?.email) await mailResetLink(ctx, { ...user, email: user.email });
}

/**
 * A reset link asked for by someone who manages the account (the owner of a staff member, an
 * admin): it goes to the account's own e-mail, never elsewhere, so only the holder can use it. It
 * counts against the same hourly limit per address as forgot password, and the caller is told to
 * wait past it.
 */
export async function sendResetLinkFor(ctx: Ctx, account: ResetRecipient) {
  await enforce(ctx.db, [[`forgot-email:${account.email.trim().toLowerCase()}`, RESET_MAILS_PER_EMAIL]]);
  await mailResetLink(ctx, account);
}

interface ResetRecipient {
  id: number;
  name: string | null;
  username: string;
  email: string;
}

async function mailResetLink(ctx: Ctx, user: ResetRecipient) {
  const token = newToken();
  await repo.createReset(ctx.db, user.id, token, RESET_TTL_MS);
  const link = `${ctx.publicUrl.replace(/\/$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
  await ctx.mailer.send({
    to: user.email,
    subject: translate(ctx.locale, 'mail.reset.subject'),
    text: translate(ctx.locale, 'mail.reset.body', { name: user.name ?? user.username, link }),
  });
}
