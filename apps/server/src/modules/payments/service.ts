import { calls, fpxOffered, pathOf, type TStartPayment, type TStartPaymentBody } from '@meja/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { databaseUnavailable } from '../../lib/db-errors';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { canMove, transition } from '../../lib/state-machine';
import type { Ctx } from '../../plugins/context';
import { orderingBuddy } from '../../policy';
import { flagPaidTwice, markPaid, payingTransaction } from '../orders/service';
import { companyKey, notified } from '../settings/notified';
import { billplzGateway, billplzKind } from './billplz';
import { queueCheck } from './check-queue';
import {
  GatewayError,
  type GatewayKind,
  type GatewayRequest,
  type GatewayStatus,
  type PaymentGateway,
} from './gateway';
import * as repo from './repository';
import { sandboxGateway, sandboxKind } from './sandbox';
import { type AttemptAudit, attemptStatus } from './statuses';

/**
 * The database, the sealer, the job queue, where payments live and the order's life a payment
 * runs: all a payment needs of a request context (jobs have no request, nor the app's caches).
 */
export type PayCtx = Pick<Ctx, 'db' | 'database' | 'secrets' | 'jobs' | 'payments' | 'orderLifecycle'> &
  Partial<Pick<Ctx, 'caches'>>;

export const gatewayKinds: Record<string, GatewayKind> = { sandbox: sandboxKind, billplz: billplzKind };

/** When a new payment is first asked about at its gateway if no callback came. */
const firstCheckAfterMs = 60_000;
/** A payment still pending this long after it started is given up on (failed). */
export const giveUpAfterMs = 24 * 60 * 60 * 1000;

const notConfigured = () => new AppError('conflict', 'error.payment_gateway_not_configured');

/** The merchant's gateway (companies.payment_gateway) with its credentials opened. */
export async function gatewayFor(ctx: PayCtx, merchantId: number): Promise<PaymentGateway> {
  // Read by price, place, pay and callback alike: kept until a trigger says the row changed.
  const s = await notified(ctx, companyKey(merchantId), () => repo.gatewaySettings(ctx.db, merchantId));
  const name = s?.gateway ?? 'sandbox';
  if (name === 'sandbox') {
    // For any other merchant, 'sandbox' (the column's default) means "no gateway configured yet".
    const serves =
      ctx.payments.sandbox.mode === 'any' || (ctx.payments.sandbox.mode === 'demo' && s?.demo === true);
    if (!serves) throw notConfigured();
    return sandboxGateway(ctx.db, { secret: ctx.payments.sandbox.secret, publicUrl: ctx.payments.publicUrl });
  }
  if (name === 'billplz') {
    const open = (v: string | null | undefined) => (v ? ctx.secrets.open(v) : '');
    const creds = {
      apiKey: open(s?.secretKey),
      collectionId: open(s?.tenantId),
      xSignatureKey: open(s?.password),
    };
    if (!creds.apiKey || !creds.collectionId || !creds.xSignatureKey) throw notConfigured();
    const fallbackEmail =
      s?.contactEmail || s?.email || `no-reply@${new URL(ctx.payments.publicUrl).hostname}`;
    return billplzGateway(creds, {
      baseUrl: ctx.payments.billplz.baseUrl,
      fallbackEmail,
      timeoutMs: ctx.payments.billplz.timeoutMs,
    });
  }
  throw notConfigured();
}

/** Whether the merchant can take online payments now: a gateway it may use, with its credentials. */
export async function takesOnlinePayments(ctx: PayCtx, merchantId: number) {
  try {
    await gatewayFor(ctx, merchantId);
    return true;
  } catch (err) {
    if (err instanceof AppError) return false;
    throw err;
  }
}

/** The sandbox's routes do not exist where it serves nobody. */
export function assertGatewayServed(ctx: PayCtx, gatewayName: string) {
  if (gatewayName === 'sandbox' && ctx.payments.sandbox.mode === 'off') throw notFound();
}

