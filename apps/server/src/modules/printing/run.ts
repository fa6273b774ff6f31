import { type MessageKey, type TestPrintType, testPrintTypes, translate } from '@meja/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { transition } from '../../lib/state-machine';
import type { Deps } from '../../plugins/context';
import { type Block, kitchenDoc, receiptDoc, type Say, totalDoc } from './documents';
import { driverFor, PrinterError } from './drivers';
import { paperOf, renderEscPos } from './escpos';
import type { PrintJobData } from './queue';
import * as repo from './repository';
import { sampleOrder } from './sample';
import { printJobStatus } from './statuses';

/** A print that no retry can make (its order or printer is gone): failed at once. */
class NotPrintable extends Error {}

/** Printers have no language setting: what they print is in English. */
const say: Say = (key: MessageKey, vars) => translate('en', key, vars);

/** A test's or a reprint's key says what it is: "test:kitchen:…", "reprint:receipt:…". */
function keyParts(key: string): { test?: TestPrintType; reprint: boolean } {
  const [head, type] = key.split(':');
  const test = head === 'test' ? testPrintTypes.find((t) => t === type) : undefined;
  return { test: test ?? (head === 'test' ? 'receipt' : undefined), reprint: head === 'reprint' };
}

/** The bytes of a print job as its order is now, and the series number of the printer it goes to. */
async function prepare(db: Db, publicUrl: string, job: repo.PrintJobRow) {
  const store = await repo.printerStore(db, job.merchantId);
  const station =
    job.subPrinterId === null ? undefined : await repo.subPrinterOf(db, job.merchantId, job.subPrinterId);
  const seriesNo = station ? station.seriesNo : store?.printerSeriesNo;
  if (!store || !seriesNo?.trim()) throw new NotPrintable('the printer is not set up');
  const { test, reprint } = keyParts(job.key);
  const banner = test ? say('print.test') : reprint ? say('print.reprint') : undefined;
  const options = { say, publicUrl, banner, station: station?.name };
  let blocks: Block[];
  if (test) {
    const sample = sampleOrder(say);
    blocks =
      test === 'kitchen'
        ? kitchenDoc(sample, sample.lines, options)
        : test === 'total'
          ? totalDoc(store, sample, options)
          : [...receiptDoc(store, sample, options), { kind: 'center', text: say('print.test_line') }];
  } else {
    const order =
      job.orderId === null ? undefined : await repo.printableOrder(db, job.orderId, job.merchantId);
    if (!order) throw new NotPrintable('the order is gone');
    if (job.kind === 'kitchen') {
      let lines = order.lines.filter((l) => l.ticketJobId === job.id);
      // A reprint: the station's categories' lines as routed now, or every line on the main printer.
      if (!lines.length && reprint) {
        const routes = await repo.stations(db, job.merchantId);
        lines = order.lines.filter(
          (l) => !station || (l.categoryId !== null && routes.get(l.categoryId) === station.id),
        );
      }
      if (!lines.length) throw new NotPrintable('no lines to print');
      blocks = kitchenDoc(order, lines, options);
    } else blocks = (job.kind === 'total' ? totalDoc : receiptDoc)(store, order, options);
  }
  return {
    bytes: renderEscPos(blocks, paperOf(store.printerModel)),
    seriesNo,
    station: station?.name,
  };
}

/** Takes the job for one try (queued → printing), or answers undefined when it is printed or failed. */
async function claim(db: Db, id: number) {
  return db.transaction(async (tx) => {
    let job = await repo.lockPrintJob(tx, id);
    if (!job || job.status === 'printed' || job.status === 'failed') return undefined;
    if (job.status === 'printing') {
      await transition(tx, printJobStatus, job, 'queued', { reason: 'interrupted' });
      job = { ...job, status: 'queued' };
    }
    await transition(tx, printJobStatus, job, 'printing', {});
    return repo.lockPrintJob(tx, id);
  });
}

/** Ends a try: printed, back to queued with its error, or failed; `reason` goes in the order's log. */
async function settle(db: Db, id: number, to: 'printed' | 'queued' | 'failed', reason: string) {
  await db.transaction(async (tx) => {
    const job = await repo.lockPrintJob(tx, id);
    if (job?.status !== 'printing') return;
    await transition(
      tx,
      printJobStatus,
      job,
      to,
      { reason },
      { lastError: to === 'printed' ? null : reason },
    );
  });
}

/**
 * One try of a print job (`printing.print`). The print_jobs row is the record: a job found
 * printed (or failed) does nothing, so however often pg-boss runs it, it prints once where the
 * printer can tell a repeat (the cloud, by the job's key). A failed try leaves the row queued
 * with its error and throws, for pg-boss to try again later; the last try marks it failed.
 */
export async function runPrintJob(
  ctx: Pick<Deps, 'db' | 'publicUrl' | 'printing'>,
  data: PrintJobData,
  log?: FastifyBaseLogger,
): Promise<void> {
  const job = await claim(ctx.db, data.printJobId);
  if (!job) return;
  let printer = 'the main printer';
  try {
    const { bytes, seriesNo, station } = await prepare(ctx.db, ctx.publicUrl, job);
    if (station) printer = station;
    await driverFor(seriesNo, ctx.printing).print(bytes, { key: job.key });
  } catch (err) {
    const known = err instanceof PrinterError || err instanceof NotPrintable;
    const tries = data.retry === 'once' ? 1 : ctx.printing.PRINT_RETRY_LIMIT + 1;
    const last = err instanceof NotPrintable || job.attempts >= tries;
    if (!known) log?.error({ err, printJobId: job.id }, 'print job failed');
    await settle(
      ctx.db,
      job.id,
      last ? 'failed' : 'queued',
      known ? (err as Error).message : 'internal error',
    );
    if (!last) throw err;
    return;
  }
  await settle(ctx.db, job.id, 'printed', `${job.kind} on ${printer}`);
}
