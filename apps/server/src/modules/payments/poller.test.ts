import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { paymentEvents, payments } from '../../db/schema';
import { pollOnce, startPoller } from './poller';
import { insertSandboxDecision } from './repository';
import type { PayCtx } from './service';
import { merchantIdOf, orderOf, paymentOf, placeOrder, testEnv } from './test-support';

let t: TestApp;
let ctx: PayCtx;
let merchantId = 0;
const env = testEnv();
beforeAll(async () => {
  t = await createTestApp();
  ctx = { db: t.database.db, secrets: t.secrets };
  merchantId = await merchantIdOf(t.database.db);
});
afterAll(() => t.close());

/** A started sandbox payment whose callback never came, due for a status query now. */
async function lostCallback(decision?: 'paid' | 'failed', ageHours = 0) {
  const order = await placeOrder(ctx.db, merchantId, 42_00);
  const res = await t.call(null, {
    method: 'POST',
    url: `/api/public/orders/${order.token}/pay`,
    payload: { channel: 'ewallet', method: 'tng' },
  });
  const { payment_id: paymentId, redirect_url } = res.json().data as {
    payment_id: number;
    redirect_url: string;
  };
  const ref = redirect_url.split('/').pop() as string;
  // The diner decided on the sandbox page, but its notice never reached us.
  if (decision) await insertSandboxDecision(ctx.db, paymentId, ref, decision);
  await ctx.db
    .update(payments)
    .set({
      nextCheckAt: sql`now() - interval '1 second'`,
      createdAt: sql`now() - make_interval(hours => ${ageHours})`,
    })
    .where(eq(payments.id, paymentId));
  return { order, paymentId };
}

const queryOutcomes = async (paymentId: number) =>
  (
    await ctx.db
      .select({ source: paymentEvents.source, outcome: paymentEvents.outcome })
      .from(paymentEvents)
      .where(sql`${paymentEvents.paymentId} = ${paymentId} and ${paymentEvents.gateway} = 'sandbox'`)
  ).map((e) => `${e.source}:${e.outcome}`);

describe('the pending-payment poller', () => {
  it('resolves a paid payment whose callback never came, through the status query', async () => {
    const { order, paymentId } = await lostCallback('paid');
    expect(await pollOnce(ctx, env, t.app.log)).toBeGreaterThanOrEqual(1);
    const o = await orderOf(ctx.db, order.id);
    expect(o?.paymentStatus).toBe('paid');
    expect(o?.receiptNo).toBeTruthy();
    const p = await paymentOf(ctx.db, paymentId);
    expect(p).toMatchObject({ status: 'paid', checks: 1, nextCheckAt: null });
    expect(await queryOutcomes(paymentId)).toEqual(['query:applied']);
  });

  it('marks a failed one failed, and leaves one still pending for later', async () => {
    const failed = await lostCallback('failed');
    const pending = await lostCallback();
    await pollOnce(ctx, env, t.app.log);
    expect((await paymentOf(ctx.db, failed.paymentId))?.status).toBe('failed');
    expect((await orderOf(ctx.db, failed.order.id))?.paymentStatus).toBe('unpaid');
    const p = await paymentOf(ctx.db, pending.paymentId);
    expect(p?.status).toBe('pending');
    expect(p?.checks).toBe(1);
    // Backed off: 30 s after the first check.
    expect(p?.nextCheckAt?.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Not due now: the next round leaves it alone.
    await pollOnce(ctx, env, t.app.log);
    expect((await paymentOf(ctx.db, pending.paymentId))?.checks).toBe(1);
  });

  it('gives up on a payment still pending after a day', async () => {
    const { order, paymentId } = await lostCallback(undefined, 25);
    await pollOnce(ctx, env, t.app.log);
    expect((await paymentOf(ctx.db, paymentId))?.status).toBe('failed');
    expect(await queryOutcomes(paymentId)).toEqual(['query:failed']);
    expect((await orderOf(ctx.db, order.id))?.paymentStatus).toBe('unpaid');
  });

  it('runs on an interval until stopped', async () => {
    const { order } = await lostCallback('paid');
    const poller = startPoller(ctx, env, t.app.log, 50);
    try {
      for (let i = 0; i < 100 && (await orderOf(ctx.db, order.id))?.paymentStatus !== 'paid'; i++) {
        await new Promise((r) => setTimeout(r, 50));
      }
    } finally {
      await poller.stop();
    }
    expect((await orderOf(ctx.db, order.id))?.paymentStatus).toBe('paid');
  });
});
