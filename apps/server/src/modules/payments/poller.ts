import type { FastifyBaseLogger } from 'fastify';
import * as repo from './repository';
import { applyResult, gatewayFor, giveUpAfterMs, type PayCtx, type PaymentsEnv } from './service';

/** A payment the gateway never heard of after this long was never started (a crash mid-start). */
const unstartedAfterMs = 15 * 60 * 1000;

/**
 * Pending payments are asked about again until they resolve: each round claims the due ones
 * (repository.claimDue: safe with many instances) and applies what their gateway says through the
 * same path as callbacks. Still pending after a day: failed, so the diner can pay another way.
 * Answers how many payments it looked at.
 */
export async function pollOnce(
  ctx: PayCtx,
  env: PaymentsEnv,
  log: FastifyBaseLogger,
  limit = 20,
): Promise<number> {
  const claimed = await repo.claimDue(ctx.db, limit);
  for (const { id } of claimed) {
    try {
      await checkPayment(ctx, env, log, id);
    } catch (err) {
      log.error({ err, paymentId: id }, 'checking a pending payment failed');
    }
  }
  return claimed.length;
}

async function checkPayment(ctx: PayCtx, env: PaymentsEnv, log: FastifyBaseLogger, id: number) {
  const payment = await repo.paymentById(ctx.db, id);
  if (payment?.status !== 'pending') return;
  const age = Date.now() - payment.createdAt.getTime();
  const giveUp = async (reason: string) => {
    if (!(await repo.flipToFailed(ctx.db, id))) return;
    await repo.insertEvent(ctx.db, {
      paymentId: id,
      gateway: payment.gateway,
      source: 'query',
      outcome: 'failed',
      payload: { reason },
    });
    log.info({ paymentId: id, reason }, 'pending payment given up');
  };
  if (!payment.gatewayRef) {
    if (age > unstartedAfterMs) await giveUp('never started at the gateway');
    return;
  }
  let status: Awaited<ReturnType<Awaited<ReturnType<typeof gatewayFor>>['queryStatus']>>;
  try {
    status = await (await gatewayFor(ctx, env, payment.merchantId)).queryStatus(payment.gatewayRef);
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

export interface Poller {
  stop(): Promise<void>;
}

/** Runs pollOnce every `intervalMs` (never two rounds at once); the timer does not hold the process open. */
export function startPoller(
  ctx: PayCtx,
  env: PaymentsEnv,
  log: FastifyBaseLogger,
  intervalMs: number,
): Poller {
  let round: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (round) return;
    round = pollOnce(ctx, env, log)
      .catch((err) => log.error({ err }, 'payment poller round failed'))
      .finally(() => {
        round = undefined;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await round;
    },
  };
}
