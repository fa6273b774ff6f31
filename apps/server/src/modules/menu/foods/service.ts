import type { FoodKind, TCreateFoodBody, TFood, TUpdateFoodBody, ZFoodListQuery } from '@meja/contracts';
import type { z } from 'zod';
import { uniqueViolation } from '../../../lib/db-errors';
import { AppError, fieldError, notFound } from '../../../lib/errors';
import type { ActorCtx } from '../../../plugins/context';
import { type MerchantScope, merchantScope, rowScope } from '../../../policy/merchant-scope';
import { saveUpload } from '../../media/service';
import { touchMenu } from '../version';
import { planSave, type SavePlan } from './checks';
import { kindOf, toFood } from './reply';
import * as repo from './repository';

/** Foods and alcohol items of a merchant's menu (SPEC §3, §7 /admin/menu). */

const stale = () => new AppError('conflict', 'error.food_stale');

/** The code is unique per merchant in any case: a save that lost the race says so on its field. */
const conflictOf = (err: unknown) =>
  uniqueViolation(err) === undefined ? undefined : fieldError('code', 'error.food_code_taken');

export async function list(ctx: ActorCtx, query: z.output<typeof ZFoodListQuery>) {
  const scope = await merchantScope(ctx, query.merchant_id);
  const { rows, ...counts } = await repo.listFoods(ctx.db, scope, {
    ...query,
    kind: query.remark,
    categoryId: query.category_id,
    active: query.status,
  });
  const groups = await repo.optionGroupsOf(
    ctx.db,
    scope,
    rows.map((r) => r.id),
  );
  return { data: rows.map((r) => toFood(r, groups.get(r.id) ?? [])), ...counts };
}

/** The caller's scope for a food named by id: another merchant's is then "not found". */
const scopeOf = (ctx: ActorCtx, id: number) => rowScope(ctx, () => repo.ownerOfFood(ctx.db, id));

async function found(ctx: ActorCtx, scope: MerchantScope, id: number) {
  const row = await repo.getFood(ctx.db, scope, id);
  if (!row) throw notFound();
  return row;
}

async function shown(ctx: ActorCtx, scope: MerchantScope, id: number): Promise<TFood> {
  const row = await found(ctx, scope, id);
  const groups = await repo.optionGroupsOf(ctx.db, scope, [row.id]);
  return toFood(row, groups.get(row.id) ?? []);
}

export async function get(ctx: ActorCtx, id: number) {
  return shown(ctx, await scopeOf(ctx, id), id);
}

/** A new picture goes into the merchant's media library (checked there: JPG or PNG, 1 MB), named after the food. */
async function storePicture(ctx: ActorCtx, scope: MerchantScope, plan: SavePlan, name: string) {
  if (!plan.file) return;
  const saved = await saveUpload(ctx, scope.merchantId, plan.file, name);
  Object.assign(plan.values, { mediaId: saved.id, stockImageId: null });
}

/** A new food or alcohol item (`remark`), last in its category; active unless a status is given. */
export async function create(ctx: ActorCtx, body: TCreateFoodBody) {
  const scope = await merchantScope(ctx, body.merchant_id);
  const kind = body.remark;
  const plan = await planSave(ctx, scope, kind, body);
  await storePicture(ctx, scope, plan, body.name);
  const { values } = plan;
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const id = await repo.insertFood(tx, scope, {
        ...values,
        kind,
        name: body.name,
        categoryId: body.category_id,
        priceSen: body.price,
        priority: await repo.nextPriority(tx, scope, body.category_id),
      });
      if (plan.groupIds?.length) await repo.setOptionGroups(tx, id, plan.groupIds);
      await touchMenu(tx, scope.merchantId);
      return id;
    });
    return { data: await shown(ctx, scope, id), kind };
  } catch (err) {
    throw conflictOf(err) ?? err;
  }
}

/**
 * Fields left out keep their value. Optimistic locking: a save based on an older `version` than
 * the row's is refused (409) and writes nothing; a food moved to another category goes last there.
 */
export async function update(ctx: ActorCtx, id: number, body: TUpdateFoodBody) {
  const scope = await scopeOf(ctx, id);
  const row = await found(ctx, scope, id);
  if (body.version !== undefined && row.version !== body.version) throw stale();
  const kind = kindOf(row.kind);
  const plan = await planSave(ctx, scope, kind, body, row);
  await storePicture(ctx, scope, plan, body.name ?? row.name);
  const { values } = plan;
  try {
    await ctx.db.transaction(async (tx) => {
      if (plan.categoryChanged && values.categoryId) {
        values.priority = await repo.nextPriority(tx, scope, values.categoryId);
      }
      if (!(await repo.updateFood(tx, scope, id, body.version, values))) throw stale();
      if (plan.groupIds) await repo.setOptionGroups(tx, id, plan.groupIds);
      await touchMenu(tx, scope.merchantId);
    });
  } catch (err) {
    throw conflictOf(err) ?? err;
  }
  return { data: await shown(ctx, scope, id), kind };
}

/** The switches of the generic PATCH /admin/menu/{id} (SPEC §7), by `type`. */
export const toggleTypes = {
  status: 'active',
  take_away: 'takeAway',
  birthday_gift_only: 'birthdayGiftOnly',
} as const;
export type FoodToggle = keyof typeof toggleTypes;

/** Flips one switch (or sets it to `value`); an open edit of the old version then gets a 409. */
export async function toggle(ctx: ActorCtx, id: number, type: FoodToggle, value?: boolean) {
  const scope = await scopeOf(ctx, id);
  const column = toggleTypes[type];
  const next = value ?? !(await found(ctx, scope, id))[column];
  await ctx.db.transaction(async (tx) => {
    await repo.updateFood(tx, scope, id, undefined, { [column]: next });
    await touchMenu(tx, scope.merchantId);
  });
  return next;
}

/** Deletes the food (its option group links go with it); returns whether it was an alcohol item. */
export async function remove(ctx: ActorCtx, id: number): Promise<FoodKind> {
  const scope = await scopeOf(ctx, id);
  const row = await found(ctx, scope, id);
  await ctx.db.transaction(async (tx) => {
    await repo.deleteFood(tx, scope, id);
    await touchMenu(tx, scope.merchantId);
  });
  return kindOf(row.kind);
}
