import { maxSen, senToRM, type TPlaceOrderParsed, type TTableBill } from '@meja/contracts';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../lib/db-errors';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { klDayOf } from '../../lib/time';
import { newToken } from '../../lib/tokens';
import type { Ctx } from '../../plugins/context';
import { tableStore } from '../menu/diner/service';
import { touchMenu } from '../menu/version';
import { type HoldRequest, holdNew } from './admin/fire';
import type { PricedCart } from './cart';
import { shortError } from './cart-reply';
import { onTransaction } from './lifecycle';
import { totalsOf } from './pricing';
import * as repo from './repository';
import { publishOrderChange } from './statuses';
import { takeStock } from './stock-repository';
import * as tabRepo from './tab-repository';

/**
 * Open bills (docs/adr/0024): in a store paid at the end (`stores.dine_in_payment` 'end') every
 * round ordered at a table, from its QR code or keyed in by staff, joins the table's open bill,
 * an unpaid counter order with `tab`, and goes to the kitchen at once as its own ticket (only its
 * lines). The bill never expires; it closes when it is paid in full (its receipt number then, as
 * any order's) or is voided by staff, and the next round opens a new one.
 */

export interface Round {
  merchantId: number;
  tableId: number;
  tableName: string;
  cart: PricedCart;
  note: string | null;
  /** The signed-in diner who ordered it, or null (a guest, or staff). */
  buddyId: number | null;
  /** Staff who keyed it in, or null (a diner). */
  placedBy: number | null;
  /** The round's Idempotency-Key as stored (a diner's, or a till's under `staffRoundKey`) and its body's hash. */
  key: string | null;
  hash: string | null;
  /** The ordering moment, ms. */
  at: number;
  /** Staff keying the round in may hold lines or courses for a later Fire (admin/fire.ts). */
  hold?: HoldRequest;
  /**
   * How many guests are at the table, when the diner or staff said: kept by the round that opens
   * the bill, or by a later one while the bill has none recorded (a count recorded stays).
   */
  guests?: number;
}

/** A till's key as a round stores it: apart from the diners' keys of the same table. */
export const staffRoundKey = (key: string) => `staff:${key}`;

const listOf = (cart: PricedCart) => cart.lines.map((l) => `${l.quantity} × ${l.food.name}`).join(', ');

/**
 * The round in the transaction `tx`: on the table's open bill (locked first, so that two rounds of
 * one bill are numbered and totalled one after the other), or on a new bill when the table has
 * none. The new lines go after the bill's last, the bill is totalled again from all its lines at
 * the rates it was opened with, its limited foods are taken (refused with what is left), and its
 * new lines are sent to the kitchen. A round while an online payment of the bill is under way is
 * refused: that payment's amount was fixed when it began and would miss the round's lines.
 */
