import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { paymentEvents, payments } from '../../db/schema';
import { queueCheck } from './check-queue';
import { paymentJobs } from './jobs';
import { checkPayment, pollOnce } from './poller';
import { insertSandboxDecision } from './sandbox-repository';
import type { PayCtx } from './service';
import { merchantIdOf, orderOf, paymentOf, placeOrder, testEnv } from './test-support';

let t: TestApp;
/** The same app running the payments' jobs, as main.ts does. */
let j: TestApp;
let ctx: PayCtx;
let merchantId = 0;
const env = testEnv();
beforeAll(async () => {
  [t, j] = await Promise.all([createTestApp(), createTestApp({ jobs: paymentJobs })]);
  ctx = { ...t.ctx(), payments: env };
  merchantId = await merchantIdOf(t.database.db);
});
afterAll(() => Promise.all([t?.close(), j?.close()]));

/** A started sandbox payment whose callback never came, due for a status query now. */
async function lostCallback(decision?: 'paid' | 'failed', ageHours = 0, on = t) {
  const { db } = on.database;
  const order = await placeOrder(db, merchantId, 42_00);
  const res = await on.call(null, {
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
  if (decision) await insertSandboxDecision(db, paymentId, ref, decision);
  await db
    .update(payments)
    .set({
      nextCheckAt: sql`now() - interval '1 second'`,
      createdAt: sql`now() - make_interval(hours => ${ageHours})`,
    })
    .where(eq(payments.id, paymentId));
  return { order, paymentId, ref };
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
    expect(await pollOnce(ctx, t.app.log)).toBeGreaterThanOrEqual(1);
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
    await pollOnce(ctx, t.app.log);
    expect((await paymentOf(ctx.db, failed.paymentId))?.status).toBe('failed');
    expect((await orderOf(ctx.db, failed.order.id))?.paymentStatus).toBe('unpaid');
    const p = await paymentOf(ctx.db, pending.paymentId);
    expect(p?.status).toBe('pending');
    expect(p?.checks).toBe(1);
    // Backed off: 30 s after the first check.
    expect(p?.nextCheckAt?.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Not due now: the next round leaves it alone.
    await pollOnce(ctx, t.app.log);
    expect((await paymentOf(ctx.db, pending.paymentId))?.checks).toBe(1);
  });

  it('gives up on a payment still pending after a day', async () => {
    const { order, paymentId } = await lostCallback(undefined, 25);
    await pollOnce(ctx, t.app.log);
    expect((await paymentOf(ctx.db, paymentId))?.status).toBe('failed');
    expect(await queryOutcomes(paymentId)).toEqual(['query:failed']);
    expect((await orderOf(ctx.db, order.id))?.paymentStatus).toBe('unpaid');
  });

  it('asks as a job soon after the diner comes back from the gateway', async () => {
    const { order, ref } = await lostCallback('paid', 0, j);
    await j.call(null, { method: 'GET', url: `/api/public/payments/sandbox/return?ref=${ref}` });
    // Within the 5 s window the query is asked in, and the half second workers poll at.
    await vi.waitFor(
      async () => expect((await orderOf(j.database.db, order.id))?.paymentStatus).toBe('paid'),
      { timeout: 15_000, interval: 100 },
    );
  });

  it('queues the first check when a payment starts and the next with each check, once per key', async () => {
    const { db } = j.database;
    const { paymentId } = await lostCallback(undefined, 0, j);
    const checks = async () => {
      const found = await db.execute(sql`
        select extract(epoch from start_after) * 1000 as "startAfter",
          extract(epoch from created_on) * 1000 as "createdOn"
        from pgboss.job where name = 'payments.check' and (data->>'paymentId')::int = ${paymentId}
        order by created_on`);
      return (found as unknown as { rows: { startAfter: string; createdOn: string }[] }).rows.map((r) => ({
        startAfter: Number(r.startAfter),
        createdOn: Number(r.createdOn),
      }));
    };
    const [first] = await checks();
    // A minute after it started, should no callback come.
    expect((first?.startAfter ?? 0) - (first?.createdOn ?? 0)).toBeGreaterThan(55_000);

    // Its job (or the sweep, whichever comes first) claims it, asks, and queues the next.
    await checkPayment(j.ctx(null, { payments: env }), j.app.log, paymentId);
    const { nextCheckAt, checks: asked } = (await paymentOf(db, paymentId)) ?? {};
    expect(asked).toBe(1);
    const queued = await checks();
    expect(queued).toHaveLength(2);
    // The next check runs when the payment is next due (within the 5 s window it falls in).
    const next = queued.at(-1)?.startAfter ?? 0;
    expect(next - (nextCheckAt?.getTime() ?? 0)).toBeGreaterThanOrEqual(0);
    expect(next - (nextCheckAt?.getTime() ?? 0)).toBeLessThan(5_000);

    // Sent again (a retried request, a second sweep): queued once.
    await db.transaction((tx) => queueCheck(j.ctx(), tx, paymentId, nextCheckAt ?? new Date()));
    expect(await checks()).toHaveLength(2);
    // Run again before it is due (a retried job): asks nobody.
    await checkPayment(j.ctx(null, { payments: env }), j.app.log, paymentId);
    expect((await paymentOf(db, paymentId))?.checks).toBe(1);
  });
});
