import { z } from 'zod';
import { ZId } from './common';

/**
 * Moving and merging bills between tables (issue 29, docs/adr/0024 "Moves and merges"): staff move
 * an unpaid bill to another table, move chosen lines to another table's bill, or merge two bills
 * of the store into one. Each answers the order named in the path as it is after the change.
 *
 * - POST /api/admin/order/{id}/move        ZMoveBillBody → ZOrderDetailReply
 * - POST /api/admin/order/{id}/move_lines  ZMoveLinesBody → ZOrderDetailReply (the bill the lines left)
 * - POST /api/admin/order/{id}/merge       ZMergeBillsBody → ZOrderDetailReply (the bill that kept them)
 */
export const ZMoveBillBody = z.object({ table_id: ZId });
export type TMoveBillBody = z.input<typeof ZMoveBillBody>;

export const ZMoveLinesBody = z.object({
  line_ids: z.array(ZId).min(1, 'validation.move_lines_none').max(200),
  table_id: ZId,
});
export type TMoveLinesBody = z.input<typeof ZMoveLinesBody>;

export const ZMergeBillsBody = z.object({ from_order_id: ZId });
export type TMergeBillsBody = z.input<typeof ZMergeBillsBody>;
