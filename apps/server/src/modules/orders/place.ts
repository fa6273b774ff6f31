import { createHash } from 'node:crypto';
import {
  bpToPercent,
  type MessageKey,
  senToRM,
  type TCartParsed,
  type TOrder,
  type TPlaceOrderParsed,
  type TPricedCart,
  translate,
} from '@meja/contracts';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../lib/db-errors';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { newToken } from '../../lib/tokens';
import type { Ctx } from '../../plugins/context';
import { MenuCache } from '../menu/diner/cache';
import { klMoment, storeStatus } from '../menu/diner/hours';
import * as menuRepo from '../menu/diner/repository';
import {
  type CartProblems,
  indexMenu,
  type PricedCart,
  type PricingMenu,
  type Problem,
  priceCart,
} from './pricing';
import * as repo from './repository';
import { toOrder } from './view';

export interface OrderingOptions {
  /** How many merchants' menus one process keeps for pricing (least recently used go first). Default 500. */
  cacheSize?: number;
  /** The current instant in ms; default `Date.now()` per request (tests fix it with fake Date). */
  clock?: () => number;
}

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

function toPricedCart({ lines, totals: t, fpxAvailable }: PricedCart): TPricedCart {
  return {
    lines: lines.map((l) => ({
      food_id: l.food.id,
      name: l.food.name,
      code: l.food.code,
      unit_price: senToRM(l.unitPriceSen),
      unit_price_sen: l.unitPriceSen,
      quantity: l.quantity,
      line_total: senToRM(l.lineTotalSen),
      line_total_sen: l.lineTotalSen,
      take_away: l.takeAway,
      note: l.note,
      options: l.options.map((o) => ({
        option_id: o.option.id,
        group_name: o.group.name,
        name: o.option.name,
        price: senToRM(o.option.priceSen),
        price_sen: o.option.priceSen,
        quantity: o.quantity,
      })),
    })),
    subtotal: senToRM(t.subtotalSen),
    subtotal_sen: t.subtotalSen,
    service_charge_percent: t.serviceChargeBp ? bpToPercent(t.serviceChargeBp) : null,
    service_charge: senToRM(t.serviceChargeSen),
    service_charge_sen: t.serviceChargeSen,
    sst_percent: t.sstBp ? bpToPercent(t.sstBp) : null,
    sst: senToRM(t.sstSen),
    sst_sen: t.sstSen,
    total: senToRM(t.totalSen),
    total_sen: t.totalSen,
    fpx_available: fpxAvailable,
  };
}

/**
 * The 400 of a cart that cannot be ordered. Field messages are put in the caller's language here
 * (they name foods and groups), which the error handler passes through unchanged.
 */
async function cartError(ctx: Ctx, merchantId: number, storeName: string, p: CartProblems) {
  const say = (pr: Problem) => translate(ctx.locale, pr.key, pr.vars) as MessageKey;
  const fields: Record<string, MessageKey> = {};
  for (const [field, pr] of Object.entries(p.fields)) fields[field] = say(pr);
  let top: Problem = p.first ?? { key: 'error.validation' };
  if (p.closed) top = { key: 'error.store_closed', vars: { store: storeName } };
  else if (p.unavailable.length) {
    const unnamed = p.unavailable.filter((u) => u.name === undefined).map((u) => u.foodId);
    const names = await repo.foodNames(ctx.db, merchantId, unnamed);
    const list = p.unavailable.map((u) => u.name ?? names.get(u.foodId) ?? `#${u.foodId}`);
    top = { key: 'error.foods_unavailable', vars: { names: list.join(', ') } };
  }
  if (p.closed || p.unavailable.length) fields.lines = say(top);
  return new AppError('validation', top.key, fields, top.vars);
}

