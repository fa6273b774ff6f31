import { createHash } from 'node:crypto';
import {
  maxSen,
  type TPricedCart,
  type ZAddLinesBody,
  type ZKeyInPriceBody,
  type ZStaffOrderBody,
} from '@meja/contracts';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { uniqueViolation } from '../../../lib/db-errors';
import { AppError, fieldError, notFound } from '../../../lib/errors';
import { klDayOf } from '../../../lib/time';
import { newToken } from '../../../lib/tokens';
import type { ActorCtx } from '../../../plugins/context';
import { merchantScope, rowScope } from '../../../policy/merchant-scope';
import { touchMenu } from '../../menu/version';
import { addItemsRefusal, canSetTakeAway } from '../actions';
import type { PricedCart } from '../cart';
import { shortError, toPricedCart } from '../cart-reply';
import { onTransaction } from '../lifecycle';
import { canonicalJson, type Ordering } from '../place';
import { totalsOf } from '../pricing';
import * as orderRepo from '../repository';
import { publishOrderChange } from '../statuses';
import { takeStock } from '../stock-repository';
import { placeRound, staffRoundKey } from '../tab';
import * as tabRepo from '../tab-repository';
import { refusedFor, scopedOrder } from './common';
import { holdNew } from './fire';
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

/** What makes two key-ins "the same": the body as parsed (defaults filled in), whoever sends it. */
const keyInHash = (body: StaffOrder) =>
  createHash('sha256')
    .update(canonicalJson({ keyIn: body }))
    .digest('hex');

/** The order keyed in first with the key: the same one for the same body, else refused. */
function replayed(found: { id: number; requestHash: string | null }, hash: string) {
  if (found.requestHash !== hash) throw new AppError('conflict', 'error.idempotency_key_reused');
  return { id: found.id, created: false };
}

/**
 * A counter order for one of the merchant's tables (another merchant's table: 404), unpaid.
 * With an Idempotency-Key (a till's double tap, or its offline queue sending again), the
 * merchant's order keyed in first with that key and body is the answer (also when both arrive at
 * once: the unique index decides), with no second order or stock taken; the key with another
 * body is 409. Keys are the merchant's: any of its staff replaying one gets the same order, as
 * any of them may see it. Without a key (SPEC's client), every call keys in an order.
 */
export async function keyIn(
  ctx: ActorCtx,
  ordering: Ordering,
  body: StaffOrder,
  key?: string,
): Promise<{ id: number; created: boolean }> {
  const scope =
    body.merchant_id === undefined
      ? await rowScope(ctx, () => repo.ownerOfTable(ctx.db, body.table_id))
      : await merchantScope(ctx, body.merchant_id);
  const table = await repo.tableIn(ctx.db, scope, body.table_id);
  if (!table) throw notFound();
  const { merchantId } = table;
  const keyed = key === undefined ? undefined : { key, hash: keyInHash(body) };
  // A store paid at the end: a dine-in key-in is a round of the table's open bill (tab.ts).
  const onTab = table.dineInPayment === 'end' && !body.take_away;
  if (keyed) {
    // Before pricing: a replay answers the order even when its foods have run out since.
    const earlier = onTab
      ? await tabRepo.staffRoundByKey(ctx.db, merchantId, staffRoundKey(keyed.key))
      : await orderRepo.findByKeyInKey(ctx.db, merchantId, keyed.key);
    if (earlier) return replayed(earlier, keyed.hash);
  }
  const cart = await ordering.pricedForStaff(ctx, table, body);
  if (onTab) return keyInRound(ctx, table, body, cart, keyed);
  try {
    return { id: await insertKeyedIn(ctx, table, body, cart, keyed), created: true };
  } catch (err) {
    if (!keyed || uniqueViolation(err) !== 'orders_key_in_key') throw err;
    // Another request with the same key won the race: answer as it did.
    const winner = await orderRepo.findByKeyInKey(ctx.db, merchantId, keyed.key);
    if (!winner) throw err;
    return replayed(winner, keyed.hash);
  }
}

/**
 * The key-in as a round of the table's open bill (opened by it when the table has none), keyed
 * by staff: the till's key is kept on the round, so a replay answers the bill without a second
 * round, as a key-in's key answers its order.
 */
async function keyInRound(
  ctx: ActorCtx,
  table: repo.KeyInTable,
  body: StaffOrder,
  cart: PricedCart,
  keyed: { key: string; hash: string } | undefined,
): Promise<{ id: number; created: boolean }> {
  try {
    const { id } = await placeRound(ctx, {
      merchantId: table.merchantId,
      tableId: table.tableId,
      tableName: table.tableName,
      cart,
      note: body.note ?? null,
      buddyId: null,
      placedBy: ctx.actor.id,
      key: keyed ? staffRoundKey(keyed.key) : null,
      hash: keyed?.hash ?? null,
      at: Date.now(),
      hold: body,
      ...(body.guests !== undefined && { guests: body.guests }),
    });
    return { id, created: true };
  } catch (err) {
    if (!keyed || uniqueViolation(err) !== 'order_rounds_table_key') throw err;
    const winner = await tabRepo.staffRoundByKey(ctx.db, table.merchantId, staffRoundKey(keyed.key));
    if (!winner) throw err;
    return replayed(winner, keyed.hash);
  }
}

/** The order with its lines and log row, its limited foods taken and its kitchen ticket queued, at once. */
async function insertKeyedIn(
  ctx: ActorCtx,
  table: repo.KeyInTable,
  body: StaffOrder,
  cart: PricedCart,
  keyed: { key: string; hash: string } | undefined,
): Promise<number> {
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
        guests: body.guests ?? null,
        keyInKey: keyed?.key ?? null,
        requestHash: keyed?.hash ?? null,
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
    // Issue 29: lines or courses staff hold wait for Fire (fire.ts), before the kitchen step.
    await holdNew(tx, actorId, id, 0, body);
    await take(ctx, tx, merchantId, cart);
    await publishOrderChange(tx, { id, token, merchantId });
    await ctx.orderLifecycle.sentToKitchen(onTransaction(ctx, tx), id);
    return id;
  });
}

/**
 * A cart being keyed in, priced for the till to show its total (service charge and SST) before it
 * is placed: the store's pricing for staff, as keying it in will price it. A problem with the cart
 * (a food sold out or off the menu now, an option out of range) is the same error placing would
 * give. The store takes no online payment for it: `online_payment` is false.
 */
export async function keyInPrice(
  ctx: ActorCtx,
  ordering: Ordering,
  body: z.output<typeof ZKeyInPriceBody>,
): Promise<TPricedCart> {
  const scope = await merchantScope(ctx, body.merchant_id);
  const store = await repo.storeOf(ctx.db, scope.merchantId);
  if (!store) throw notFound();
  return toPricedCart(await ordering.pricedForStaff(ctx, store, body), false);
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
    if (locked.tab && (await tabRepo.paymentPending(tx, locked.id)))
      throw new AppError('conflict', 'error.tab_being_paid');
    const from = await repo.nextPosition(tx, locked.id);
    // On an open bill, items staff add are a round of their own (tab.ts), as a key-in's are.
    const round = locked.tab
      ? await tabRepo.insertRound(tx, { orderId: locked.id, tableId: locked.tableId, placedBy: actorId })
      : undefined;
    await orderRepo.insertLines(
      tx,
      locked.id,
      orderRepo.lineRows(cart, from, { addedBy: actorId, roundId: round?.id ?? null }),
    );
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
    // Issue 29: lines or courses staff hold wait for Fire (fire.ts), before the kitchen step.
    await holdNew(tx, actorId, locked.id, from, body);
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