async function addRound(ctx: Ctx, tx: Db, r: Round): Promise<{ id: number; token: string }> {
  const open = await tabRepo.lockOpenTab(tx, r.tableId);
  if (open && (await tabRepo.paymentPending(tx, open.id)))
    throw new AppError('conflict', 'error.tab_being_paid');
  // A bill being paid in shares takes no round: its shares were fixed from its lines.
  if (!open && (await tabRepo.splitTabAt(tx, r.tableId))) throw new AppError('conflict', 'error.tab_split');
  const actorId = r.buddyId ?? r.placedBy;
  let bill: { id: number; token: string; merchantId: number };
  if (open) {
    bill = open;
  } else {
    const orderDay = klDayOf(r.at);
    const token = newToken();
    const row = await tabRepo.insertTab(tx, {
      merchantId: r.merchantId,
      orderNo: await repo.takeOrderNumber(tx, r.merchantId, orderDay),
      orderDay,
      tableId: r.tableId,
      tableName: r.tableName,
      placedBy: r.placedBy,
      buddyId: r.buddyId,
      token,
      ...r.cart.totals,
      note: r.note,
      guests: r.guests ?? null,
    });
    bill = { id: row.id, token, merchantId: r.merchantId };
    await repo.insertEvent(tx, {
      orderId: row.id,
      kind: 'placed',
      toStatus: 'unpaid',
      actorId,
      reason: 'open bill',
    });
  }
  const round = await tabRepo.insertRound(tx, {
    orderId: bill.id,
    tableId: r.tableId,
    idempotencyKey: r.key,
    requestHash: r.hash,
    buddyId: r.buddyId,
    placedBy: r.placedBy,
  });
  const from = open ? await tabRepo.nextPosition(tx, bill.id) : 0;
  await repo.insertLines(
    tx,
    bill.id,
    repo.lineRows(r.cart, from, { roundId: round.id, ...(r.placedBy ? { addedBy: r.placedBy } : {}) }),
  );
  // Before the kitchen step: held lines wait for Fire.
  if (r.hold && r.placedBy) await holdNew(tx, r.placedBy, bill.id, from, r.hold);
  if (open) {
    const totals = totalsOf(await tabRepo.lineTotals(tx, bill.id), {
      serviceCharge: open.serviceChargeBp > 0,
      serviceChargeBp: open.serviceChargeBp,
      salesServiceTax: open.sstBp > 0,
    });
    if (totals.totalSen > maxSen) throw fieldError('lines', 'validation.money_too_big');
    // A later round's note for the kitchen and the cashier is kept on the bill beside the first's.
    const note = r.note ? [open.note, `${round.roundNo}: ${r.note}`].filter(Boolean).join(' · ') : open.note;
    // Guests are asked on the first round; a later round only fills in a count never recorded.
    const guests = open.guests === null && r.guests !== undefined ? { guests: r.guests } : {};
    await repo.updateOrder(tx, bill.id, { ...totals, note, ...guests });
    await repo.insertEvent(tx, {
      orderId: bill.id,
      kind: 'round_added',
      actorId,
      reason: `round ${round.roundNo}${r.placedBy ? ' (staff)' : ''}: ${listOf(r.cart)}`,
    });
  }
  const { taken, short } = await takeStock(tx, r.merchantId, repo.wantedOf(r.cart));
  if (short.length) throw shortError(ctx, r.cart, short);
  if (taken) await touchMenu(tx, r.merchantId);
  const steps = onTransaction(ctx, tx);
  // Birthday gifts are claimed per round; points are never taken by a round (refused before).
  const request: TPlaceOrderParsed = { lines: [], channel: 'counter', points: 0, note: r.note ?? undefined };
  await ctx.orderLifecycle.placed(steps, {
    id: bill.id,
    merchantId: r.merchantId,
    buddyId: r.buddyId,
    request,
    cart: r.cart,
    online: false,
    at: r.at,
  });
  await publishOrderChange(tx, bill);
  // Only the new lines: those already on a ticket are not printed again.
  await ctx.orderLifecycle.sentToKitchen(steps, bill.id);
  return { id: bill.id, token: bill.token };
}

/**
 * Places the round in its own transaction (`before` runs first in it: the placing limits). Two
 * first rounds at once both find no bill: the unique index on the table's open bill lets one
 * open it, and the other is run again, when it finds that bill and joins it as its round.
 */
export async function placeRound(
  ctx: Ctx,
  round: Round,
  before?: (tx: Db) => Promise<void>,
): Promise<{ id: number; token: string }> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await ctx.db.transaction(async (tx) => {
        await before?.(tx);
        return addRound(ctx, tx, round);
      });
    } catch (err) {
      if (attempt === 0 && uniqueViolation(err) === 'orders_open_tab_key') continue;
      throw err;
    }
  }
}

/**
 * GET /api/public/table/{token}/bill: how the table's store is paid, and its open bill if it has
 * one, for the table's page to link to ("View the bill · RM 45.20"). Not part of the menu's reply,
 * which is cached per store: a bill changes with every round.
 */
export async function tableBill(ctx: Ctx, tableToken: string): Promise<TTableBill> {
  const table = await tableStore(ctx, tableToken);
  if (!table) throw notFound();
  const open = await tabRepo.openTabOf(ctx.db, table.tableId);
  return {
    dine_in_payment: table.dineInPayment === 'end' ? 'end' : 'first',
    open_bill: open
      ? {
          token: open.token,
          total: senToRM(open.totalSen),
          total_sen: open.totalSen,
          opened_at: open.createdAt.toISOString(),
          rounds: open.rounds,
        }
      : null,
  };
}
