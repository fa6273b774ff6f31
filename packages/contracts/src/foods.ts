import { z } from 'zod';
import { dataReply, maxRowId, paged, ZFlag, ZFlagOut, ZId, ZPagingQuery } from './common';
import { ZCourseRef } from './courses';
import { ZMediaUrls } from './media';
import { ZStatusFilter } from './menu-categories';
import { weekdays } from './merchant-profile';
import { ZMoney } from './money';

/**
 * A merchant's foods and alcohol items (SPEC §3 Food and Alcohol item, §5, §7 /admin/menu). One
 * body serves JSON and multipart (every value a string there; lists as JSON strings). Each field's
 * format is checked here through message keys; rules across rows (the category, option groups and
 * pictures being the merchant's, unique codes, tickets of alcohol items) are the server's.
 */

/** The old client's `remark`: which menu an item or category belongs to. */
export const foodKinds = ['food', 'alcohol'] as const;
export const ZFoodKind = z.enum(foodKinds);
export type FoodKind = z.infer<typeof ZFoodKind>;

export const foodLimits = {
  /** SPEC §5 and §9. */
  codeMax: 4,
  nameMax: 120,
  descriptionMax: 1000,
  foodTypeMax: 40,
  quantityMax: 1_000_000,
  ticketBalanceMax: 1000,
  ticketExpiryDaysMax: 3650,
  optionGroupsMax: 30,
} as const;

/** Free text: trimmed, empty means none (null). */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((v) => v || null);

/** A whole number from JSON or from a multipart string; empty (or null) means none. */
const wholeNumber = (min: number, max: number) =>
  z
    .union([z.number(), z.string().max(20), z.null()])
    .transform((v, ctx) => {
      if (v === null || (typeof v === 'string' && v.trim() === '')) return null;
      const n = typeof v === 'number' ? v : /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : Number.NaN;
      if (!Number.isInteger(n)) {
        ctx.addIssue({ code: 'custom', message: 'validation.whole_number', input: v });
        return z.NEVER;
      }
      return n;
    })
    .pipe(z.number().min(min).max(max).nullable());

/** 'HH:MM' (seconds dropped); empty means none. */
const ZTimeOfDay = z
  .string()
  .trim()
  .max(8)
  .nullable()
  .transform((v) => v || null)
  .pipe(
    z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'validation.time')
      .transform((v) => v.slice(0, 5))
      .nullable(),
  );

/**
 * A list: an array (JSON, or repeated multipart fields), or one string holding a JSON array or a
 * comma list (multipart). Empty means an empty list.
 */
const listOf = <T extends z.ZodType>(item: T) =>
  z
    .union([z.array(z.union([z.number(), z.string().max(20)])).max(100), z.string().max(2000), z.number()])
    .transform((v, ctx): unknown => {
      if (typeof v === 'number') return [v];
      if (Array.isArray(v)) return v;
      const s = v.trim();
      if (s === '') return [];
      if (!s.startsWith('[')) return s.split(',').map((x) => x.trim());
      try {
        return JSON.parse(s) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'validation.invalid', input: v });
        return z.NEVER;
      }
    })
    .pipe(z.array(item));

/** Option groups offered with the food, in the order given (duplicates dropped). */
const ZOptionGroupIds = listOf(ZId)
  .refine((ids) => ids.length <= foodLimits.optionGroupsMax, 'validation.food_option_groups_max')
  .transform((ids) => [...new Set(ids)])
  .meta({ description: 'Option group ids in order: an array, or (multipart) a JSON array or comma list' });

const ZWeekday = z
  .union([z.number(), z.string().regex(/^\s*\d\s*$/, 'validation.food_weekdays')])
  .transform(Number)
  .pipe(
    z
      .number()
      .int({ error: 'validation.food_weekdays' })
      .min(0, 'validation.food_weekdays')
      .max(6, 'validation.food_weekdays'),
  );

/** 0 = Monday … 6 = Sunday; at least one day. Sorted, duplicates dropped. */
const ZWeekdays = listOf(ZWeekday)
  .transform((days) => [...new Set(days)].sort((a, b) => a - b))
  .refine((days) => days.length > 0, 'validation.food_weekdays_none')
  .meta({
    description: 'Days offered, 0 = Monday … 6 = Sunday: an array, or (multipart) a JSON array or comma list',
  });

/** The old client's availability switches, one per day. */
const availableDayInputs = Object.fromEntries(
  weekdays.map((d) => [`is_available_on_${d}`, ZFlag.optional()]),
) as Record<`is_available_on_${(typeof weekdays)[number]}`, z.ZodOptional<typeof ZFlag>>;

/** Active or not: a switch (1/0, true/false), or 'active' / 'inactive'. */
export const ZFoodStatus = z.union([
  ZFlag,
  z.enum(['active', 'inactive'], { error: 'validation.invalid' }).transform((v) => v === 'active'),
]);

const ZFoodCode = z
  .string()
  .trim()
  .max(foodLimits.codeMax, 'validation.food_code_length')
  .nullable()
  .transform((v) => v || null);

const ZFoodName = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(foodLimits.nameMax);

