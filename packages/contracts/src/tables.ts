import { z } from 'zod';
import { dataReply, paged, ZId, ZPagingQuery } from './common';

/** A dining table's name as the merchant writes it: "T1", "Patio 3". Unique per merchant, any case. */
const ZTableName = z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(60);

export const ZTableListQuery = ZPagingQuery.extend({
  /** Required of admins; a merchant and their staff always act on their own tables. */
  merchant_id: ZId.optional(),
});
export type TTableListQuery = z.input<typeof ZTableListQuery>;

/**
 * How the codes are printed: 'a4' a grid of cards to cut out (12 to an A4 page, cut lines between
 * them), 'tent' one table per A4 page folded in half into a table tent, its code on both faces.
 */
export const tableSheetLayouts = ['a4', 'tent'] as const;
export type TableSheetLayout = (typeof tableSheetLayouts)[number];

export const ZTableSheetQuery = z.object({
  merchant_id: ZId.optional(),
  layout: z.enum(tableSheetLayouts).default('a4'),
});
export type TTableSheetQuery = z.input<typeof ZTableSheetQuery>;

export const ZTable = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Signed, unguessable: whoever holds it can order at this table. */
  token: z.string(),
  /** What the table's QR code opens: `${PUBLIC_URL}/order/t/${token}`. */
  qr_url: z.string(),
  created_at: z.string(),
});
export type TTable = z.infer<typeof ZTable>;

export const ZTablePage = paged(ZTable);
export type TTablePage = z.infer<typeof ZTablePage>;
export const ZTableReply = dataReply(ZTable);

export const ZCreateTableBody = z.object({ name: ZTableName, merchant_id: ZId.optional() });
export type TCreateTableBody = z.input<typeof ZCreateTableBody>;

export const ZUpdateTableBody = z.object({ name: ZTableName });
export type TUpdateTableBody = z.input<typeof ZUpdateTableBody>;

export const ZTableTokenParams = z.object({ token: z.string().min(1).max(200) });

/** What a diner's phone learns from a table's code: the table and the store it orders from. */
export const ZPublicTable = z.object({
  table: z.object({ name: z.string() }),
  store: z.object({ id: z.number().int(), display_name: z.string() }),
});
export type TPublicTable = z.infer<typeof ZPublicTable>;
export const ZPublicTableReply = dataReply(ZPublicTable);

/** GET /admin/table_qr_sheet answers an HTML page (text/html), not JSON. */
export const ZTableSheetHtml = z
  .string()
  .describe('A print-ready A4 HTML page (text/html): cards to cut out, or table tents to fold');
