import {
  flagOut,
  senToRM,
  type TCreateOptionGroupBody,
  type TOptionGroup,
  type TUpdateOptionGroupBody,
  type ZOptionGroupListQuery,
} from '@meja/contracts';
import type { z } from 'zod';
import { referencedElsewhere, uniqueViolation } from '../../../lib/db-errors';
import { AppError, fieldError, notFound } from '../../../lib/errors';
import type { ActorCtx } from '../../../plugins/context';
import { type MerchantScope, merchantScope, rowScope } from '../../../policy/merchant-scope';
import { touchMenu } from '../version';
import * as repo from './repository';

const toGroup = (r: repo.GroupRow, opts: repo.OptionRow[]): TOptionGroup => ({
  id: r.id,
  name: r.name,
  min_qty: r.minQty,
  max_qty: r.maxQty,
  status: flagOut(r.active),
  options: opts
    .filter((o) => o.groupId === r.id)
    .map((o) => ({
      id: o.id,
      name: o.name,
      price: senToRM(o.priceSen),
      price_sen: o.priceSen,
      status: flagOut(o.active),
    })),
  food_count: r.foodCount,
  version: r.version,
  created_at: r.createdAt.toISOString(),
});

/** A group's name is unique per merchant, whatever its case. */
function conflictOf(err: unknown) {
  return uniqueViolation(err) === undefined ? undefined : fieldError('name', 'error.option_group_name_taken');
}

const stale = () => new AppError('conflict', 'error.option_group_stale');

type Body = TCreateOptionGroupBody | TUpdateOptionGroupBody;
const groupValues = (b: Body) => ({ name: b.name, minQty: b.min_qty, maxQty: b.max_qty, active: b.status });
const optionValues = (b: Body) =>
  b.options.map((o) => ({ id: o.id, name: o.name, priceSen: o.price, active: o.status ?? true }));

export async function list(ctx: ActorCtx, query: z.output<typeof ZOptionGroupListQuery>) {
  const scope = await merchantScope(ctx, query.merchant_id);
  const { rows, ...counts } = await repo.listGroups(ctx.db, scope, { ...query, active: query.status });
  const opts = await repo.optionsOf(
    ctx.db,
    scope,
    rows.map((r) => r.id),
  );
  return { data: rows.map((r) => toGroup(r, opts)), ...counts };
}

/** The caller's scope for a group named by id: another merchant's is then "not found". */
const scopeOf = (ctx: ActorCtx, id: number) => rowScope(ctx, () => repo.ownerOfGroup(ctx.db, id));

async function found(ctx: ActorCtx, scope: MerchantScope, id: number) {
  const row = await repo.getGroup(ctx.db, scope, id);
  if (!row) throw notFound();
  return row;
}

const shown = async (ctx: ActorCtx, scope: MerchantScope, id: number) =>
  toGroup(await found(ctx, scope, id), await repo.optionsOf(ctx.db, scope, [id]));

export async function get(ctx: ActorCtx, id: number) {
  return shown(ctx, await scopeOf(ctx, id), id);
}

export async function create(ctx: ActorCtx, body: TCreateOptionGroupBody) {
  const scope = await merchantScope(ctx, body.merchant_id);
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const id = await repo.insertGroup(tx, scope, {
        ...groupValues(body),
        active: body.status ?? true,
      });
      await repo.replaceOptions(tx, id, optionValues(body));
      await touchMenu(tx, scope.merchantId);
      return id;
    });
    return shown(ctx, scope, id);
  } catch (err) {
    throw conflictOf(err) ?? err;
  }
}

/**
 * The whole group as it should be. Options sent back with their id are kept (orders refer to
 * them), the others removed. A save based on an older `version` than the group's is refused (409).
 */
export async function update(ctx: ActorCtx, id: number, body: TUpdateOptionGroupBody) {
  const scope = await scopeOf(ctx, id);
  const row = await found(ctx, scope, id);
  if (body.version !== undefined && row.version !== body.version) throw stale();
  const mine = new Set((await repo.optionsOf(ctx.db, scope, [id])).map((o) => o.id));
  body.options.forEach((o, i) => {
    if (o.id !== undefined && !mine.has(o.id))
      throw fieldError(`options.${i}.id`, 'validation.option_not_in_group');
  });
  try {
    await ctx.db.transaction(async (tx) => {
      if (!(await repo.updateGroup(tx, scope, id, body.version, groupValues(body)))) throw stale();
      await repo.replaceOptions(tx, id, optionValues(body));
      await touchMenu(tx, scope.merchantId);
    });
  } catch (err) {
    throw conflictOf(err) ?? err;
  }
  return shown(ctx, scope, id);
}

/** Active ⇄ inactive (or the state given); an open edit of the old version then gets a 409. */
export async function setActive(ctx: ActorCtx, id: number, active?: boolean) {
  const scope = await scopeOf(ctx, id);
  const next = active ?? !(await found(ctx, scope, id)).active;
  await ctx.db.transaction(async (tx) => {
    await repo.updateGroup(tx, scope, id, undefined, { active: next });
    await touchMenu(tx, scope.merchantId);
  });
  return next;
}

/** A group that foods offer cannot be deleted: they would lose their choices silently. */
export async function remove(ctx: ActorCtx, id: number) {
  const scope = await scopeOf(ctx, id);
  const row = await found(ctx, scope, id);
  const blocked = (count: number) =>
    new AppError('conflict', 'error.option_group_in_use', undefined, { count });
  if (row.foodCount > 0) throw blocked(row.foodCount);
  try {
    await ctx.db.transaction(async (tx) => {
      await repo.deleteGroup(tx, scope, id);
      await touchMenu(tx, scope.merchantId);
    });
  } catch (err) {
    if (referencedElsewhere(err)) throw blocked(await repo.foodsUsing(ctx.db, id));
    throw err;
  }
}
