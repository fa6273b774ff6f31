import type { FoodKind, TCreateFoodBody, TFood, TUpdateFoodBody, ZFoodListQuery } from '@meja/contracts';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { uniqueViolation } from '../../../lib/db-errors';
import { AppError, fieldError, notFound } from '../../../lib/errors';
import { merchantOf } from '../../../lib/tenant';
import type { ActorCtx } from '../../../plugins/context';
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
  const merchantId = await merchantOf(ctx, query.merchant_id);
  const { rows, ...counts } = await repo.listFoods(ctx.db, merchantId, {
    ...query,
    kind: query.remark,
    categoryId: query.category_id,
    active: query.status,
  });
  const groups = await repo.optionGroupsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return { data: rows.map((r) => toFood(r, groups.get(r.id) ?? [])), ...counts };
}

/** A food of a merchant the caller may act on; another merchant's is "not found". */
async function own(ctx: ActorCtx, id: number) {
  const row = await repo.getFood(ctx.db, id);
  if (!row) throw notFound();
  await merchantOf(ctx, row.merchantId);
  return row;
}

async function reply(db: Db, row: repo.FoodRow): Promise<TFood> {
  const groups = await repo.optionGroupsOf(db, [row.id]);
  return toFood(row, groups.get(row.id) ?? []);
}

export async function get(ctx: ActorCtx, id: number) {
  return reply(ctx.db, await own(ctx, id));
}

/** A new picture goes into the merchant's media library (checked there: JPG or PNG, 1 MB), named after the food. */
async function storePicture(ctx: ActorCtx, merchantId: number, plan: SavePlan, name: string) {
  if (!plan.file) return;
  const saved = await saveUpload(ctx, merchantId, plan.file, name);
  Object.assign(plan.values, { mediaId: saved.id, stockImageId: null });
}

/** A new food or alcohol item (`remark`), last in its category; active unless a status is given. */
export async function create(ctx: ActorCtx, body: TCreateFoodBody) {
  const merchantId = await merchantOf(ctx, body.merchant_id);
  const kind = body.remark;
  const plan = await planSave(ctx, merchantId, kind, body);
  await storePicture(ctx, merchantId, plan, body.name);
  const { values } = plan;
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const id = await repo.insertFood(tx, {
        ...values,
        merchantId,
        kind,
        name: body.name,
        categoryId: body.category_id,
        priceSen: body.price,
        priority: await repo.nextPriority(tx, body.category_id),
      });
      if (plan.groupIds?.length) await repo.setOptionGroups(tx, id, plan.groupIds);
      await touchMenu(tx, merchantId);
      return id;
    });
    return { data: await get(ctx, id), kind };
  } catch (err) {
    throw conflictOf(err) ?? err;
  }
}

/**
 * Fields left out keep their value. Optimistic locking: a save based on an older `version` than
 * the row's is refused (409) and writes nothing; a food moved to another category goes last there.
 */
export async function update(ctx: ActorCtx, id: number, body: TUpdateFoodBody) {
  const row = await own(ctx, id);
  if (body.version !== undefined && row.version !== body.version) throw stale();
  const kind = kindOf(row.kind);
  const plan = await planSave(ctx, row.merchantId, kind, body, row);
  await storePicture(ctx, row.merchantId, plan, body.name ?? row.name);
  const { values } = plan;
  try {
    await ctx.db.transaction(async (tx) => {
      if (plan.categoryChanged && values.categoryId) {
        values.priority = await repo.nextPriority(tx, values.categoryId);
      }
      if (!(await repo.updateFood(tx, id, body.version, values))) throw stale();
      if (plan.groupIds) await repo.setOptionGroups(tx, id, plan.groupIds);
      await touchMenu(tx, row.merchantId);
    });
  } catch (err) {
    throw conflictOf(err) ?? err;
  }
  return { data: await get(ctx, id), kind };
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
  const row = await own(ctx, id);
  const column = toggleTypes[type];
  const next = value ?? !row[column];
  await ctx.db.transaction(async (tx) => {
    await repo.updateFood(tx, id, undefined, { [column]: next });
    await touchMenu(tx, row.merchantId);
  });
  return next;
}

/** Deletes the food (its option group links go with it); returns whether it was an alcohol item. */
export async function remove(ctx: ActorCtx, id: number): Promise<FoodKind> {
  const row = await own(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await repo.deleteFood(tx, id);
    await touchMenu(tx, row.merchantId);
  });
  return kindOf(row.kind);
}
