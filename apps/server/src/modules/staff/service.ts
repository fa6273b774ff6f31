import type {
  MessageKey,
  TCreateStaffBody,
  TStaff,
  TUpdateStaffBody,
  ZStaffListQuery,
} from '@meja/contracts';
import { defaultAccessOf } from '@meja/contracts';
import type { z } from 'zod';
import { uniqueViolation } from '../../lib/db-errors';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import type { RepositoryOf } from '../../lib/repository-seam';
import type { ActorCtx } from '../../plugins/context';
import { type Actor, mayChangeStaffEmail, maySetStaffPassword } from '../../policy';
import { type MerchantScope, merchantScope, rowScope } from '../../policy/merchant-scope';
import { sendResetLinkFor } from '../auth/service';
import { deleteSessionsOf } from '../auth/sessions';
import type { StaffRow } from './repository';
import * as staffRepository from './repository';

/**
 * What the staff rules read and write: the database (repository.ts, and the sessions a change
 * ends), or a fake in staff.service.spec.ts.
 */
export type StaffRepository = RepositoryOf<
  typeof staffRepository & { deleteSessionsOf: typeof deleteSessionsOf }
>;

const toStaff = (r: StaffRow): TStaff => ({
  id: r.id,
  email: r.email ?? r.username,
  nickname: r.name,
  role: (r.role as TStaff['role']) ?? null,
  access_option: (r.accessOption as TStaff['access_option']) ?? null,
  status: r.status as TStaff['status'],
  own_password: r.ownPassword,
  merchant_id: r.merchantId ?? 0,
  created_at: r.createdAt.toISOString(),
});

/** The login e-mail is unique across all users, as e-mail and as username alike. */
function conflictOf(err: unknown): AppError | undefined {
  return uniqueViolation(err) === undefined ? undefined : fieldError('email', 'error.email_taken');
}

/** The login e-mail a staff member signs in with. */
const loginEmailOf = (r: StaffRow) => r.email ?? r.username;

/**
 * PRODUCT.md "Accounts": once a staff member chose their own password, nobody else sets it or
 * changes their login e-mail; the holder changes their own password under Change password. Each
 * refused field with its reason.
 */
function signInRefusals(actor: Actor, staff: StaffRow, wants: { password: boolean; email: boolean }) {
  const refused: Record<string, MessageKey> = {};
  if (wants.password && !maySetStaffPassword(actor, staff))
    refused.password = actor.id === staff.id ? 'error.staff_own_password_here' : 'error.staff_password_own';
  if (wants.email && !mayChangeStaffEmail(actor, staff)) refused.email = 'error.staff_email_own';
  return refused;
}

function refuse(refused: Record<string, MessageKey>) {
  const [first] = Object.values(refused);
  if (first) throw new AppError('forbidden', first, refused);
}

/** The staff rules on a repository: the database's unless given another. */
export function staffService(repo: StaffRepository = { ...staffRepository, deleteSessionsOf }) {
  async function list(ctx: ActorCtx, query: z.output<typeof ZStaffListQuery>) {
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

  async function get(ctx: ActorCtx, id: number) {
    return toStaff(await found(ctx, await scopeOf(ctx, id), id));
  }

  /**
   * Staff start with the password the owner gives them (no first-time login step) and, like every
   * new user, inactive unless a status is given.
   */
  async function create(ctx: ActorCtx, body: TCreateStaffBody) {
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

  /**
   * Deactivating or a new password ends the staff member's sessions at once. The form sends the
   * login e-mail along unchanged: only a different one counts as a change.
   */
  async function update(ctx: ActorCtx, id: number, body: TUpdateStaffBody) {
    const scope = await scopeOf(ctx, id);
    const current = await found(ctx, scope, id);
    if (body.status === 'inactive' && id === ctx.actor.id)
      throw new AppError('forbidden', 'error.self_deactivate');
    const email = body.email?.trim();
    const emailChanged = email !== undefined && email !== loginEmailOf(current);
    const wants = { password: body.password !== undefined, email: emailChanged };
    refuse(signInRefusals(ctx.actor, current, wants));
    const passwordHash = body.password === undefined ? undefined : await hashPassword(body.password);
    // Another's password or e-mail is written only while the holder has not chosen their own.
    const guarded = wants.password || (wants.email && id !== ctx.actor.id);
    try {
      const written = await ctx.db.transaction(async (tx) => {
        const ok = await repo.updateStaff(
          tx,
          scope,
          id,
          {
            email: emailChanged ? email : undefined,
            name: body.nickname === undefined ? undefined : body.nickname || null,
            role: body.role,
            accessOption: body.access_option,
            status: body.status,
            passwordHash,
          },
          guarded,
        );
        if (ok && (body.status === 'inactive' || passwordHash !== undefined))
          await repo.deleteSessionsOf(tx, id);
        return ok;
      });
      // The holder chose their own password meanwhile.
      if (!written) refuse(signInRefusals(ctx.actor, { ...current, ownPassword: true }, wants));
    } catch (err) {
      throw conflictOf(err) ?? err;
    }
    return toStaff(await found(ctx, scope, id));
  }

  /**
   * Sends a staff member a password reset link to their own login e-mail (the owner or an admin:
   * `staff.reset_link`), the way back in once nobody else may set their password. Answers the address.
   */
  async function sendResetLink(ctx: ActorCtx, id: number) {
    const row = await found(ctx, await scopeOf(ctx, id), id);
    const email = loginEmailOf(row);
    await sendResetLinkFor(ctx, { id: row.id, name: row.name, username: row.username, email });
    return email;
  }

  /** Active ⇄ Inactive, or the status given. */
  async function toggleStatus(ctx: ActorCtx, id: number, status?: 'active' | 'inactive') {
    const current = await get(ctx, id);
    const next = status ?? (current.status === 'active' ? 'inactive' : 'active');
    return update(ctx, id, { status: next });
  }

  /** Removes a staff member of the caller's merchant, signing them out everywhere. */
  async function remove(ctx: ActorCtx, id: number) {
    const scope = await scopeOf(ctx, id);
    await found(ctx, scope, id);
    if (id === ctx.actor.id) throw new AppError('forbidden', 'error.self_delete');
    await ctx.db.transaction(async (tx) => {
      await repo.deleteSessionsOf(tx, id);
      await repo.deleteStaff(tx, scope, id);
    });
  }

  return { list, get, create, update, sendResetLink, toggleStatus, remove };
}

export const { list, get, create, update, sendResetLink, toggleStatus, remove } = staffService();
