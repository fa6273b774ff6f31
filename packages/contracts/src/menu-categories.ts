import { z } from 'zod';
import { dataReply, maxRowId, paged, ZFlag, ZFlagOut, ZId, ZPagingQuery } from './common';
import { ZCourseRef } from './courses';

/**
 * Menu categories (SPEC §2 "food category", "alcohol category", §7 /admin/category*): a merchant's
 * groups of foods or of alcohol items, in the order the merchant drags them into. The old client
 * calls the kind `remark`.
 */
export const categoryKinds = ['food', 'alcohol'] as const;
export const ZCategoryKind = z.enum(categoryKinds);
export type CategoryKind = z.infer<typeof ZCategoryKind>;

/** A status filter as the old client sends it: 1/0 or active/inactive → true/false. */
export const ZStatusFilter = z
  .union([z.literal(0), z.literal(1), z.enum(['0', '1', 'active', 'inactive'])])
  .transform((v) => v === 1 || v === '1' || v === 'active');

export const ZCategoryListQuery = ZPagingQuery.extend({
  /** food (default) or alcohol. */
  remark: ZCategoryKind.default('food'),
  /** Required of admins; a merchant and their staff always act on their own menu. */
  merchant_id: ZId.optional(),
  status: ZStatusFilter.optional(),
});
export type TCategoryListQuery = z.input<typeof ZCategoryListQuery>;

export const ZCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  remark: ZCategoryKind,
  /** Lower comes first. */
  priority: z.number().int(),
  status: ZFlagOut,
  /** Foods (or alcohol items) in it; a category holding any cannot be deleted. */
  food_count: z.number().int(),
  /** The course its foods belong to unless a food names its own (issue 29); null: none. */
  course_id: z.number().int().nullable(),
  /** Send it back with PUT: a save over someone else's newer change is refused (409). */
  version: z.number().int(),
  created_at: z.string(),
});
export type TCategory = z.infer<typeof ZCategory>;

export const ZCategoryPage = paged(ZCategory);
export type TCategoryPage = z.infer<typeof ZCategoryPage>;
export const ZCategoryReply = dataReply(ZCategory);

const ZCategoryName = z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(80);

/** The version a save was based on. */
export const ZVersion = z
  .union([z.number(), z.string().regex(/^\d{1,10}$/, 'validation.invalid')])
  .transform(Number)
  .pipe(z.number().int().min(1).max(maxRowId));

export const ZCreateCategoryBody = z.object({
  name: ZCategoryName,
  remark: ZCategoryKind.default('food'),
  /** Defaults to active. */
  status: ZFlag.optional(),
  course_id: ZCourseRef,
  /** Required of admins. */
  merchant_id: ZId.optional(),
});
export type TCreateCategoryBody = z.output<typeof ZCreateCategoryBody>;
export type TCreateCategoryInput = z.input<typeof ZCreateCategoryBody>;

export const ZUpdateCategoryBody = z.object({
  name: ZCategoryName.optional(),
  status: ZFlag.optional(),
  course_id: ZCourseRef,
  /** The `version` of the row as it was read; without it (SPEC's client) the save applies. */
  version: ZVersion.optional(),
});
export type TUpdateCategoryBody = z.output<typeof ZUpdateCategoryBody>;
export type TUpdateCategoryInput = z.input<typeof ZUpdateCategoryBody>;

const ZIdList = z.array(ZId).min(1, 'validation.required').max(500);

/**
 * PUT /admin/category_priority: every category of one kind, in its new order. Takes `{ ids }`,
 * or the old client's `{ data: [{ id, priority }] }` (sorted by priority); both become `ids`.
 */
export const ZCategoryPriorityBody = z
  .union([
    z.object({ ids: ZIdList, merchant_id: ZId.optional() }),
    z.object({
      data: z
        .array(z.object({ id: ZId, priority: z.coerce.number().int().min(0).max(1_000_000) }))
        .min(1, 'validation.required')
        .max(500),
      merchant_id: ZId.optional(),
    }),
  ])
  .transform((v) => ({
    ids: 'ids' in v ? v.ids : [...v.data].sort((a, b) => a.priority - b.priority).map((d) => d.id),
    merchant_id: v.merchant_id,
  }));
export type TCategoryPriorityBody = z.output<typeof ZCategoryPriorityBody>;
export type TCategoryPriorityInput = z.input<typeof ZCategoryPriorityBody>;

/** The categories of the kind, in their new order. */
export const ZCategoryListReply = dataReply(z.array(ZCategory));
export type TCategoryListReply = z.infer<typeof ZCategoryListReply>;
