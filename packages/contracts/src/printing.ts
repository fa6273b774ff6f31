import { z } from 'zod';
import { dataReply, ZId } from './common';

/**
 * Printers (SPEC §2 "printer set-up and test receipt", §7 "GET and POST /admin/merchant/{name} for
 * printer connection and test receipt"). The set-up itself (model, series no, sub printers and
 * their categories) is saved with the store (merchant-profile.ts).
 *
 * Calls (bearer token):
 * - GET  /api/admin/merchant/printer_connection  ZPrinterConnectionQuery → ZPrinterConnectionReply
 * - POST /api/admin/merchant/test_receipt        ZTestReceiptBody → ZPrintJobReply ("Print successful")
 * - POST /api/admin/order/{id}/print             ZReprintBody → ZPrintJobReply (the cashier's reprint)
 * - GET  /api/admin/order/{id}/receipt           → text/html (the receipt for the browser's print)
 * - GET  /api/public/orders/{orderToken}/receipt → text/html (the diner's receipt, paid orders only)
 */

/** What a print job prints: the receipt, a kitchen ticket, the total slip (the bill), or a test page. */
export const printKinds = ['receipt', 'kitchen', 'total', 'test'] as const;
export type PrintKind = (typeof printKinds)[number];

/** The test prints one asks for: a sample (or that order's) receipt, kitchen ticket or total slip. */
export const testPrintTypes = ['receipt', 'kitchen', 'total'] as const;
export type TestPrintType = (typeof testPrintTypes)[number];

/** Paper width (mm) → characters per line of the printer's font A. */
export const printerColumns = { 58: 32, 80: 48 } as const;

/** Which printer: the main one when `printer_id` is left out, else that sub printer (station). */
export const ZPrinterConnectionQuery = z.object({
  printer_id: ZId.optional(),
  /** Admins: the merchant whose printer it is. */
  merchant_id: ZId.optional(),
});
export type TPrinterConnectionQuery = z.input<typeof ZPrinterConnectionQuery>;

export const ZPrinterConnection = z.object({
  online: z.boolean(),
  /**
   * In the caller's language: "Printer number incorrect or status off", "No printer added yet: ..."
   * (SPEC §8's "Not ready to set up printer", which named neither cause nor fix), ...
   */
  message: z.string(),
});
export type TPrinterConnection = z.infer<typeof ZPrinterConnection>;
export const ZPrinterConnectionReply = dataReply(ZPrinterConnection);

export const ZTestReceiptBody = z.object({
  type: z.enum(testPrintTypes).default('receipt'),
  /** Print this order's receipt, kitchen ticket or total again (a reprint); left out: a sample. */
  order_id: ZId.optional(),
  printer_id: ZId.optional(),
  merchant_id: ZId.optional(),
});
export type TTestReceiptBody = z.input<typeof ZTestReceiptBody>;

/** The cashier's reprint of an order: its receipt, kitchen ticket or total slip, on a printer. */
export const ZReprintBody = z.object({
  type: z.enum(testPrintTypes).default('receipt'),
  printer_id: ZId.optional(),
});
export type TReprintBody = z.input<typeof ZReprintBody>;

export const ZPrintJob = z.object({
  id: z.number().int(),
  kind: z.enum(printKinds),
  status: z.enum(['queued', 'printing', 'printed', 'failed']),
});
export type TPrintJob = z.infer<typeof ZPrintJob>;
export const ZPrintJobReply = dataReply(ZPrintJob);
