import { and, asc, eq, ilike, max, sql } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { courses, foods, menuCategories } from '../../../db/schema';
import { likeTerm, type PageFilter, pageOf } from '../../../lib/paging';
import { ownerOf } from '../../../lib/row-owner';
import type { MerchantScope } from '../../../policy/scope';
import { qualified } from '../sql';

const countOf = (table: AnyPgTable, column: AnyPgColumn) =>
  sql<number>`(select count(*) from ${table} where ${qualified(table, column)} = ${qualified(courses, courses.id)})`.mapWith(
    Number,
  );

const columns = {
  id: courses.id,
  name: courses.name,
  position: courses.position,
  createdAt: courses.createdAt,
  categoryCount: countOf(menuCategories, menuCategories.courseId).as('category_count'),
  foodCount: countOf(foods, foods.courseId).as('food_count'),
};

const inScope = (scope: MerchantScope) => eq(courses.merchantId, scope.merchantId);
const oneOf = (scope: MerchantScope, id: number) => and(eq(courses.id, id), inScope(scope));

/** The merchant's courses in serving order (a store has a handful). */
export async function listCourses(db: Db, scope: MerchantScope, f: PageFilter) {
  const term = likeTerm(f.search);
  return pageOf(db, courses, inScope(scope), [term ? ilike(courses.name, term) : undefined], (where) =>
    db
      .select(columns)
      .from(courses)
      .where(where)
      .orderBy(asc(courses.position), asc(courses.id))
      .limit(f.length)
      .offset(f.start),
  );
}

export async function getCourse(db: Db, scope: MerchantScope, id: number) {
  const [row] = await db.select(columns).from(courses).where(oneOf(scope, id)).limit(1);
  return row;
}
export type CourseRow = NonNullable<Awaited<ReturnType<typeof getCourse>>>;

/** Whose course this is, for the policy (policy/merchant-scope.ts `rowScope`). */
export const ownerOfCourse = (db: Db, id: number) => ownerOf(db, courses, id);

/** The merchant's courses, ids and names in serving order (the key-in dialog). */
export const courseNames = (db: Db, merchantId: number) =>
  db
    .select({ id: courses.id, name: courses.name })
    .from(courses)
    .where(eq(courses.merchantId, merchantId))
    .orderBy(asc(courses.position), asc(courses.id));

/** Whether the course is the merchant's (a category or food may name only its own). */
export async function isOwnCourse(db: Db, merchantId: number, id: number) {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, id), eq(courses.merchantId, merchantId)))
    .limit(1);
  return row !== undefined;
}

/** Food id → its course: its own, else its category's (null: none). */
export async function foodCourses(db: Db, merchantId: number) {
  const rows = await db
    .select({
      id: foods.id,
      courseId: sql<number | null>`coalesce(${foods.courseId}, ${menuCategories.courseId})`,
    })
    .from(foods)
    .innerJoin(menuCategories, eq(menuCategories.id, foods.categoryId))
    .where(eq(foods.merchantId, merchantId));
  return new Map(rows.map((r) => [r.id, r.courseId]));
}

/** A new course: at `position`, or after the last. */
export async function insertCourse(
  db: Db,
  scope: MerchantScope,
  values: { name: string; position?: number },
) {
  const [last] = await db
    .select({ p: max(courses.position) })
    .from(courses)
    .where(inScope(scope));
  const [row] = await db
    .insert(courses)
    .values({
      merchantId: scope.merchantId,
      name: values.name,
      position: values.position ?? (last?.p ?? 0) + 1,
    })
    .returning({ id: courses.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateCourse(
  db: Db,
  scope: MerchantScope,
  id: number,
  values: { name?: string; position?: number },
) {
  const rows = await db.update(courses).set(values).where(oneOf(scope, id)).returning({ id: courses.id });
  return rows.length > 0;
}

/** Categories and foods that named it keep no course (on delete set null); lines keep its name. */
export async function deleteCourse(db: Db, scope: MerchantScope, id: number) {
  const rows = await db.delete(courses).where(oneOf(scope, id)).returning({ id: courses.id });
  return rows.length > 0;
}
