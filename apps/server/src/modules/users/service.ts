import type {
  ListingType,
  MessageKey,
  Role,
  TCreateUserBody,
  TUpdateUserBody,
  TUser,
  ZUserListQuery,
} from '@meja/contracts';
import { agentRoles, listingWords } from '@meja/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../lib/db-errors';
import { AppError, fieldError, forbidden, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import type { ActorCtx } from '../../plugins/context';
import {
  canCreate,
  canList,
  defaultListing,
  mayChangeSignInDetails,
  mayDeactivate,
  mayRecordDeposit,
  ownUplineOf,
  type UserScope,
  userScope,
} from '../../policy';
import { isVisible } from '../../policy/people';
import { deleteSessionsOf } from '../auth/sessions';
import { setContactEmail } from '../buddies/profile-repository';
import { ensureProfile } from '../buddies/referrals';
import { openMerchant } from '../merchants/open';
import { malaysianPhone } from '../merchants/phone';
import {
  agentPhone,
  checkBankDetails,
  checkPayoutDetails,
  createdType,
  isAgentRank,
  rankChange,
} from './agents';
import * as repo from './repository';
import { toUser } from './user-reply';

/** Published for other modules: the merchants an actor's people scope covers, as a subquery. */
export const merchantIdsIn = (db: Db, scope: UserScope) => repo.merchantIdsIn(db, scope);

/** How many accounts of each role the caller's scope holds. */
export const countByRole = (ctx: ActorCtx) => repo.countByRole(ctx.db, userScope(ctx.actor));

/** The list a `listing_type` names: one of ours, or SPEC's word for one (mentor: agents of that rank). */
function listingOf(ctx: ActorCtx, query: z.output<typeof ZUserListQuery>) {
  const named = query.listing_type ?? defaultListing(ctx.actor);
  if (!(named in listingWords)) return { type: named as ListingType, rank: query.agent_rank };
  const word: { type: ListingType; rank?: TUser['agent_rank'] } =
    listingWords[named as keyof typeof listingWords];
  return { type: word.type, rank: word.rank ?? query.agent_rank };
}

export async function list(ctx: ActorCtx, query: z.output<typeof ZUserListQuery>) {
  const { type, rank } = listingOf(ctx, query);
  if (!canList(ctx.actor, type)) throw forbidden();
  const { rows, ...counts } = await repo.listUsers(ctx.db, userScope(ctx.actor), { ...query, type, rank });
  return { data: rows.map(toUser), ...counts };
}

export async function get(ctx: ActorCtx, id: number) {
  const row = await repo.getUser(ctx.db, userScope(ctx.actor), id);
  if (!row) throw notFound();
  return toUser(row);
}

const updatedMessage: Partial<Record<Role, MessageKey>> = {
  merchant: 'success.merchant_updated',
  agent: 'success.agent_updated',
  master_agent: 'success.agent_updated',
  mentor: 'success.agent_updated',
  sub_agent: 'success.sub_agent_updated',
  buddy: 'success.buddy_updated',
};
export const updatedMessageFor = (role: Role): MessageKey => updatedMessage[role] ?? 'success.user_updated';
const createdMessage: Partial<Record<Role, MessageKey>> = {
  merchant: 'success.merchant_created',
  agent: 'success.agent_created',
  master_agent: 'success.agent_created',
  mentor: 'success.agent_created',
  sub_agent: 'success.sub_agent_created',
};
export const createdMessageFor = (role: Role): MessageKey => createdMessage[role] ?? 'success.user_created';

/** The agent a new merchant, sub-agent or agent sits under; agents place people under themselves by default. */
async function resolveUpline(ctx: ActorCtx, type: Role, agentId: number | null | undefined) {
  if (type === 'admin' || type === 'buddy') return null;
  const own = ownUplineOf(ctx.actor);
  const wanted = agentId ?? own;
  if (wanted === null || wanted === own) return wanted;
  if (!(await isVisible(ctx, wanted, agentRoles))) throw fieldError('agent_id', 'error.agent_not_found');
  return wanted;
}

/** An agent cannot be moved under itself or under its own downline: the network stays a tree. */
async function checkNoCycle(ctx: ActorCtx, id: number, uplineId: number | null | undefined, field: string) {
  if (uplineId === null || uplineId === undefined) return;
  if (uplineId === id || (await repo.isVisible(ctx.db, { kind: 'downline', rootId: id }, uplineId)))
    throw fieldError(field, 'validation.upline_in_downline');
}

/**
 * The sub-agent a merchant is assigned to: undefined leaves it as it is, null removes it.
 * The sub-agent must be one the caller can see.
 */
async function resolveSubAgent(
  ctx: ActorCtx,
  type: Role,
  body: { assign_subagent?: boolean; subagent_id?: number | null },
): Promise<number | null | undefined> {
  if (body.assign_subagent === undefined && body.subagent_id === undefined) return undefined;
  const wanted = body.assign_subagent === false ? null : (body.subagent_id ?? null);
  if (wanted === null) return null;
  if (type !== 'merchant') throw fieldError('subagent_id', 'error.subagent_merchants_only');
  if (!(await isVisible(ctx, wanted, 'sub_agent'))) {
    throw fieldError('subagent_id', 'error.subagent_not_found');
  }
  return wanted;
}

/**
 * Usernames and e-mails share one namespace (PRODUCT.md "Accounts"): a name that is another
 * account's e-mail, or an e-mail that is another account's username, could sign in as either.
 * The unique indexes cover each column alone; this covers the pair, under a lock per name so that
 * two accounts cannot claim the same name at once in different columns.
 */
async function claimNames(db: Db, names: { username?: string; email?: string | null }, exceptId?: number) {
  await repo.lockNames(db, [names.username, names.email ?? undefined]);
  if (names.username && (await repo.emailHolder(db, names.username, exceptId)))
    throw fieldError('username', 'error.username_is_email');
  if (names.email && (await repo.usernameHolder(db, names.email, exceptId)))
    throw fieldError('email', 'error.email_is_username');
}

/**
 * SPEC §5 "Phone number must be valid", for every account: a Malaysian number kept in E.164, null
 * when emptied, undefined when not given. Agents have their own message (agents.ts).
 */
function phoneOf(type: Role, given: string | undefined): string | null | undefined {
  if (isAgentRank(type)) return agentPhone(given);
  if (given === undefined) return undefined;
  if (given.trim() === '') return null;
  const phone = malaysianPhone(given);
  if (phone === undefined) throw fieldError('phone_number', 'validation.phone');
  return phone;
}

/**
 * A PUT's phone: the one kept when the form sends it back as it is (even one from before the
 * check), else checked. A number that fails the check is an error the caller throws after the
 * sign-in details check, which is the first thing a caller who may not change it is told.
 */
function phoneUpdate(current: TUser, given: string | undefined) {
  if (given === undefined || given.trim() === (current.phone_number ?? ''))
    return { phone: given === undefined ? undefined : current.phone_number };
  try {
    return { phone: phoneOf(current.type, given) };
  } catch (err) {
    if (err instanceof AppError) return { phone: given.trim(), invalid: err };
    throw err;
  }
}

function conflictOf(err: unknown): AppError | undefined {
  const constraint = uniqueViolation(err);
  if (constraint === undefined) return undefined;
  return constraint.includes('email')
    ? fieldError('email', 'error.email_taken')
    : fieldError('username', 'error.username_taken');
}

export async function create(ctx: ActorCtx, body: TCreateUserBody) {
  const type = createdType(body);
  if (!canCreate(ctx.actor, type)) throw forbidden();
  const agent = isAgentRank(type);
  const uplineId = await resolveUpline(ctx, type, body.agent_id ?? body.upline ?? undefined);
  const subAgentId = await resolveSubAgent(ctx, type, body);
  const merchant = type === 'merchant';
  const phoneNumber = phoneOf(type, body.phone_number);
  if (agent) {
    checkBankDetails(body);
    checkPayoutDetails(ctx.actor, body);
  }
  if (merchant && body.terms_condition === false) throw fieldError('terms_condition', 'error.terms_required');
  if (body.deposit_status && !mayRecordDeposit(ctx.actor)) {
    throw fieldError('deposit_status', 'error.admin_only_field');
  }
  const passwordHash = await hashPassword(body.password);
  try {
    const id = await ctx.db.transaction(async (tx) => {
      await claimNames(tx, { username: body.username.trim(), email: body.email || null });
      const userId = await repo.insertUser(tx, {
        role: type,
        username: body.username.trim(),
        name: body.name || null,
        email: body.email || null,
        phoneNumber: phoneNumber || null,
        entitled: agent && (body.entitled ?? false),
        status: body.status ?? 'inactive',
        firstLogin: true,
        uplineId,
        subAgentId: subAgentId ?? null,
        setupStatus: merchant ? 'pending' : null,
        passwordHash,
      });
      if (merchant)
        await openMerchant(tx, userId, {
          displayName: body.name || body.username,
          depositPaid: Boolean(body.deposit_status),
        });
      if (agent)
        await repo.saveAgentProfile(tx, userId, {
          icNo: body.icno ?? null,
          bank: body.bank ?? null,
          accountNo: body.account_no ?? null,
          accountName: body.account_name ?? null,
        });
      return userId;
    });
    return get(ctx, id);
  } catch (err) {
    throw conflictOf(err) ?? err;
  }
}

/**
 * Only an admin changes another account's sign-in details (username, e-mail, phone); agents still
 * edit the rest. Nobody sets a password here (the body has no such field). An account that has set
 * its own password can be deactivated only by an admin (PRODUCT.md "Accounts"). A buddy's e-mail is
 * the contact address of its profile (what the reply shows), not a sign-in name: it is written there.
 */
export async function update(ctx: ActorCtx, id: number, body: TUpdateUserBody) {
  const current = await get(ctx, id);
  const buddy = current.type === 'buddy';
  const agent = isAgentRank(current.type);
  const role = rankChange(ctx.actor, current, body);
  const { phone, invalid: invalidPhone } = phoneUpdate(current, body.phone_number);
  const values = {
    username: body.username?.trim(),
    name: body.name === undefined ? undefined : body.name || null,
    email: body.email === undefined ? undefined : body.email || null,
    phoneNumber: phone === undefined ? undefined : phone || null,
  };
  const changed = {
    username: values.username !== undefined && values.username !== current.username,
    email: values.email !== undefined && values.email !== current.email,
    phone_number: values.phoneNumber !== undefined && values.phoneNumber !== current.phone_number,
  };
  if (!mayChangeSignInDetails(ctx.actor, id)) {
    const fields = Object.entries(changed).filter(([, c]) => c);
    if (fields.length > 0)
      throw new AppError(
        'forbidden',
        'error.admin_only_sign_in_details',
        Object.fromEntries(fields.map(([f]) => [f, 'error.admin_only_sign_in_details'])),
      );
  }
  if (invalidPhone) throw invalidPhone;
  const deactivating = body.status === 'inactive' && current.status !== 'inactive';
  if (body.status === 'inactive' && id === ctx.actor.id)
    throw new AppError('forbidden', 'error.self_deactivate');
  if (deactivating) {
    const signedIn = current.first_login && (await repo.hasSignedIn(ctx.db, id));
    if (!mayDeactivate(ctx.actor, { firstLogin: current.first_login, signedIn }))
      throw new AppError(
        'forbidden',
        signedIn ? 'error.deactivate_signed_in' : 'error.deactivate_admin_only',
      );
  }
  if (agent) {
    checkPayoutDetails(ctx.actor, body, current);
    checkBankDetails(body, current);
  }
  const uplineField = body.agent_id !== undefined ? 'agent_id' : 'upline';
  const wantedUpline = body.agent_id !== undefined ? body.agent_id : body.upline;
  const uplineId =
    wantedUpline === undefined ? undefined : await resolveUpline(ctx, current.type, wantedUpline);
  if (agent && uplineId !== current.agent_id) await checkNoCycle(ctx, id, uplineId, uplineField);
  const subAgentId = await resolveSubAgent(ctx, current.type, body);
  try {
    await ctx.db.transaction(async (tx) => {
      await claimNames(
        tx,
        {
          username: changed.username ? values.username : undefined,
          email: changed.email && !buddy ? values.email : undefined,
        },
        id,
      );
      await repo.updateUser(tx, userScope(ctx.actor), id, {
        ...values,
        // A buddy's e-mail moves to its profile: the account keeps none that could hide it.
        email: buddy ? (changed.email ? null : undefined) : values.email,
        role,
        status: body.status,
        uplineId,
        subAgentId,
        entitled: agent ? body.entitled : undefined,
      });
      if (agent && [body.icno, body.bank, body.account_no, body.account_name].some((v) => v !== undefined))
        await repo.saveAgentProfile(tx, id, {
          icNo: body.icno,
          bank: body.bank,
          accountNo: body.account_no,
          accountName: body.account_name,
        });
      if (buddy && changed.email) {
        await ensureProfile(tx, id);
        await setContactEmail(tx, id, values.email ?? null);
      }
      if (body.status === 'inactive') await deleteSessionsOf(tx, id);
    });
  } catch (err) {
    throw conflictOf(err) ?? err;
  }
  return get(ctx, id);
}

/** Active ⇄ Inactive. Deactivating ends the user's sessions at once. */
export async function toggleStatus(ctx: ActorCtx, id: number, status?: 'active' | 'inactive') {
  const current = await get(ctx, id);
  const next = status ?? (current.status === 'active' ? 'inactive' : 'active');
  return update(ctx, id, { status: next });
}
