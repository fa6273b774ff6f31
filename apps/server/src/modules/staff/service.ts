import type { TCreateStaffBody, TStaff, TUpdateStaffBody, ZStaffListQuery } from '@meja/contracts';
import { defaultAccessOf } from '@meja/contracts';
import type { z } from 'zod';
import { uniqueViolation } from '../../lib/db-errors';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import type { ActorCtx } from '../../plugins/context';
import { type MerchantScope, merchantScope, rowScope } from '../../policy/merchant-scope';
import { deleteSessionsOf } from '../auth/sessions';
import * as repo from './repository';

const toStaff = (r: repo.StaffRow): TStaff => ({
  id: r.id,
  email: r.email ?? r.username,
  nickname: r.name,
  role: (r.role as TStaff['role']) ?? null,
  access_option: (r.accessOption as TStaff['access_option']) ?? null,
  status: r.status as TStaff['status'],
  merchant_id: r.merchantId ?? 0,
  created_at: r.createdAt.toISOString(),
});

/** The login e-mail is unique across all users, as e-mail and as username alike. */
function conflictOf(err: unknown): AppError | undefined {
  return uniqueViolation(err) === undefined ? undefined : fieldError('email', 'error.email_taken');
}

export async function list(ctx: ActorCtx, query: z.output<typeof ZStaffListQuery>) {
  const scope = await merchantScope(ctx, query.merchant_id);
  const { rows, ...counts } = await repo.listStaff(ctx.db, scope, query);
  return { data: rows.map(toStaff), ...counts };
}

/** The caller's scope for a staff member named by id: anyone else's is then "not found". */
const scopeOf = (ctx: ActorCtx, id: number) => rowScope(ctx, () => repo.employerOf(ctx.db, id));

async function found(ctx: ActorCtx, scope: MerchantScope, id: number) {
  const row = await repo.getStaff(ctx.db, scope, id);
  if (!row) throw notFound();
  return row;
}

export async function get(ctx: ActorCtx, id: number) {
  return toStaff(await found(ctx, await scopeOf(ctx, id), id));
}

/**
 * Staff start with the password the owner gives them (no first-time login step) and, like every
 * new user, inactive unless a status is given.
 */
export async function create(ctx: ActorCtx, body: TCreateStaffBody) {
  const scope = await merchantScope(ctx, body.merchant_id);
  const passwordHash = await hashPassword(body.password);
  let id: number;
  try {
    id = await repo.insertStaff(ctx.db, scope, {
      email: body.email.trim(),
      name: body.nickname || null,
      role: body.role,
      accessOption: body.access_option ?? defaultAccessOf[body.role],
      status: body.status ?? 'inactive',
      passwordHash,
    });
  } catch (err) {
    throw conflictOf(err) ?? err;
  }
  return toStaff(await found(ctx, scope, id));
}

/** Deactivating or a new password ends the staff member's sessions at once. */
export async function update(ctx: ActorCtx, id: number, body: TUpdateStaffBody) {
  const scope = await scopeOf(ctx, id);
  await found(ctx, scope, id);
  if (body.status === 'inactive' && id === ctx.actor.id)
    throw new AppError('forbidden', 'error.self_deactivate');
  const passwordHash = body.password === undefined ? undefined : await hashPassword(body.password);
  try {
    await ctx.db.transaction(async (tx) => {
      await repo.updateStaff(tx, scope, id, {
        email: body.email?.trim(),
        name: body.nickname === undefined ? undefined : body.nickname || null,
        role: body.role,
        accessOption: body.access_option,
        status: body.status,
        passwordHash,
      });
      if (body.status === 'inactive' || passwordHash !== undefined) await deleteSessionsOf(tx, id);
    });
  } catch (err) {
    throw conflictOf(err) ?? err;
  }
  return toStaff(await found(ctx, scope, id));
}

/** Active ⇄ Inactive, or the status given. */
export async function toggleStatus(ctx: ActorCtx, id: number, status?: 'active' | 'inactive') {
  const current = await get(ctx, id);
  const next = status ?? (current.status === 'active' ? 'inactive' : 'active');
  return update(ctx, id, { status: next });
}

/** Removes a staff member of the caller's merchant, signing them out everywhere. */
export async function remove(ctx: ActorCtx, id: number) {
  const scope = await scopeOf(ctx, id);
  await found(ctx, scope, id);
  if (id === ctx.actor.id) throw new AppError('forbidden', 'error.self_delete');
  await ctx.db.transaction(async (tx) => {
    await deleteSessionsOf(tx, id);
    await repo.deleteStaff(tx, scope, id);
  });
}
