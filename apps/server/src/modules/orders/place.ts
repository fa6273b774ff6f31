import { createHash } from 'node:crypto';
import {
  orderPaymentWindowMinutes,
  type TCartParsed,
  type TOrder,
  type TPlaceOrderParsed,
  type TPricedCart,
} from '@meja/contracts';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../lib/db-errors';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { enforce } from '../../lib/rate-limit';
import { klDayOf } from '../../lib/time';
import { newToken } from '../../lib/tokens';
import type { Ctx } from '../../plugins/context';
import { orderingBuddy } from '../../policy';
import { klMoment, storeStatus } from '../menu/diner/hours';
import { menuRows, type TableStoreRow, tableStore } from '../menu/diner/service';
import { touchMenu } from '../menu/version';
import { takesOnlinePayments } from '../payments/service';
import { cartError, shortError, toPricedCart } from './cart-reply';
import { queueExpiry } from './jobs';
import { onTransaction } from './lifecycle';
import { loadOrderView, type OrderView } from './page-repository';
import { insertPlacedOrder } from './placed-repository';
import { fpxAvailable, indexMenu, type PricingMenu, priceCart } from './pricing';
import * as repo from './repository';
import { markPaid } from './service';
import { publishOrderChange } from './statuses';
import { takeStock } from './stock-repository';
import { placeRound } from './tab';
import * as tabRepo from './tab-repository';
import { toOrder } from './view';

export interface OrderingOptions {
  /** The current instant in ms; default `Date.now()` per request (tests fix it with fake Date). */
  clock?: () => number;
}

/**
 * Anonymous placing, per table and per address, per 10 minutes. A table of eight ordering one by
 * one and adding rounds stays far under 30; the address limit is higher because a restaurant's
 * diners often share one address (its Wi-Fi, or a mobile carrier's NAT) across all its tables.
 */
export const placeLimits = {
  table: { limit: 30, windowS: 600 },
  address: { limit: 60, windowS: 600 },
} as const;

/** JSON with object keys sorted: equal values give equal text whatever order a client sent. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What makes two placements "the same": the table and the body as parsed (defaults filled in). */
export const requestHash = (tableToken: string, body: TPlaceOrderParsed) =>
  createHash('sha256')
    .update(canonicalJson({ table: tableToken, body }))
    .digest('hex');

/** What staff price a cart against: the store's charges and its menu's cache key. */
export type StaffPricingStore = Pick<
  TableStoreRow,
  | 'merchantId'
  | 'storeId'
  | 'menuVersion'
  | 'displayName'
  | 'serviceCharge'
  | 'serviceChargeBp'
  | 'salesServiceTax'
  | 'fpxStatus'
  | 'hideFpxUnderMinimum'
>;

