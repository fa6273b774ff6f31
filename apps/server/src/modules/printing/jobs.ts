import type { JobSpec } from '../../lib/jobs';
import type { Ctx } from '../../plugins/context';
import { type PrintJobData, printJobName } from './queue';
import { mailReceipt, receiptMailJobName } from './receipt-mail';
import { runPrintJob } from './run';

/**
 * `printing.print`: one print job (a receipt, a kitchen ticket, a total slip, a test), queued in
 * the transaction that causes it (queue.ts), one queued job per print (`stately`, keyed by the
 * print job's id). Retried with a growing delay while the printer is off; see run.ts.
 */
export const printingJobs: readonly JobSpec<Ctx>[] = [
  {
    name: printJobName,
    policy: 'stately',
    run: (ctx, data, log) => runPrintJob(ctx, data as PrintJobData, log),
    // An automatic print is tried again with a growing delay while the printer is off.
    sendDefaults: ({ printing }) => ({
      retryLimit: printing.PRINT_RETRY_LIMIT,
      retryDelay: printing.PRINT_RETRY_DELAY_S,
      // pg-boss's back-off waits at least a second: a delay of 0 means "again at once".
      retryBackoff: printing.PRINT_RETRY_DELAY_S > 0,
    }),
  },
  {
    name: receiptMailJobName,
    policy: 'stately',
    run: (ctx, data) => mailReceipt(ctx, (data as { orderId: number }).orderId),
  },
];
