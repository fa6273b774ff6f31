import { z } from 'zod';
import { dataReply, paged, ZFlag, ZFlagOut, ZId, ZPagingQuery } from './common';
import { maxOptionsPerGroup } from './constants';
import { ZStatusFilter, ZVersion } from './menu-categories';
import { ZMoney } from './money';

export { maxOptionsPerGroup } from './constants';

/**
 * Food option groups (SPEC §2 "food option", §3, §4, §7 /admin/option*): a named group of choices
 * offered with foods ("Spice level", "Add-ons"), of which a diner picks between min_qty and max_qty.
 * Each option carries an extra price.
 */
export const ZOptionGroupListQuery = ZPagingQuery.extend({
  /** Required of admins; a merchant and their staff always act on their own menu. */
  merchant_id: ZId.optional(),
  status: ZStatusFilter.optional(),
});
export type TOptionGroupListQuery = z.input<typeof ZOptionGroupListQuery>;

export const ZOption = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The extra price in RM: "1.50". */
  price: z.string(),
  price_sen: z.number().int(),
  status: ZFlagOut,
});
export type TOption = z.infer<typeof ZOption>;

export const ZOptionGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  min_qty: z.number().int(),
  max_qty: z.number().int(),
  status: ZFlagOut,
  /** In the merchant's order. */
  options: z.array(ZOption),
  /** Foods offering this group; a group in use cannot be deleted. */
  food_count: z.number().int(),
  /** Send it back with PUT: a save over someone else's newer change is refused (409). */
  version: z.number().int(),
  created_at: z.string(),
});
export type TOptionGroup = z.infer<typeof ZOptionGroup>;

export const ZOptionGroupPage = paged(ZOptionGroup);
export type TOptionGroupPage = z.infer<typeof ZOptionGroupPage>;
export const ZOptionGroupReply = dataReply(ZOptionGroup);

const ZName = (max: number) =>
  z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(max);

/** A whole number of choices, as a number or digits. */
const ZQty = z
  .union([z.number(), z.string().regex(/^\d{1,3}$/, 'validation.whole_number')])
  .transform(Number)
  .pipe(z.number().int('validation.whole_number').min(0).max(maxOptionsPerGroup));

export const ZOptionInput = z.object({
  /** An existing option of this group, kept (orders refer to it); leave out for a new one. */
  id: ZId.optional(),
  name: ZName(80),
  /** Extra price in RM, at most two decimals; 0 for none. */
  price: ZMoney,
  /** Defaults to active. */
  status: ZFlag.optional(),
});
export type TOptionInput = z.input<typeof ZOptionInput>;

const groupFields = {
  name: ZName(80),
  min_qty: ZQty,
  max_qty: ZQty,
  /** Defaults to active. */
  status: ZFlag.optional(),
  options: z
    .array(ZOptionInput)
    .min(1, 'validation.options_required')
    .max(maxOptionsPerGroup, 'validation.options_too_many'),
};

type GroupShape = {
  min_qty: number;
  max_qty: number;
  options: { id?: number; name: string; status?: boolean }[];
};

/** min ≤ max ≤ active options; option names unique in the group (any case); an id sent once. */
function checkGroup(v: GroupShape, ctx: z.RefinementCtx) {
  if (v.max_qty < v.min_qty)
    ctx.addIssue({ code: 'custom', path: ['max_qty'], message: 'validation.option_max_below_min' });
  const active = v.options.filter((o) => o.status !== false).length;
  if (v.max_qty > active)
    ctx.addIssue({ code: 'custom', path: ['max_qty'], message: 'validation.option_max_over_count' });
  const names = new Set<string>();
  const ids = new Set<number>();
  v.options.forEach((o, i) => {
    const key = o.name.toLowerCase();
    if (names.has(key))
      ctx.addIssue({
        code: 'custom',
        path: ['options', i, 'name'],
        message: 'validation.option_name_repeated',
      });
    names.add(key);
    if (o.id !== undefined) {
      if (ids.has(o.id))
        ctx.addIssue({ code: 'custom', path: ['options', i, 'id'], message: 'validation.invalid' });
      ids.add(o.id);
    }
  });
}

export const ZCreateOptionGroupBody = z
  .object({
    ...groupFields,
    /** Required of admins. */
    merchant_id: ZId.optional(),
  })
  .superRefine(checkGroup);
export type TCreateOptionGroupBody = z.output<typeof ZCreateOptionGroupBody>;
export type TCreateOptionGroupInput = z.input<typeof ZCreateOptionGroupBody>;

/** The whole group as it should be: options whose ids are sent back are kept, the others removed. */
export const ZUpdateOptionGroupBody = z
  .object({
    ...groupFields,
    /** The `version` of the group as it was read; without it (SPEC's client) the save applies. */
    version: ZVersion.optional(),
  })
  .superRefine(checkGroup);
export type TUpdateOptionGroupBody = z.output<typeof ZUpdateOptionGroupBody>;
export type TUpdateOptionGroupInput = z.input<typeof ZUpdateOptionGroupBody>;
