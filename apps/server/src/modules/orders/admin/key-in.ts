import { maxSen, type ZAddLinesBody, type ZStaffOrderBody } from '@meja/contracts';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { fieldError, notFound } from '../../../lib/errors';
import { klDayOf } from '../../../lib/time';
import { newToken } from '../../../lib/tokens';
import type { ActorCtx } from '../../../plugins/context';
import { merchantScope, rowScope } from '../../../policy/merchant-scope';
import { touchMenu } from '../../menu/version';
import { addItemsRefusal, canSetTakeAway } from '../actions';
import type { PricedCart } from '../cart';
import { shortError } from '../cart-reply';
import { onTransaction } from '../lifecycle';
import type { Ordering } from '../place';
import { totalsOf } from '../pricing';
import * as orderRepo from '../repository';
import { publishOrderChange } from '../statuses';
import { takeStock } from '../stock-repository';
import { refusedFor, scopedOrder } from './common';
import * as repo from './repository';

/**
 * Staff keying in orders for a table (a diner without a phone) and adding items to an open order
 * (PRODUCT.md "Kitchen"). Carts are priced exactly as the diner's (place.ts `pricedForStaff`:
 * the same menu, options, foods' own hours and stock) except for the store's opening hours,
 * which staff in the restaurant may key in outside of. Limited foods are taken in the writing
 * transaction, as at placing; the new lines wait for the kitchen ticket (ticket_job_id null).
 */

/** Takes the cart's limited foods (refused with what is left), after the rows that hold them. */
async function take(ctx: ActorCtx, tx: Db, merchantId: number, cart: PricedCart) {
  const { taken, short } = await takeStock(tx, merchantId, orderRepo.wantedOf(cart));
  if (short.length) throw shortError(ctx, cart, short);
  if (taken) await touchMenu(tx, merchantId);
}

type StaffOrder = z.output<typeof ZStaffOrderBody>;

/** A counter order for one of the merchant's tables (another merchant's table: 404), unpaid. */
export async function keyIn(ctx: ActorCtx, ordering: Ordering, body: StaffOrder): Promise<number> {
  const scope =
    body.merchant_id === undefined
      ? await rowScope(ctx, () => repo.ownerOfTable(ctx.db, body.table_id))
      : await merchantScope(ctx, body.merchant_id);
  const table = await repo.tableIn(ctx.db, scope, body.table_id);
  if (!table) throw notFound();
  const cart = await ordering.pricedForStaff(ctx, table, body);
  const actorId = ctx.actor.id;
  const { merchantId } = table;
  return ctx.db.transaction(async (tx) => {
    const orderDay = klDayOf(new Date());
    const token = newToken();
    const id = await orderRepo.insertOrder(
      tx,
      {
        merchantId,
        orderNo: await orderRepo.takeOrderNumber(tx, merchantId, orderDay),
        orderDay,
        tableId: table.tableId,
        tableName: table.tableName,
        placedBy: actorId,
        takeAway: body.take_away,
        token,
        channel: 'counter',
        ...cart.totals,
        note: body.note ?? null,
      },
      orderRepo.lineRows(cart, 0, { addedBy: actorId }),
    );
    await orderRepo.insertEvent(tx, {
      orderId: id,
      kind: 'placed',
      toStatus: 'unpaid',
      actorId,
      reason: 'keyed in by staff',
    });
    await take(ctx, tx, merchantId, cart);
    await publishOrderChange(tx, { id, token, merchantId });
    await ctx.orderLifecycle.sentToKitchen(onTransaction(ctx, tx), id);
    return id;
  });
}

/** Items can be added while the bill is open: unpaid and to be paid at the counter (actions.ts). */
function assertOpen(ctx: ActorCtx, order: orderRepo.OrderRow) {
  const refusal = addItemsRefusal(order);
  if (refusal) throw refusedFor(ctx, refusal, order.paymentStatus);
}

const listOf = (cart: PricedCart) => cart.lines.map((l) => `${l.quantity} × ${l.food.name}`).join(', ');

/**
 * Adds items to an open order after its lines; the order's subtotal, service charge, SST and
 * total are worked out again from all its lines at the rates it was placed with.
 */
export async function addLines(
  ctx: ActorCtx,
  ordering: Ordering,
  orderId: number,
  body: z.output<typeof ZAddLinesBody>,
): Promise<number> {
  const order = await scopedOrder(ctx, orderId);
  assertOpen(ctx, order);
  const store = await repo.storeOf(ctx.db, order.merchantId);
  if (!store) throw notFound();
  const cart = await ordering.pricedForStaff(ctx, store, body);
  const actorId = ctx.actor.id;
  await ctx.db.transaction(async (tx) => {
    const locked = await orderRepo.lockOrder(tx, order.id);
    if (!locked) throw notFound();
    assertOpen(ctx, locked);
    const from = await repo.nextPosition(tx, locked.id);
    await orderRepo.insertLines(tx, locked.id, orderRepo.lineRows(cart, from, { addedBy: actorId }));
    const lines = await repo.linesOf(tx, locked.id);
    const totals = totalsOf(
      lines.map((l) => l.lineTotalSen),
      {
        serviceCharge: locked.serviceChargeBp > 0,
        serviceChargeBp: locked.serviceChargeBp,
        salesServiceTax: locked.sstBp > 0,
      },
    );
    if (totals.totalSen > maxSen) throw fieldError('lines', 'validation.money_too_big');
    await orderRepo.updateOrder(tx, locked.id, totals);
    await orderRepo.insertEvent(tx, {
      orderId: locked.id,
      kind: 'lines_added',
      actorId,
      reason: listOf(cart),
    });
    await take(ctx, tx, locked.merchantId, cart);
    await publishOrderChange(tx, locked);
    // Only the new items: the lines already on a ticket are not printed again.
    await ctx.orderLifecycle.sentToKitchen(onTransaction(ctx, tx), locked.id);
  });
  return order.id;
}

/**
 * Marks the whole order take-away (or back to dining in), logged and shown live; a void, expired
 * or refunded order is not packed any more (409).
 */
export async function setTakeAway(ctx: ActorCtx, orderId: number, takeAway: boolean): Promise<number> {
  const order = await scopedOrder(ctx, orderId);
  await ctx.db.transaction(async (tx) => {
    const locked = await orderRepo.lockOrder(tx, order.id);
    if (!locked) throw notFound();
    if (!canSetTakeAway(locked))
      throw refusedFor(ctx, 'error.order_not_open_take_away', locked.paymentStatus);
    if (locked.takeAway === takeAway) return;
    await orderRepo.updateOrder(tx, locked.id, { takeAway });
    await orderRepo.insertEvent(tx, {
      orderId: locked.id,
      kind: 'take_away',
      fromStatus: locked.takeAway ? 'take_away' : 'dine_in',
      toStatus: takeAway ? 'take_away' : 'dine_in',
      actorId: ctx.actor.id,
    });
    await publishOrderChange(tx, locked);
  });
  return order.id;
}
