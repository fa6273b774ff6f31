import {
  flagOut,
  senToRM,
  type TCreateOptionGroupBody,
  type TOptionGroup,
  type TUpdateOptionGroupBody,
  type ZOptionGroupListQuery,
} from '@meja/contracts';
import type { z } from 'zod';
import { uniqueViolation } from '../../../lib/db-errors';
import { AppError, fieldError, notFound } from '../../../lib/errors';
import { merchantOf } from '../../../lib/tenant';
import type { ActorCtx } from '../../../plugins/context';
import { referencedElsewhere } from '../categories/repository';
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
  const merchantId = await merchantOf(ctx, query.merchant_id);
  const { rows, ...counts } = await repo.listGroups(ctx.db, merchantId, { ...query, active: query.status });
  const opts = await repo.optionsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return { data: rows.map((r) => toGroup(r, opts)), ...counts };
}

/** A group of a merchant the caller may act on; another merchant's is "not found". */
async function own(ctx: ActorCtx, id: number) {
  const row = await repo.getGroup(ctx.db, id);
  if (!row) throw notFound();
  await merchantOf(ctx, row.merchantId);
  return row;
}

export async function get(ctx: ActorCtx, id: number) {
  const row = await own(ctx, id);
  return toGroup(row, await repo.optionsOf(ctx.db, [id]));
}

export async function create(ctx: ActorCtx, body: TCreateOptionGroupBody) {
  const merchantId = await merchantOf(ctx, body.merchant_id);
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const id = await repo.insertGroup(tx, merchantId, {
        ...groupValues(body),
        active: body.status ?? true,
      });
      await repo.replaceOptions(tx, id, optionValues(body));
      await touchMenu(tx, merchantId);
      return id;
    });
    return get(ctx, id);
  } catch (err) {
    throw conflictOf(err) ?? err;
  }
}

/**
 * The whole group as it should be. Options sent back with their id are kept (orders refer to
 * them), the others removed. A save based on an older `version` than the group's is refused (409).
 */
export async function update(ctx: ActorCtx, id: number, body: TUpdateOptionGroupBody) {
  const row = await own(ctx, id);
  if (body.version !== undefined && row.version !== body.version) throw stale();
  const mine = new Set((await repo.optionsOf(ctx.db, [id])).map((o) => o.id));
  body.options.forEach((o, i) => {
    if (o.id !== undefined && !mine.has(o.id))
      throw fieldError(`options.${i}.id`, 'validation.option_not_in_group');
  });
  try {
    await ctx.db.transaction(async (tx) => {
      if (!(await repo.updateGroup(tx, id, body.version, groupValues(body)))) throw stale();
      await repo.replaceOptions(tx, id, optionValues(body));
      await touchMenu(tx, row.merchantId);
    });
  } catch (err) {
    throw conflictOf(err) ?? err;
  }
  return get(ctx, id);
}

/** Active ⇄ inactive (or the state given); an open edit of the old version then gets a 409. */
export async function setActive(ctx: ActorCtx, id: number, active?: boolean) {
  const row = await own(ctx, id);
  const next = active ?? !row.active;
  await ctx.db.transaction(async (tx) => {
    await repo.updateGroup(tx, id, undefined, { active: next });
    await touchMenu(tx, row.merchantId);
  });
  return next;
}

/** A group that foods offer cannot be deleted: they would lose their choices silently. */
export async function remove(ctx: ActorCtx, id: number) {
  const row = await own(ctx, id);
  const blocked = (count: number) =>
    new AppError('conflict', 'error.option_group_in_use', undefined, { count });
  if (row.foodCount > 0) throw blocked(row.foodCount);
  try {
    await ctx.db.transaction(async (tx) => {
      await repo.deleteGroup(tx, id);
      await touchMenu(tx, row.merchantId);
    });
  } catch (err) {
    if (referencedElsewhere(err)) throw blocked(await repo.foodsUsing(ctx.db, id));
    throw err;
  }
}
