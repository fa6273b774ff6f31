import {
  flagOut,
  type TCategory,
  type TCategoryPriorityBody,
  type TCreateCategoryBody,
  type TUpdateCategoryBody,
  type ZCategoryListQuery,
} from '@meja/contracts';
import type { z } from 'zod';
import { referencedElsewhere, uniqueViolation } from '../../../lib/db-errors';
import { AppError, fieldError, notFound } from '../../../lib/errors';
import type { ActorCtx } from '../../../plugins/context';
import { type MerchantScope, merchantScope, rowScope } from '../../../policy/merchant-scope';
import { checkedCourse } from '../courses/service';
import { touchMenu } from '../version';
import * as repo from './repository';

const toCategory = (r: repo.CategoryRow): TCategory => ({
  id: r.id,
  name: r.name,
  remark: r.kind === 'alcohol' ? 'alcohol' : 'food',
  priority: r.priority,
  status: flagOut(r.active),
  food_count: r.foodCount,
  course_id: r.courseId,
  version: r.version,
  created_at: r.createdAt.toISOString(),
});

/** A name is unique per merchant and kind, whatever its case. */
function conflictOf(err: unknown) {
  return uniqueViolation(err) === undefined ? undefined : fieldError('name', 'error.category_name_taken');
}

const stale = () => new AppError('conflict', 'error.category_stale');

export async function list(ctx: ActorCtx, query: z.output<typeof ZCategoryListQuery>) {
  const scope = await merchantScope(ctx, query.merchant_id);
  const { rows, ...counts } = await repo.listCategories(ctx.db, scope, query.remark, {
    ...query,
    active: query.status,
  });
  return { data: rows.map(toCategory), ...counts };
}

/** The caller's scope for a category named by id: another merchant's is then "not found". */
const scopeOf = (ctx: ActorCtx, id: number) => rowScope(ctx, () => repo.ownerOfCategory(ctx.db, id));

async function found(ctx: ActorCtx, scope: MerchantScope, id: number) {
  const row = await repo.getCategory(ctx.db, scope, id);
  if (!row) throw notFound();
  return row;
}

export async function get(ctx: ActorCtx, id: number) {
  return toCategory(await found(ctx, await scopeOf(ctx, id), id));
}

/** A new category goes last in its kind's order; active unless a status is given. */
export async function create(ctx: ActorCtx, body: TCreateCategoryBody) {
  const scope = await merchantScope(ctx, body.merchant_id);
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const id = await repo.insertCategory(tx, scope, {
        kind: body.remark,
        name: body.name,
        active: body.status ?? true,
        courseId: await checkedCourse(tx, scope.merchantId, body.course_id),
      });
      await touchMenu(tx, scope.merchantId);
      return id;
    });
    return toCategory(await found(ctx, scope, id));
  } catch (err) {
    throw conflictOf(err) ?? err;
  }
}

/**
 * Optimistic locking: a save based on an older `version` than the row's is refused (409); one
 * without a version (SPEC's client never sends it) applies.
 */
export async function update(ctx: ActorCtx, id: number, body: TUpdateCategoryBody) {
  const scope = await scopeOf(ctx, id);
  const row = await found(ctx, scope, id);
  if (body.version !== undefined && row.version !== body.version) throw stale();
  try {
    await ctx.db.transaction(async (tx) => {
      const saved = await repo.updateCategory(tx, scope, id, body.version, {
        name: body.name,
        active: body.status,
        courseId: await checkedCourse(tx, scope.merchantId, body.course_id),
      });
      if (!saved) throw stale();
      await touchMenu(tx, scope.merchantId);
    });
  } catch (err) {
    throw conflictOf(err) ?? err;
  }
  return toCategory(await found(ctx, scope, id));
}

/** Active ⇄ inactive (or the state given); an open edit of the old version then gets a 409. */
export async function setActive(ctx: ActorCtx, id: number, active?: boolean) {
  const scope = await scopeOf(ctx, id);
  const next = active ?? !(await found(ctx, scope, id)).active;
  await ctx.db.transaction(async (tx) => {
    await repo.updateCategory(tx, scope, id, undefined, { active: next });
    await touchMenu(tx, scope.merchantId);
  });
  return next;
}

/**
 * A new order for categories of one kind. The ids given take, in their order, the places they held
 * among all of the kind (so a page's worth of ids reorders that page), then every category of the
 * kind is numbered 1..n, all in one transaction. Ids of more than one merchant are "not found".
 */
export async function reorder(ctx: ActorCtx, body: TCategoryPriorityBody) {
  const { ids } = body;
  if (new Set(ids).size !== ids.length) throw fieldError('ids', 'validation.ids_repeated');
  const [first] = ids;
  if (first === undefined) throw notFound();
  const scope =
    body.merchant_id === undefined ? await scopeOf(ctx, first) : await merchantScope(ctx, body.merchant_id);
  const rows = await repo.getCategories(ctx.db, scope, ids);
  if (rows.length !== ids.length) throw notFound();
  const kinds = new Set(rows.map((r) => r.kind));
  const [kind] = kinds;
  if (kind === undefined || kinds.size > 1) throw fieldError('ids', 'validation.category_kinds');

  await ctx.db.transaction(async (tx) => {
    const current = await repo.orderedIds(tx, scope, kind);
    const moved = new Set(ids);
    const queue = [...ids];
    const next = current.map((id) => (moved.has(id) ? (queue.shift() ?? id) : id));
    await repo.setPriorities(tx, scope, next);
    await touchMenu(tx, scope.merchantId);
  });
  const { rows: ordered } = await repo.listCategories(ctx.db, scope, kind, { start: 0, length: 500 });
  return ordered.map(toCategory);
}

/** SPEC §5: a category that holds at least one food cannot be deleted. */
export async function remove(ctx: ActorCtx, id: number) {
  const scope = await scopeOf(ctx, id);
  const row = await found(ctx, scope, id);
  const blocked = () => new AppError('conflict', 'error.category_has_foods');
  if (row.foodCount > 0) throw blocked();
  try {
    await ctx.db.transaction(async (tx) => {
      await repo.deleteCategory(tx, scope, id);
      await touchMenu(tx, scope.merchantId);
    });
  } catch (err) {
    throw referencedElsewhere(err) ? blocked() : err;
  }
}