/** Pricing and placing orders, each merchant's menu from the app's cache (`ctx.caches.pricingMenus`). */
export function createOrdering(opts: OrderingOptions = {}) {
  const clock = opts.clock ?? (() => Date.now());

  async function tableOf(ctx: Ctx, tableToken: string) {
    const table = await tableStore(ctx, tableToken);
    if (!table) throw notFound();
    return table;
  }
  type Table = Awaited<ReturnType<typeof tableOf>>;

  /** The cart priced against the table's store's menu now (the diners' menu's loading and cache key). */
  async function priced(ctx: Ctx, table: Table, cart: TCartParsed) {
    const at = clock();
    const status = storeStatus(table, at);
    const menu: PricingMenu = status.open
      ? (
          await ctx.caches.pricingMenus.get(table.merchantId, table.storeId, table.menuVersion, async () =>
            indexMenu(await menuRows(ctx, table.merchantId)),
          )
        ).value
      : new Map();
    const result = priceCart(menu, { ...table, open: status.open }, klMoment(at), cart, {
      birthdayGift: orderingBuddy(ctx.actor) !== null,
    });
    if (!result.ok) throw await cartError(ctx, table.merchantId, table.displayName, result.problems);
    return result.cart;
  }

  /**
   * A cart keyed in by staff (modules/orders/admin), priced as the diner's: the same menu, foods'
   * own hours, weekdays, options and stock, but whatever the store's opening hours say, since the
   * staff are in the restaurant serving the table (before opening, after last orders).
   */
  async function pricedForStaff(ctx: Ctx, store: StaffPricingStore, cart: TCartParsed) {
    const menu = (
      await ctx.caches.pricingMenus.get(store.merchantId, store.storeId, store.menuVersion, async () =>
        indexMenu(await menuRows(ctx, store.merchantId)),
      )
    ).value;
    const result = priceCart(menu, { ...store, open: true }, klMoment(clock()), cart);
    if (!result.ok) throw await cartError(ctx, store.merchantId, store.displayName, result.problems);
    return result.cart;
  }

  async function price(ctx: Ctx, tableToken: string, cart: TCartParsed): Promise<TPricedCart> {
    const table = await tableOf(ctx, tableToken);
    const pricedCart = await priced(ctx, table, cart);
    return toPricedCart(pricedCart, await takesOnlinePayments(ctx, table.merchantId));
  }

  /**
   * An order whose points cover the whole bill has nothing left to pay: it is paid at once, after
   * its placing committed (the paid steps lock the store and the ledger, which placing need not
   * hold). A replay does it too, should the first request have stopped in between.
   */
  async function payWithPoints(ctx: Ctx, orderId: number) {
    const order = await repo.findOrder(ctx.db, orderId);
    if (order?.paymentStatus === 'unpaid' && order.pointsSen > 0 && order.pointsSen >= order.totalSen)
      await markPaid(ctx, order.id, { via: 'points' });
  }

  /**
   * The order placed earlier with this key: the same one when the same diner (the same buddy, or
   * again no one signed in) sends the same body, else refused. A key is never another diner's
   * way to their order's token.
   */
  async function replay(
    ctx: Ctx,
    found: { id: number; token: string; requestHash: string | null; buddyId: number | null },
    hash: string,
  ) {
    const sameDiner = found.buddyId === orderingBuddy(ctx.actor);
    if (!sameDiner || found.requestHash !== hash)
      throw new AppError('conflict', 'error.idempotency_key_reused');
    await payWithPoints(ctx, found.id);
    return { order: await getOrder(ctx, found.token), created: false };
  }

  /**
   * Places an order once per Idempotency-Key: the same key and body give the order placed first
   * (also when both arrive at once: the unique index decides), the same key with another body is
   * refused. Keys are the table's and the diner's: another table may use the same key, another
   * diner at the table replaying it is refused (never given the first order). The order is re-priced
   * from the menu now and its limited foods are taken in the same transaction (refused with what
   * is left when another order took them first); it stays unpaid until paid, and an online order
   * expires after `orderPaymentWindowMinutes` unpaid: its `orders.expire` job is queued in the
   * same transaction (jobs.ts), and gives its foods back.
   */
  async function place(
    ctx: Ctx,
    tableToken: string,
    body: TPlaceOrderParsed,
    key: string,
  ): Promise<{ order: TOrder; created: boolean }> {
    const hash = requestHash(tableToken, body);
    const table = await tableOf(ctx, tableToken);
    if (table.dineInPayment === 'end') return placeOnTab(ctx, table, body, key, hash);
    const earlier = await repo.findByIdempotencyKey(ctx.db, table.tableId, key);
    if (earlier) return replay(ctx, earlier, hash);

    const cart = await priced(ctx, table, body);
    const online = body.channel !== 'counter';
    // What is left to pay in money after points (more points than the bill are refused by the
    // points placing step): nothing left needs no gateway, and FPX's RM30 rule reads what is left.
    const dueSen = cart.totals.totalSen - body.points;
    if (online && dueSen > 0 && !(await takesOnlinePayments(ctx, table.merchantId)))
      throw fieldError('channel', 'error.payment_gateway_not_configured');
    if (body.channel === 'fpx' && dueSen > 0 && !fpxAvailable(table, dueSen))
      throw fieldError('channel', 'validation.fpx_unavailable');
    const buddyId = orderingBuddy(ctx.actor);
    const token = newToken();
    const t = cart.totals;
    const expiresAt = online ? new Date(clock() + orderPaymentWindowMinutes * 60_000) : null;
    const wanted = repo.wantedOf(cart);
    let orderId: number;
    let written: OrderView | undefined;
    try {
      orderId = await ctx.db.transaction(async (tx) => {
        // Replays above are free; each placement that happens counts, in its own transaction: one
        // cut short (the connection dropped, the stock refused it) and retried counts once.
        await enforce(tx, [
          [`order-table:${table.tableId}`, placeLimits.table],
          [`order-ip:${ctx.ip}`, placeLimits.address],
        ]);
        const view = await insertPlacedOrder(
          tx,
          {
            merchantId: table.merchantId,
            orderDay: klDayOf(clock()),
            tableId: table.tableId,
            tableName: table.tableName,
            buddyId,
            token,
            channel: body.channel,
            ...t,
            note: body.note ?? null,
            guests: body.guests ?? null,
            idempotencyKey: key,
            requestHash: hash,
            expiresAt,
          },
          repo.lineRows(cart),
          {
            displayName: table.displayName,
            fpx: table.fpxStatus,
            hideFpxUnderMinimum: table.hideFpxUnderMinimum,
          },
        );
        const id = view.order.id;
        await repo.insertEvent(tx, { orderId: id, kind: 'placed', toStatus: 'unpaid', actorId: buddyId });
        // The cashier's board shows a new order as it is placed (pay at counter), not only once paid.
        await publishOrderChange(tx, { id, token, merchantId: table.merchantId });
        // After the order's own rows: a refusal here rolls them back with it.
        const { taken, short } = await takeStock(tx, table.merchantId, wanted);
        if (short.length) throw shortError(ctx, cart, short);
        if (taken) await touchMenu(tx, table.merchantId);
        // Other modules' part of placing (points, birthday gifts): a refusal rolls the order back.
        // After the foods and the store row: the lock order of the paying transaction (foods,
        // store, then the ledger's accounts), so that a placing with points and a payment of the
        // same store cannot wait on each other.
        const steps = onTransaction(ctx, tx);
        await ctx.orderLifecycle.placed(steps, {
          id,
          merchantId: table.merchantId,
          buddyId,
          request: body,
          cart,
          online,
          at: clock(),
        });
        if (expiresAt) await queueExpiry(ctx.jobs, tx, id, expiresAt);
        // A counter order goes to the kitchen at once where the store cooks before payment.
        if (!online) await ctx.orderLifecycle.sentToKitchen(steps, id);
        // The placing steps change only a buddy's order (points, birthday gifts), the kitchen
        // only a counter order's lines: any other is answered as written, without reading it.
        if (online && buddyId === null) written = view;
        return id;
      });
    } catch (err) {
      const constraint = uniqueViolation(err);
      if (constraint === undefined || constraint === 'orders_token_key') throw err;
      // Another request with the same key won the race: answer as it did.
      const winner = await repo.findByIdempotencyKey(ctx.db, table.tableId, key);
      if (!winner) throw err;
      return replay(ctx, winner, hash);
    }
    if (written) return { order: toOrder(written), created: true };
    // Only points can have paid it: without any, the order is surely unpaid (no read to learn so).
    if (body.points > 0) await payWithPoints(ctx, orderId);
    return { order: await getOrder(ctx, token), created: true };
  }

  /** A round placed earlier with this key: the bill, for the same diner and body; else refused. */
  async function tabReplay(
    ctx: Ctx,
    found: { token: string; requestHash: string | null; buddyId: number | null },
    hash: string,
  ) {
    if (found.buddyId !== orderingBuddy(ctx.actor) || found.requestHash !== hash)
      throw new AppError('conflict', 'error.idempotency_key_reused');
    return { order: await getOrder(ctx, found.token), created: false };
  }

  /**
   * A store paid at the end (tab.ts): the diner's cart is a round of the table's open bill, opened
   * by the first round. The answer is the bill, so every diner at the table lands on the same
   * page. Whatever channel the body names (SPEC's old client sends an online one), the bill is
   * paid at the end; points are used then, not per round (a field error on `points`). The
   * round's Idempotency-Key is the table's: the same key and body answer the bill without a
   * second round (also when both arrive at once: the unique index decides), another body is 409.
   */
  async function placeOnTab(
    ctx: Ctx,
    table: Table,
    body: TPlaceOrderParsed,
    key: string,
    hash: string,
  ): Promise<{ order: TOrder; created: boolean }> {
    if (body.points > 0) throw fieldError('points', 'validation.tab_points');
    const earlier = await tabRepo.roundByKey(ctx.db, table.tableId, key);
    if (earlier) return tabReplay(ctx, earlier, hash);
    const cart = await priced(ctx, table, body);
    try {
      const { token } = await placeRound(
        ctx,
        {
          merchantId: table.merchantId,
          tableId: table.tableId,
          tableName: table.tableName,
          cart,
          note: body.note ?? null,
          buddyId: orderingBuddy(ctx.actor),
          placedBy: null,
          key,
          hash,
          at: clock(),
          ...(body.guests !== undefined && { guests: body.guests }),
        },
        (tx) =>
          enforce(tx, [
            [`order-table:${table.tableId}`, placeLimits.table],
            [`order-ip:${ctx.ip}`, placeLimits.address],
          ]),
      );
      return { order: await getOrder(ctx, token), created: true };
    } catch (err) {
      if (uniqueViolation(err) !== 'order_rounds_table_key') throw err;
      // Another request with the same key won the race: answer as it did.
      const winner = await tabRepo.roundByKey(ctx.db, table.tableId, key);
      if (!winner) throw err;
      return tabReplay(ctx, winner, hash);
    }
  }

  return { price, place, pricedForStaff };
}
export type Ordering = ReturnType<typeof createOrdering>;

/** An order by its own token (the order page); any other token is "not found". */
export async function getOrder(ctx: { db: Db }, token: string): Promise<TOrder> {
  const view = await loadOrderView(ctx.db, { token });
  if (!view) throw notFound();
  return toOrder(view);
}