/** POST /public/orders/:orderToken/pay — starts a payment of an unpaid order at its merchant's gateway. */
export async function startPayment(
  ctx: PayCtx & Partial<Pick<Ctx, 'locale' | 'actor'>>,
  log: FastifyBaseLogger,
  orderToken: string,
  body: TStartPaymentBody,
): Promise<TStartPayment> {
  const order = await repo.orderToPay(ctx.db, orderToken);
  if (!order) throw notFound();
  if (order.paymentStatus === 'paid') throw new AppError('conflict', 'error.order_already_paid');
  if (order.paymentStatus === 'expired') throw new AppError('conflict', 'error.order_expired');
  if (order.paymentStatus !== 'unpaid') throw new AppError('conflict', 'error.order_not_payable');
  // The gateway takes what is left after the points the order is partly paid with (the amount due).
  const dueSen = order.totalSen - order.pointsSen;
  // Points covering the whole bill pay it when it is placed: nothing is left for a gateway.
  if (dueSen <= 0) throw new AppError('conflict', 'error.order_not_payable');
  // An order whose store row is missing (left join) is not refused FPX for it.
  const store = { fpx: order.fpxStatus !== false, hide_fpx_under_rm30: order.hideFpxUnderMinimum === true };
  if (body.channel === 'fpx' && !fpxOffered(store, dueSen)) {
    throw fieldError('channel', 'validation.fpx_unavailable');
  }
  const gateway = await gatewayFor(ctx, order.merchantId);
  const firstCheckAt = new Date(Date.now() + firstCheckAfterMs);
  // The payment and its first status query, should no callback come, exist together (jobs.ts).
  const paymentId = await ctx.db.transaction(async (tx) => {
    if (order.tab) {
      // An open bill: a round that came since it was read would be missed by this amount.
      const bill = await repo.lockBill(tx, order.id);
      if (bill?.paymentStatus !== 'unpaid' || bill.totalSen - bill.pointsSen !== dueSen)
        throw new AppError('conflict', 'error.tab_changed');
    }
    const buddy = orderingBuddy(ctx.actor ?? null);
    if (order.billId !== null && order.buddyId === null && buddy !== null)
      await repo.claimShare(tx, order.id, buddy);
    const id = await repo.insertPayment(tx, {
      orderId: order.id,
      gateway: gateway.name,
      channel: body.channel,
      method: body.method,
      amountSen: dueSen,
      firstCheckAt,
    });
    await queueCheck(ctx, tx, id, firstCheckAt);
    return id;
  });
  const at = (call: typeof calls.payments.gatewayReturn | typeof calls.payments.callback) =>
    `${ctx.payments.publicUrl}${pathOf(call, { gateway: gateway.name })}`;
  try {
    const started = await gateway.createPayment({
      amountSen: dueSen,
      reference: String(paymentId),
      description: `${order.storeName ?? 'Meja'} order`,
      channel: body.channel,
      method: body.method,
      returnUrl: at(calls.payments.gatewayReturn),
      callbackUrl: at(calls.payments.callback),
      locale: ctx.locale,
    });
    await repo.setGatewayRef(ctx.db, paymentId, started.gatewayRef);
    return { payment_id: paymentId, redirect_url: started.redirectUrl };
  } catch (err) {
    const attempt = { id: paymentId, gateway: gateway.name, status: 'pending', orderToken: order.token };
    await transition(ctx.db, attemptStatus, attempt, 'failed', {
      source: 'query',
      outcome: 'failed',
      payload: { error: (err as Error).message.slice(0, 500) },
    });
    log.warn({ err, paymentId, gateway: gateway.name }, 'payment could not be started at the gateway');
    if (err instanceof GatewayError) throw new AppError('internal', 'error.payment_gateway_unavailable');
    throw err;
  }
}

export type CallbackAnswer = { status: 200 | 400; received: boolean };

/**
 * A gateway's server-to-server notice: verified, matched to its payment, checked for the amount,
 * then applied once. Anything wrong changes nothing and is written down. Billplz re-sends a notice
 * until it gets a 200, so a genuine notice we cannot use still gets one (retrying would not help);
 * a bad signature gets a 400.
 */
export async function handleCallback(
  ctx: PayCtx,
  log: FastifyBaseLogger,
  gatewayName: string,
  request: GatewayRequest,
): Promise<CallbackAnswer> {
  assertGatewayServed(ctx, gatewayName);
  const kind = gatewayKinds[gatewayName];
  const ref = kind?.refOfCallback(request);
  const payment = ref ? await repo.paymentByRef(ctx.db, gatewayName, ref) : undefined;
  const payload = request.body ?? null;
  if (!payment) {
    await repo.insertEvent(ctx.db, {
      gateway: gatewayName,
      source: 'callback',
      outcome: 'unknown_payment',
      payload,
    });
    log.warn({ gateway: gatewayName, ref }, 'payment callback for an unknown payment');
    return { status: 200, received: false };
  }
  let verified: ReturnType<PaymentGateway['verifyCallback']>;
  try {
    verified = (await gatewayFor(ctx, payment.merchantId)).verifyCallback(request);
  } catch (err) {
    // The database away is no verdict on the notice: a 503 has the gateway send it again, where a
    // 400 "bad signature" would have it give up on a genuine payment.
    if (databaseUnavailable(err)) throw err;
    log.error({ err, paymentId: payment.id }, 'payment callback for a merchant without a usable gateway');
  }
  if (!verified || verified.gatewayRef !== ref) {
    await repo.insertEvent(ctx.db, {
      paymentId: payment.id,
      gateway: gatewayName,
      source: 'callback',
      outcome: 'bad_signature',
      payload,
    });
    log.warn({ gateway: gatewayName, paymentId: payment.id }, 'payment callback with a bad signature');
    return { status: 400, received: false };
  }
  const status: GatewayStatus['status'] = verified.paid ? 'paid' : 'failed';
  await applyResult(ctx, log, payment, { status, amountSen: verified.amountSen }, 'callback', payload);
  return { status: 200, received: true };
}

