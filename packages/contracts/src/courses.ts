import { z } from 'zod';
import { dataReply, paged, ZId, ZPagingQuery } from './common';

/**
 * Courses (issue 29): the store's own list of the parts of a meal (starter, main, dessert,
 * drinks), in the order they are served. A category may name a default course and a food its own;
 * a line copies its course when ordered, and staff hold and fire lines by course.
 *
 * - GET    /api/admin/course         ZCourseListQuery → ZCoursePage
 * - POST   /api/admin/course         ZCreateCourseBody → ZCourseReply
 * - PUT    /api/admin/course/{id}    ZUpdateCourseBody → ZCourseReply
 * - DELETE /api/admin/course/{id}    → the foods and categories that named it keep no course
 */
export const ZCourseListQuery = ZPagingQuery.extend({
  /** Required of admins; a merchant and their staff always act on their own menu. */
  merchant_id: ZId.optional(),
});
export type TCourseListQuery = z.input<typeof ZCourseListQuery>;

export const ZCourse = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Lower comes first: the order the courses are served in. */
  position: z.number().int(),
  /** Categories and foods that name it. */
  category_count: z.number().int(),
  food_count: z.number().int(),
  created_at: z.string(),
});
export type TCourse = z.infer<typeof ZCourse>;
export const ZCoursePage = paged(ZCourse);
export type TCoursePage = z.infer<typeof ZCoursePage>;
export const ZCourseReply = dataReply(ZCourse);

const ZCourseName = z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(40);
const ZPosition = z.coerce.number().int().min(0).max(1000);

export const ZCreateCourseBody = z.object({
  name: ZCourseName,
  /** Defaults to after the last course. */
  position: ZPosition.optional(),
  merchant_id: ZId.optional(),
});
export type TCreateCourseBody = z.output<typeof ZCreateCourseBody>;
export type TCreateCourseInput = z.input<typeof ZCreateCourseBody>;

export const ZUpdateCourseBody = z.object({ name: ZCourseName.optional(), position: ZPosition.optional() });
export type TUpdateCourseBody = z.output<typeof ZUpdateCourseBody>;
export type TUpdateCourseInput = z.input<typeof ZUpdateCourseBody>;

/**
 * A category's or food's course in a save: a course id, or null (or an empty form field) for
 * none. Left out (SPEC's client never sends it): unchanged.
 */
export const ZCourseRef = z
  // Its own instance of the id (meta): with the shared ZId the food body's OpenAPI schema lost the id branch.
  .union([ZId.meta({ description: 'A course of the merchant' }), z.literal(''), z.null()])
  .transform((v) => (v === '' ? null : v))
  .optional();

/** POST /api/admin/order/{id}/fire: a held course, or held lines; neither: everything held. */
export const ZFireBody = z.object({
  course_id: ZId.optional(),
  line_ids: z.array(ZId).min(1).max(100).optional(),
});
export type TFireBody = z.input<typeof ZFireBody>;
