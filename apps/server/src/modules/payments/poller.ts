import type { FastifyBaseLogger } from 'fastify';
import { queueCheck } from './check-queue';
import * as repo from './repository';
import { applyResult, gatewayFor, giveUpAfterMs, type PayCtx } from './service';

/** A payment the gateway never heard of after this long was never started (a crash mid-start). */
const unstartedAfterMs = 15 * 60 * 1000;

/**
 * Pending payments are asked about again until they resolve, by a `payments.check` job per
 * payment (jobs.ts) and a sweep once a minute. Both claim their payments first
 * (repository.claimDue: safe with many instances; a check not due any more is not claimed) and
 * queue each one's next check in the same transaction, so a crash after the claim loses no check;
 * the next check of a payment resolved meanwhile finds nothing to claim, and the chain ends.
 */
async function claim(ctx: PayCtx, limit: number, paymentId?: number) {
  return ctx.db.transaction(async (tx) => {
    const claimed = await repo.claimDue(tx, limit, paymentId);
    for (const c of claimed) if (c.nextCheckAt) await queueCheck(ctx, tx, c.id, c.nextCheckAt);
    return claimed;
  });
}

/**
 * The sweep: claims the due payments (whatever no job asked about: a check lost or failed) and
 * asks their gateways, through the same path as callbacks. Answers how many it looked at.
 */
export async function pollOnce(ctx: PayCtx, log: FastifyBaseLogger, limit = 20): Promise<number> {
  const claimed = await claim(ctx, limit);
  for (const { id } of claimed) {
    try {
      await askGateway(ctx, log, id);
    } catch (err) {
      log.error({ err, paymentId: id }, 'checking a pending payment failed');
    }
  }
  return claimed.length;
}

/** One payment's check (the `payments.check` job): asks its gateway if the payment is due. */
export async function checkPayment(ctx: PayCtx, log: FastifyBaseLogger, paymentId: number) {
  const [claimed] = await claim(ctx, 1, paymentId);
  if (claimed) await askGateway(ctx, log, paymentId);
}

/** Applies what the gateway says; still pending after a day: failed, so the diner can pay another way. */
async function askGateway(ctx: PayCtx, log: FastifyBaseLogger, id: number) {
  const payment = await repo.paymentById(ctx.db, id);
  if (payment?.status !== 'pending') return;
  const age = Date.now() - payment.createdAt.getTime();
  const giveUp = async (reason: string) => {
    const outcome = await applyResult(
      ctx,
      log,
      payment,
      { status: 'failed', amountSen: payment.amountSen },
      'query',
      { reason },
    );
    if (outcome === 'failed') log.info({ paymentId: id, reason }, 'pending payment given up');
  };
  if (!payment.gatewayRef) {
    if (age > unstartedAfterMs) await giveUp('never started at the gateway');
    return;
  }
  let status: Awaited<ReturnType<Awaited<ReturnType<typeof gatewayFor>>['queryStatus']>>;
  try {
    status = await (await gatewayFor(ctx, payment.merchantId)).queryStatus(payment.gatewayRef);
  } catch (err) {
    log.warn({ err, paymentId: id }, 'payment status query failed; asking again later');
    if (age > giveUpAfterMs) await giveUp('gateway unreachable for a day');
    return;
  }
  if (status.status === 'pending' && age > giveUpAfterMs) return giveUp('still pending after a day');
  await applyResult(ctx, log, payment, status, 'query', {
    status: status.status,
    amount_sen: status.amountSen,
  });
}
