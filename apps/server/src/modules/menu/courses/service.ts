import type { TCourse, TCreateCourseBody, TUpdateCourseBody, ZCourseListQuery } from '@meja/contracts';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { uniqueViolation } from '../../../lib/db-errors';
import { fieldError, notFound } from '../../../lib/errors';
import type { ActorCtx } from '../../../plugins/context';
import { type MerchantScope, merchantScope, rowScope } from '../../../policy/merchant-scope';
import { touchMenu } from '../version';
import * as repo from './repository';

/**
 * The store's courses (issue 29, docs/adr/0025): a short list it names and orders itself. A
 * category names its foods' default course and a food may name its own; lines copy theirs when
 * ordered, so renaming or deleting a course never changes an order already made.
 */

const toCourse = (r: repo.CourseRow): TCourse => ({
  id: r.id,
  name: r.name,
  position: r.position,
  category_count: r.categoryCount,
  food_count: r.foodCount,
  created_at: r.createdAt.toISOString(),
});

/** A name is unique per merchant, whatever its case. */
const conflictOf = (err: unknown) =>
  uniqueViolation(err) === undefined ? undefined : fieldError('name', 'error.course_name_taken');

export async function list(ctx: ActorCtx, query: z.output<typeof ZCourseListQuery>) {
  const scope = await merchantScope(ctx, query.merchant_id);
  const { rows, ...counts } = await repo.listCourses(ctx.db, scope, query);
  return { data: rows.map(toCourse), ...counts };
}

const scopeOf = (ctx: ActorCtx, id: number) => rowScope(ctx, () => repo.ownerOfCourse(ctx.db, id));

async function found(db: Db, scope: MerchantScope, id: number) {
  const row = await repo.getCourse(db, scope, id);
  if (!row) throw notFound();
  return toCourse(row);
}

export async function create(ctx: ActorCtx, body: TCreateCourseBody) {
  const scope = await merchantScope(ctx, body.merchant_id);
  try {
    const id = await repo.insertCourse(ctx.db, scope, { name: body.name, position: body.position });
    return await found(ctx.db, scope, id);
  } catch (err) {
    throw conflictOf(err) ?? err;
  }
}

export async function update(ctx: ActorCtx, id: number, body: TUpdateCourseBody) {
  const scope = await scopeOf(ctx, id);
  try {
    // Nothing to change (an empty body): answered as it is.
    if (body.name !== undefined || body.position !== undefined) {
      if (!(await repo.updateCourse(ctx.db, scope, id, body))) throw notFound();
    }
  } catch (err) {
    throw conflictOf(err) ?? err;
  }
  return found(ctx.db, scope, id);
}

/** Its categories and foods keep no course; the diners' menu shows none, but is told to refresh. */
export async function remove(ctx: ActorCtx, id: number) {
  const scope = await scopeOf(ctx, id);
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.deleteCourse(tx, scope, id))) throw notFound();
    await touchMenu(tx, scope.merchantId);
  });
}

/**
 * A category's or food's course as a save sends it: the merchant's own course (another's, or
 * one deleted: a field error on `course_id`), null for none, undefined when not sent.
 */
export async function checkedCourse(db: Db, merchantId: number, id: number | null | undefined) {
  if (id === undefined || id === null) return id;
  if (!(await repo.isOwnCourse(db, merchantId, id)))
    throw fieldError('course_id', 'validation.course_unknown');
  return id;
}
