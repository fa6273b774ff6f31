import { z } from 'zod';
import { dataReply, ZFlagOut, ZId } from './common';

/**
 * The generic admin item calls (SPEC §7 PATCH/DELETE /admin/{name}/{id}): a whitelisted name such
 * as category, option, menu, table or staff, and the row's id.
 */
export const ZAdminItemParams = z.object({
  /** Looked up in a whitelist: an unknown name is "not found". */
  name: z.string().min(1).max(60),
  id: ZId,
});
export type TAdminItemParams = z.output<typeof ZAdminItemParams>;

const ZToggleType = z.string().trim().min(1, 'validation.required').max(40);

/** What to toggle: 'status' for most items. In the body, or (as some old clients do) in the query. */
export const ZAdminItemToggleBody = z.object({ type: ZToggleType.optional() }).nullish();
export type TAdminItemToggleBody = z.input<typeof ZAdminItemToggleBody>;
export const ZAdminItemToggleQuery = z.object({ type: ZToggleType.optional() });

/** After a toggle: the item's id, what was toggled, and its new value (0 or 1). */
export const ZAdminItemToggled = z.object({ id: z.number().int(), type: z.string(), value: ZFlagOut });
export type TAdminItemToggled = z.infer<typeof ZAdminItemToggled>;
export const ZAdminItemToggleReply = dataReply(ZAdminItemToggled);
