import type { PrintKind } from '@meja/contracts';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../lib/jobs';
import * as repo from './repository';

/** The print job's queue (jobs.ts). */
export const printJobName = 'printing.print';

export interface PrintJobData {
  printJobId: number;
  /** 'once': this is the only try; 'auto': the queue's retries (jobs.ts) follow a failure. */
  retry: RetryPolicy;
}

export interface NewPrint {
  merchantId: number;
  orderId?: number | null;
  /** The station; null or left out: the main printer. */
  subPrinterId?: number | null;
  kind: PrintKind;
  /** Unique per print: the same key queued again is the same print (nothing new is queued). */
  key: string;
  actorId?: number | null;
}

/**
 * 'auto': a print nobody waits for (kitchen tickets, receipts when paid) is tried again with a
 * growing delay while the printer is off (PRINT_RETRY_LIMIT, PRINT_RETRY_DELAY_S). 'once': a
 * print someone waits for (a test, a reprint) gets one try, and its answer.
 */
export type RetryPolicy = 'auto' | 'once';

/**
 * Adds the print job row and queues its `printing.print` job in `tx`: both exist if and only if
 * `tx` commits. Answers the job's id, or undefined when a print with this key exists already.
 */
export async function queuePrint(
  tx: Db,
  jobs: JobQueue,
  print: NewPrint,
  retry: RetryPolicy,
): Promise<number | undefined> {
  const id = await repo.insertPrintJob(tx, {
    merchantId: print.merchantId,
    orderId: print.orderId ?? null,
    subPrinterId: print.subPrinterId ?? null,
    kind: print.kind,
    key: print.key,
    actorId: print.actorId ?? null,
  });
  if (id === undefined) return id;
  await jobs.send(tx, printJobName, { printJobId: id, retry } satisfies PrintJobData, {
    singletonKey: String(id),
    // 'auto' keeps the queue's retries (jobs.ts, from PRINT_RETRY_LIMIT and PRINT_RETRY_DELAY_S).
    ...(retry === 'once' ? { retryLimit: 0 } : {}),
  });
  return id;
}