const foodInputs = {
  /** Required of admins on create; ignored on update (the food's merchant stays). */
  merchant_id: ZId.optional(),
  name: ZFoodName.optional(),
  code: ZFoodCode.optional(),
  description: text(foodLimits.descriptionMax).optional(),
  /** A new picture (multipart file): JPG or PNG up to 1 MB, kept in the merchant's media library. */
  picture: z.unknown().optional(),
  /** Or an image already in the merchant's media library (empty: none). */
  media_id: z
    .union([ZId, z.literal(''), z.null()])
    .transform((v) => (v === '' ? null : v))
    .optional(),
  /** Or a stock photo of the admin's food image library (empty: none). */
  stock_image_id: z
    .union([ZId, z.literal(''), z.null()])
    .transform((v) => (v === '' ? null : v))
    .optional(),
  /** Takes the picture off (the libraries keep it). */
  remove_picture: ZFlag.optional(),
  /** RM, at most two decimals. */
  price: ZMoney.optional(),
  category_id: ZId.optional(),
  /** Its own course (issue 29), over its category's; null or empty: the category's. */
  course_id: ZCourseRef,
  food_type: text(foodLimits.foodTypeMax).optional(),
  /** Empty or null: unlimited; otherwise how many are left (0: sold out). */
  limited_quantity: wholeNumber(0, foodLimits.quantityMax).optional(),
  option_group_ids: ZOptionGroupIds.optional(),
  take_away: ZFlag.optional(),
  birthday_gift_only: ZFlag.optional(),
  status: ZFoodStatus.optional(),
  /** Same as status. */
  active: ZFoodStatus.optional(),
  /** The daily window diners can order it in ('HH:MM', Kuala Lumpur): both or neither. */
  active_from: ZTimeOfDay.optional(),
  active_until: ZTimeOfDay.optional(),
  weekdays: ZWeekdays.optional(),
  ...availableDayInputs,
  /** Alcohol items: glasses granted per purchase (required there). */
  ticket_balance: wholeNumber(1, foodLimits.ticketBalanceMax).optional(),
  /** Alcohol items: days the tickets stay valid (required there). */
  ticket_expiry_days: wholeNumber(1, foodLimits.ticketExpiryDaysMax).optional(),
};

/** POST /admin/menu: name, price and category are required; `remark` says food (default) or alcohol. */
export const ZCreateFoodBody = z.object({
  ...foodInputs,
  remark: ZFoodKind.default('food'),
  name: ZFoodName,
  price: ZMoney,
  category_id: ZId,
});
export type TCreateFoodBody = z.output<typeof ZCreateFoodBody>;
/** The body as the apps send it (a `picture` file goes as multipart). */
export type TCreateFoodInput = Omit<z.input<typeof ZCreateFoodBody>, 'picture'>;

/**
 * PUT /admin/menu/{id} (the old client: POST ...?_method=PUT, multipart): fields left out keep
 * their value; an item stays on the menu (`remark`) it was created on. `version` is the one the form was loaded with; a newer one on the server means
 * someone else saved in between, and nothing is written (409). SPEC's client sends none: its save applies.
 */
export const ZUpdateFoodBody = z.object({
  ...foodInputs,
  version: z
    .union([z.number(), z.string().regex(/^\d{1,10}$/, 'validation.invalid')], {
      error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid'),
    })
    .transform(Number)
    .pipe(z.number().int().min(1).max(maxRowId))
    .optional(),
});
export type TUpdateFoodBody = z.output<typeof ZUpdateFoodBody>;
export type TUpdateFoodInput = Omit<z.input<typeof ZUpdateFoodBody>, 'picture'>;

/** The sort keys of GET /admin/menu's `order`. */
export const foodSortKeys = ['name', 'code', 'price', 'category', 'priority', 'created_at', 'id'] as const;

export const ZFoodListQuery = ZPagingQuery.extend({
  /** Required of admins; a merchant and their staff always see their own menu. */
  merchant_id: ZId.optional(),
  category_id: ZId.optional(),
  remark: ZFoodKind.default('food'),
  /** Active (1, active) or inactive (0, inactive) only. */
  status: ZStatusFilter.optional(),
});
export type TFoodListQuery = z.input<typeof ZFoodListQuery>;

export const ZFoodOptionGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  min_qty: z.number().int(),
  max_qty: z.number().int(),
});
export type TFoodOptionGroup = z.infer<typeof ZFoodOptionGroup>;

export const ZFood = z.object({
  id: z.number().int(),
  merchant_id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  description: z.string().nullable(),
  /** The card-size picture's URL (a media library item or a stock photo), or null. */
  picture: z.string().nullable(),
  picture_urls: ZMediaUrls.nullable(),
  media_id: z.number().int().nullable(),
  stock_image_id: z.number().int().nullable(),
  /** RM with two decimals: "12.50". */
  price: z.string(),
  price_sen: z.number().int(),
  category_id: z.number().int(),
  category_name: z.string(),
  /** Its own course; null: its category's (if any). */
  course_id: z.number().int().nullable(),
  remark: ZFoodKind,
  food_type: z.string().nullable(),
  /** What is left; null: unlimited. */
  limited_quantity: z.number().int().nullable(),
  sold_out: ZFlagOut,
  option_groups: z.array(ZFoodOptionGroup),
  take_away: ZFlagOut,
  birthday_gift_only: ZFlagOut,
  status: ZFlagOut,
  active_from: z.string().nullable(),
  active_until: z.string().nullable(),
  /** 0 = Monday … 6 = Sunday. */
  weekdays: z.array(z.number().int()),
  ticket_balance: z.number().int().nullable(),
  ticket_expiry_days: z.number().int().nullable(),
  /** Order within its category. */
  priority: z.number().int(),
  /** Send it back with PUT (optimistic locking). */
  version: z.number().int(),
  created_at: z.string(),
});
export type TFood = z.infer<typeof ZFood>;

export const ZFoodPage = paged(ZFood);
export type TFoodPage = z.infer<typeof ZFoodPage>;
export const ZFoodReply = dataReply(ZFood);
export type TFoodReply = z.infer<typeof ZFoodReply>;
