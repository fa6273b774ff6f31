import { z } from 'zod';
import { dataReply } from './common';

/** Amounts are integer sen. */
export const ZDashboard = z.object({
  transactions: z.number().int(),
  sales_sen: z.number().int(),
  complete: z.number().int(),
  processing: z.number().int(),
  unpaid: z.number().int(),
  merchants: z.number().int(),
  agents: z.number().int(),
  buddies: z.number().int(),
});
export const ZDashboardReply = dataReply(ZDashboard);
export type TDashboard = z.infer<typeof ZDashboard>;