/** Pricing and placing orders, with the per-process cache of each merchant's menu (one per app). */
export function createOrdering(opts: OrderingOptions = {}) {
  const cache = new MenuCache<PricingMenu>(opts.cacheSize ?? 500);
  const clock = opts.clock ?? (() => Date.now());

  /** The table's store and the cart priced against its menu now (the diners' menu's loading and cache key). */
  async function priced(ctx: Ctx, tableToken: string, cart: TCartParsed) {
    const table = await menuRepo.findTableStore(ctx.db, tableToken);
    if (!table) throw notFound();
    const at = clock();
    const status = storeStatus(table, at);
    const menu: PricingMenu = status.open
      ? (
          await cache.get(table.merchantId, table.storeId, table.menuVersion, async () =>
            indexMenu(await menuRepo.loadMenu(ctx.db, table.merchantId)),
          )
        ).value
      : new Map();
    const result = priceCart(menu, { ...table, open: status.open }, klMoment(at), cart);
    if (!result.ok) throw await cartError(ctx, table.merchantId, table.displayName, result.problems);
    return { table, cart: result.cart };
  }

  async function price(ctx: Ctx, tableToken: string, cart: TCartParsed): Promise<TPricedCart> {
    return toPricedCart((await priced(ctx, tableToken, cart)).cart);
  }

  /** The order placed earlier with this key: the same one when the body is the same, else refused. */
  async function replay(ctx: Ctx, found: { token: string; requestHash: string | null }, hash: string) {
    if (found.requestHash !== hash) throw new AppError('conflict', 'error.idempotency_key_reused');
    return { order: await getOrder(ctx, found.token), created: false };
  }

  /**
   * Places an order once per Idempotency-Key: the same key and body give the order placed first
   * (also when both arrive at once: the unique index decides), the same key with another body is
   * refused. The order is re-priced from the menu now; it stays unpaid until paid.
   */
  async function place(
    ctx: Ctx,
    tableToken: string,
    body: TPlaceOrderParsed,
    key: string,
  ): Promise<{ order: TOrder; created: boolean }> {
    const hash = requestHash(tableToken, body);
    const earlier = await repo.findByIdempotencyKey(ctx.db, key);
    if (earlier) return replay(ctx, earlier, hash);

    const { table, cart } = await priced(ctx, tableToken, body);
    if (body.channel === 'fpx' && !cart.fpxAvailable)
      throw fieldError('channel', 'validation.fpx_unavailable');
    const buddyId = ctx.actor?.role === 'buddy' ? ctx.actor.id : null;
    const token = newToken();
    const t = cart.totals;
    try {
      await ctx.db.transaction(async (tx) => {
        const id = await repo.insertOrder(
          tx,
          {
            merchantId: table.merchantId,
            tableId: table.tableId,
            tableName: table.tableName,
            buddyId,
            token,
            channel: body.channel,
            ...t,
            note: body.note ?? null,
            idempotencyKey: key,
            requestHash: hash,
          },
          cart.lines.map((l, position) => ({
            position,
            foodId: l.food.id,
            kind: l.food.kind,
            name: l.food.name,
            code: l.food.code,
            unitPriceSen: l.unitPriceSen,
            quantity: l.quantity,
            lineTotalSen: l.lineTotalSen,
            takeAway: l.takeAway,
            note: l.note,
            ticketBalance: l.food.ticketBalance,
            ticketExpiryDays: l.food.ticketExpiryDays,
            options: l.options.map((o) => ({
              optionId: o.option.id,
              groupName: o.group.name,
              name: o.option.name,
              priceSen: o.option.priceSen,
              quantity: o.quantity,
            })),
          })),
        );
        await repo.insertEvent(tx, { orderId: id, kind: 'placed', toStatus: 'unpaid', actorId: buddyId });
      });
    } catch (err) {
      const constraint = uniqueViolation(err);
      if (constraint === undefined || constraint === 'orders_token_key') throw err;
      // Another request with the same key won the race: answer as it did.
      const winner = await repo.findByIdempotencyKey(ctx.db, key);
      if (!winner) throw err;
      return replay(ctx, winner, hash);
    }
    return { order: await getOrder(ctx, token), created: true };
  }

  return { price, place };
}
export type Ordering = ReturnType<typeof createOrdering>;

/** An order by its own token (the order page); any other token is "not found". */
export async function getOrder(ctx: { db: Db }, token: string): Promise<TOrder> {
  const view = await repo.loadOrderView(ctx.db, { token });
  if (!view) throw notFound();
  return toOrder(view);
}
