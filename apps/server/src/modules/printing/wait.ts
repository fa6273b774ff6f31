import type { Deps } from '../../plugins/context';
import * as repo from './repository';
import type { PrintJobStatus } from './statuses';

export interface PrintWait {
  /** How long to wait for the print to end before answering with its status then. */
  timeoutMs: number;
  /** How often to look again without being told, in case a notification was missed. Default 2 s. */
  fallbackMs?: number;
}

const ended = (status: PrintJobStatus | undefined) => status === 'printed' || status === 'failed' || !status;

/**
 * Waits until the print job is printed or failed, or the wait is over, and answers its status (a
 * job gone: failed). The job's end is NOTIFYed in the transaction that ends it (statuses.ts), so
 * the wait ends as soon as that commits, on whichever instance printed it. Listening starts
 * before the row is read again, so an end between the two is heard; a reconnect of the listening
 * connection, and the fallback, read the row again in case a notification was missed.
 */
export async function waitForPrint(
  ctx: Pick<Deps, 'db' | 'database'>,
  id: number,
  wait: PrintWait,
): Promise<PrintJobStatus> {
  const read = async () => (await repo.findPrintJob(ctx.db, id))?.status as PrintJobStatus | undefined;
  const first = await read();
  if (ended(first)) return first ?? 'failed';
  const until = Date.now() + wait.timeoutMs;
  let heard = false;
  let wake: (() => void) | undefined;
  const hear = () => {
    heard = true;
    wake?.();
  };
  const unlisten = await ctx.database
    .listen(
      repo.printEndedChannel,
      (payload) => {
        if (payload === String(id)) hear();
      },
      { onReconnect: hear },
    )
    // Without a listening connection, the fallback alone finds the end.
    .catch(() => undefined);
  try {
    for (;;) {
      heard = false;
      const status = await read();
      if (ended(status)) return status ?? 'failed';
      const left = until - Date.now();
      if (left <= 0) return status as PrintJobStatus;
      if (heard) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, wait.fallbackMs ?? 2_000));
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
  } finally {
    await unlisten?.();
  }
}