/** The payment as it is now, its row locked until the transaction ends: concurrent notices take turns. */
async function lockedAttempt(tx: Db, payment: repo.PaymentRow): Promise<repo.PaymentRow> {
  const status = await repo.lockPaymentStatus(tx, payment.id);
  if (!status) throw notFound();
  return { ...payment, status };
}

/**
 * What a gateway said about a payment (its callback or our status query), applied through one
 * path. Paid: the amount must match, then ONE transaction, under the payment row's lock, marks
 * the order paid (receipt number and all) and moves the payment to paid with its audit row; a
 * notice delivered again finds it paid and changes nothing ('duplicate').
 */
export async function applyResult(
  ctx: PayCtx,
  log: FastifyBaseLogger,
  payment: repo.PaymentRow,
  result: GatewayStatus,
  source: 'callback' | 'query',
  payload: unknown,
): Promise<repo.EventOutcome> {
  const audit = (outcome: repo.EventOutcome, extra?: object): AttemptAudit => ({
    source,
    outcome,
    payload: extra ? { ...(payload as object), ...extra } : payload,
  });
  const event = (outcome: repo.EventOutcome, extra?: object) =>
    repo.insertEvent(ctx.db, { paymentId: payment.id, gateway: payment.gateway, ...audit(outcome, extra) });

  if (result.status === 'pending') {
    if (source === 'callback') await event('pending');
    return 'pending';
  }
  if (result.status === 'failed') {
    // The diner's order page says at once that the payment failed and offers to pay again.
    const failed = await ctx.db.transaction(async (tx) => {
      const attempt = await lockedAttempt(tx, payment);
      if (!canMove(attemptStatus, attempt.status, 'failed')) return false;
      return (await transition(tx, attemptStatus, attempt, 'failed', audit('failed'))).changed;
    });
    if (!failed) await event('duplicate');
    return failed ? 'failed' : 'duplicate';
  }
  if (result.amountSen !== payment.amountSen) {
    await event('wrong_amount', { expected_sen: payment.amountSen });
    log.warn(
      { paymentId: payment.id, expected: payment.amountSen, got: result.amountSen, source },
      'gateway reported a payment of the wrong amount; nothing changed',
    );
    return 'wrong_amount';
  }
  // The paid steps' postings write the platform's shared ledger rows as this transaction's last
  // statements, so that other stores' payments wait for them only as long as a commit.
  const applied = await payingTransaction(ctx, async (c) => {
    const tx = c.db;
    const attempt = await lockedAttempt(tx, payment);
    if (!canMove(attemptStatus, attempt.status, 'paid')) return false;
    const marked = await markPaid(c, payment.orderId, {
      paymentId: payment.id,
      paymentChannel: payment.channel ?? undefined,
      via: 'gateway',
    });
    if (!marked.changed) {
      // The money came in, but the order was already paid (another payment, the counter) or
      // voided: flagged on the order for the merchant and the admin to give it back.
      await flagPaidTwice(tx, payment.orderId, { paymentId: payment.id, amountSen: payment.amountSen });
      log.warn(
        { paymentId: payment.id, orderId: payment.orderId, orderStatus: marked.order.paymentStatus },
        'a gateway payment arrived for an order that is not payable: flagged to give back',
      );
    }
    const outcome = audit(
      'applied',
      marked.changed ? undefined : { order_status: marked.order.paymentStatus },
    );
    await transition(tx, attemptStatus, attempt, 'paid', outcome, outcome);
    return true;
  });
  if (!applied) await event('duplicate');
  return applied ? 'applied' : 'duplicate';
}

/**
 * The browser back from the gateway: nothing is decided here (the callback is the source of truth),
 * the payment is only asked about sooner. Answers the order page to show.
 */
export async function handleReturn(ctx: PayCtx, gatewayName: string, query: unknown): Promise<string> {
  assertGatewayServed(ctx, gatewayName);
  const ref = gatewayKinds[gatewayName]?.refOfReturn(query);
  const payment = ref ? await repo.paymentByRef(ctx.db, gatewayName, ref) : undefined;
  if (!payment) throw notFound();
  await ctx.db.transaction(async (tx) => {
    const soon = await repo.checkSoon(tx, payment.id);
    if (soon) await queueCheck(ctx, tx, payment.id, soon);
  });
  const shown = payment.status === 'paid' ? 'applied' : payment.status === 'failed' ? 'failed' : 'pending';
  await repo.insertEvent(ctx.db, {
    paymentId: payment.id,
    gateway: gatewayName,
    source: 'return',
    outcome: shown,
    payload: query ?? null,
  });
  return `/order/o/${encodeURIComponent(payment.orderToken)}`;
}
