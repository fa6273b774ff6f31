import type { TBillShare, TOrder, TOrderLine } from '@meja/contracts';

/**
 * The arithmetic of the diner's split sheet and the bill's shares (issue 29, docs/adr/0026). The
 * server decides (apps/server/src/modules/orders/split.ts); these only show what it will do.
 */

/** How many shares a bill splits into: equally up to 20; by items, as many as share chips fit a phone. */
export const shareCounts = { min: 2, equalMax: 20, byItemsMax: 6, byItemsMaxWide: 10 } as const;

/** An equal split's amounts: the same for every share, the odd sen on share 1 (the server's default). */
export function equalAmounts(totalSen: number, shares: number): number[] {
  const each = Math.floor(totalSen / shares);
  return Array.from({ length: shares }, (_, i) => (i === 0 ? totalSen - each * (shares - 1) : each));
}

/** The bill's lines a split shares out: those a refund has not given back. */
export const splittableLines = (order: Pick<TOrder, 'lines'>) => order.lines.filter((l) => !l.refunded);

/** Which share (from 0) takes each unit of each line, by line id; units not chosen yet go to share 1. */
export type UnitChoice = Record<number, number[]>;

/** Each unit's share for a line of `quantity`, within `shares` (a count lowered moves units to the last). */
export function unitsOf(choice: UnitChoice, line: Pick<TOrderLine, 'id' | 'quantity'>, shares: number) {
  const chosen = choice[line.id] ?? [];
  return Array.from({ length: line.quantity }, (_, i) => Math.min(chosen[i] ?? 0, shares - 1));
}

/** The body's `shares` of a split by items: per share, each line it takes and how many of it. */
export function linesBody(
  lines: readonly Pick<TOrderLine, 'id' | 'quantity'>[],
  choice: UnitChoice,
  shares: number,
): { line_id: number; quantity: number }[][] {
  return Array.from({ length: shares }, (_, share) =>
    lines.flatMap((line) => {
      const quantity = unitsOf(choice, line, shares).filter((s) => s === share).length;
      return quantity > 0 ? [{ line_id: line.id, quantity }] : [];
    }),
  );
}

type Money = Pick<TOrder, 'subtotal_sen' | 'service_charge_sen' | 'sst_sen' | 'total_sen'>;

/**
 * What each share of a split by items comes to: its items, and its rounded-down part of the
 * service charge and SST; the share with the most items (the first of equals) takes what is left,
 * as the server does.
 */
export function linesTotals(
  bill: Money,
  lines: readonly Pick<TOrderLine, 'id' | 'quantity' | 'unit_price_sen'>[],
  choice: UnitChoice,
  shares: number,
): number[] {
  const body = linesBody(lines, choice, shares);
  const price = new Map(lines.map((l) => [l.id, l.unit_price_sen]));
  const subtotals = body.map((taken) =>
    taken.reduce((sum, l) => sum + (price.get(l.line_id) ?? 0) * l.quantity, 0),
  );
  const part = (whole: number, sub: number) =>
    bill.subtotal_sen === 0 ? 0 : Math.floor((whole * sub) / bill.subtotal_sen);
  const totals = subtotals.map((sub) => sub + part(bill.service_charge_sen, sub) + part(bill.sst_sen, sub));
  const largest = subtotals.reduce((best, s, i) => (s > (subtotals[best] ?? 0) ? i : best), 0);
  const others = totals.reduce((sum, x, i) => (i === largest ? sum : sum + x), 0);
  totals[largest] = bill.total_sen - others;
  return totals;
}

/** A paid share stays paid when refunded later: it was one of the bill's payments. */
export const sharePaid = (share: Pick<TBillShare, 'payment_status'>) =>
  share.payment_status === 'paid' || share.payment_status === 'refunded';

/** Every share is paid: the bill is settled. */
export const billSettled = (order: Pick<TOrder, 'shares'>) =>
  order.shares.length > 0 && order.shares.every(sharePaid);

/** The payment methods a share's row names; another one is shown as the server sends it. */
export const shareMethods = ['cash', 'card_terminal', 'fpx', 'ewallet', 'card', 'points'] as const;
export type ShareMethod = (typeof shareMethods)[number];
export const isShareMethod = (m: string | null): m is ShareMethod =>
  (shareMethods as readonly (string | null)[]).includes(m);
