import { type GiveBackMethod, senToRM, type ZGiveBackBody } from '@meja/contracts';
import type { z } from 'zod';
import { AppError, notFound } from '../../../lib/errors';
import type { ActorCtx } from '../../../plugins/context';
import { cashAtMerchant, gatewayClearing, post, refundDue } from '../../ledger';
import * as orderRepo from '../repository';
import { publishOrderChange } from '../statuses';
import { scopedOrder } from './common';
import * as repo from './repository';

type Body = z.output<typeof ZGiveBackBody>;

/**
 * Where the money leaves from, as in a refund of a gateway payment (refund.ts): returned in the
 * gateway's portal, it leaves what the gateway holds; by bank transfer or in cash, the merchant
 * paid it from its own money (its till), and the gateway's copy stays to be settled to it.
 */
const paidFrom = (method: GiveBackMethod, merchantId: number) =>
  method === 'gateway_portal' ? gatewayClearing : cashAtMerchant(merchantId);

/** A call sent again with its Idempotency-Key must ask what the first did. */
const sameAsked = (
  row: { amountSen: number; method: string; reason: string; note: string | null },
  b: Body,
) =>
  (b.amount === undefined || b.amount === row.amountSen) &&
  b.method === row.method &&
  b.reason === row.reason &&
  (b.note ?? null) === row.note;

function logReason(b: Body, amountSen: number) {
  const how = `RM ${senToRM(amountSen)} given back by ${b.method.replace('_', ' ')}`;
  return `${b.reason} (${b.note ? `${how}; ${b.note}` : how})`;
}

/**
 * Gives back money an order was paid twice (PRODUCT.md), recorded by staff: the gateways cannot
 * refund through their APIs. All that is left by default, or part of it; more is refused on
 * `amount`. Under the order's lock, in one transaction: the give-back row, its posting from the
 * merchant's refund_due to where the money left ('paid_twice_given_back', once per give-back),
 * the order's amount to give back lowered by it, and a log row. The same Idempotency-Key again
 * answers the order as it is (same request) or 409 (another request); another merchant's order 404.
 */
export async function giveBack(ctx: ActorCtx, orderId: number, body: Body, key: string): Promise<number> {
  const { id } = await scopedOrder(ctx, orderId);
  await ctx.db.transaction(async (tx) => {
    const order = await orderRepo.lockOrder(tx, id);
    if (!order) throw notFound();
    const earlier = await repo.giveBackByKey(tx, order.id, key);
    if (earlier) {
      if (!sameAsked(earlier, body)) throw new AppError('conflict', 'error.give_back_key_reused');
      return;
    }
    const dueSen = order.paidTwiceSen;
    const amountSen = body.amount ?? dueSen;
    if (amountSen <= 0 || amountSen > dueSen)
      throw new AppError(
        'validation',
        'error.validation',
        { amount: 'validation.give_back_too_much' },
        { due: `RM ${senToRM(dueSen)}` },
      );
    const actorId = ctx.actor.id;
    const giveBackId = await repo.insertGiveBack(tx, {
      orderId: order.id,
      merchantId: order.merchantId,
      amountSen,
      method: body.method,
      reason: body.reason,
      note: body.note ?? null,
      actorId,
      idempotencyKey: key,
    });
    await post(tx, { kind: 'paid_twice_given_back', ref: giveBackId }, [
      { account: refundDue(order.merchantId), amountSen },
      { account: paidFrom(body.method, order.merchantId), amountSen: -amountSen },
    ]);
    await orderRepo.updateOrder(tx, order.id, { paidTwiceSen: dueSen - amountSen });
    await orderRepo.insertEvent(tx, {
      orderId: order.id,
      kind: 'give_back',
      fromStatus: order.paymentStatus,
      toStatus: order.paymentStatus,
      actorId,
      reason: logReason(body, amountSen),
    });
    await publishOrderChange(tx, order);
  });
  return id;
}
