import type { Db } from '../../db/client';
import type { Machine } from '../../lib/state-machine';
import { publishOrderChange, recordOrderEvent } from '../orders/statuses';
import * as repo from './repository';

export type PrintJobStatus = 'queued' | 'printing' | 'printed' | 'failed';

/** A print job as its status machine needs it: its order's token tells the order's live pages. */
export type PrintJobRef = Pick<repo.PrintJobRow, 'id' | 'merchantId' | 'orderId' | 'kind' | 'status'> & {
  token: string | null;
};

/** Why: the error of a failed try, or which printer printed it (the order's log). */
export interface PrintAudit {
  reason?: string | null;
}

/**
 * A print job's status (shown on the order): queued → printing (one try) → printed; a try that
 * failed goes back to queued with its error until the last, which ends failed. A try found
 * 'printing' by the next one (its process died mid-way) is put back to queued first. Printed and
 * failed are final. Each printed or failed print of an order is in the order's log.
 */
export const printJobStatus: Machine<PrintJobStatus, PrintJobRef, PrintAudit, { lastError?: string | null }> =
  {
    transitions: {
      queued: ['printing', 'failed'],
      printing: ['printed', 'queued', 'failed'],
      printed: [],
      failed: [],
    },
    refused: 'error.print_status_refused',
    statusOf: (job) => job.status,
    write: (tx, job, from, to, values) => repo.movePrintStatus(tx, job.id, from, to, values),
    audit: async (tx, job, from, to, a) => {
      if (job.orderId === null || (to !== 'printed' && to !== 'failed')) return;
      await recordOrderEvent(tx, {
        orderId: job.orderId,
        kind: to === 'printed' ? 'printed' : 'print_failed',
        fromStatus: from,
        toStatus: to,
        reason: a.reason ?? job.kind,
      });
    },
    notify: async (tx: Db, job, to) => {
      if (to === 'printed' || to === 'failed') await repo.notifyPrintEnded(tx, job.id);
      if (job.orderId !== null && job.token !== null)
        await publishOrderChange(tx, { id: job.orderId, token: job.token, merchantId: job.merchantId });
    },
  };
