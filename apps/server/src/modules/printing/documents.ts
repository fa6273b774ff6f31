import { bpToPercent, formatMoney, type MessageKey } from '@meja/contracts';

/**
 * What a receipt, a kitchen ticket, the total slip (the bill) and a test page say, as blocks
 * that both the printer (escpos.ts) and the browser (html.ts) render: one content, two media.
 */
export type Block =
  | { kind: 'title'; text: string }
  | { kind: 'big'; text: string }
  | { kind: 'center'; text: string; bold?: boolean }
  | { kind: 'text'; text: string; bold?: boolean }
  | { kind: 'pair'; left: string; right: string; bold?: boolean }
  | { kind: 'item'; quantity: number; name: string; amount?: string; details: string[]; big?: boolean }
  | { kind: 'rule' }
  | { kind: 'qr'; url: string; caption: string };

export type Say = (key: MessageKey, vars?: Record<string, string | number>) => string;

export interface PrintableStore {
  displayName: string;
  displayAddress: string | null;
  postcode: string | null;
  state: string | null;
  sstNo: string | null;
}

export interface PrintableLine {
  id: number;
  name: string;
  quantity: number;
  lineTotalSen: number;
  takeAway: boolean;
  note: string | null;
  addedAt: Date;
  refunded: boolean;
  options: { groupName: string; name: string; quantity: number }[];
  /** Its course's name as it was ordered (issue 29); null or left out: none. */
  courseName?: string | null;
  /** A held line fired to the kitchen: the ticket carrying it is marked FIRE. */
  firedAt?: Date | null;
}

export interface PrintableOrder {
  id: number;
  token: string;
  orderNo: number | null;
  receiptNo: string | null;
  tableName: string | null;
  takeAway: boolean;
  paymentStatus: string;
  paymentMethod: string | null;
  channel: string;
  subtotalSen: number;
  serviceChargeBp: number;
  serviceChargeSen: number;
  sstBp: number;
  sstSen: number;
  totalSen: number;
  roundingSen: number;
  /** Points the buddy paid with (1 point = 1 sen), taken when the order was placed. */
  pointsSen: number;
  /** Points a payment after expiry could not take again: paid by nobody (the merchant resolves it). */
  pointsShortSen: number;
  /** Cash at the counter: what the diner handed over, when the cashier entered it. */
  cashTenderedSen: number | null;
  refundedSen: number;
  note: string | null;
  createdAt: Date;
  paidAt: Date | null;
  lines: PrintableLine[];
  /** A split bill's shares (issue 29): its receipt lists every payment. */
  shares?: PrintableShare[];
}

/** A share of a split bill as its bill's receipt lists it. */
export interface PrintableShare {
  shareNo: number;
  paymentStatus: string;
  paymentMethod: string | null;
  receiptNo: string | null;
  /** Money taken (cash rounding included) and points, once paid. */
  paidSen: number;
  pointsSen: number;
}

/** An instant as Kuala Lumpur reads it: "2025-03-01 19:05". */
export const klTime = (at: Date) =>
  new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/** The diner's own order page (the ordering app's route `/order/o/{token}`). */
export const orderPageUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/order/o/${encodeURIComponent(token)}`;

const orderNoText = (o: PrintableOrder) => (o.orderNo === null ? `#${o.id}` : `No. ${o.orderNo}`);

/** "10.00" → "10", "6.50" → "6.5". */
const percentText = (bp: number) => bpToPercent(bp).replace(/\.?0+$/, '');

/** A table named by a number reads "Table 5"; one with a name ("Patio") by its name. */
const tableText = (name: string, say: Say) =>
  /^\d+$/.test(name.trim()) ? `${say('print.table')} ${name}` : name;

const methodKeys: Record<string, MessageKey> = {
  cash: 'print.method.cash',
  card_terminal: 'print.method.card_terminal',
  ewallet_counter: 'print.method.ewallet_counter',
  counter: 'print.method.counter',
  fpx: 'print.method.fpx',
  ewallet: 'print.method.ewallet',
  card: 'print.method.card',
  points: 'print.method.points',
};

const sharePaid = (s: Pick<PrintableShare, 'paymentStatus'>) =>
  s.paymentStatus === 'paid' || s.paymentStatus === 'refunded';

/** Paid: an order's own payment, or a split bill's every share (its receipt lists them). */
export const isPaid = (o: Pick<PrintableOrder, 'paymentStatus' | 'shares'>) =>
  o.paymentStatus === 'paid' ||
  o.paymentStatus === 'refunded' ||
  (o.paymentStatus === 'split' && (o.shares ?? []).length > 0 && (o.shares ?? []).every(sharePaid));

/** A split bill's payments, one per share (each with its own receipt), and what they took. */
function sharePayments(shares: PrintableShare[], say: Say): Block[] {
  const out: Block[] = [{ kind: 'text', text: say('print.payments'), bold: true }];
  for (const s of shares) {
    const key = s.paymentMethod ? methodKeys[s.paymentMethod] : undefined;
    const method = key ? say(key) : s.paymentMethod;
    const how = sharePaid(s) ? [method, s.receiptNo].filter(Boolean).join(' · ') : say('print.unpaid');
    out.push({
      kind: 'pair',
      left: `${say('print.share', { n: s.shareNo })} · ${how}`,
      right: formatMoney(s.paidSen + s.pointsSen),
    });
  }
  const taken = shares.filter(sharePaid).reduce((sum, s) => sum + s.paidSen + s.pointsSen, 0);
  out.push({ kind: 'pair', left: say('print.charged'), right: formatMoney(taken), bold: true });
  return out;
}

/** Points for people to read: 12345 → "12,345" (1 point = 1 sen). */
const pointsText = (points: number) => String(Math.trunc(points)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * What the diner was charged in money: the total after the cash rounding (which rounds what is
 * paid in money, after the points), less the points paid and the points nobody paid (a payment
 * after expiry that found the buddy's points spent).
 */
export const chargedSen = (
  o: Pick<PrintableOrder, 'totalSen' | 'roundingSen' | 'pointsSen' | 'pointsShortSen'>,
) => o.totalSen + o.roundingSen - o.pointsSen - o.pointsShortSen;

/** "+ Egg", or "+ Egg x2" for an option chosen twice per item. */
const optionText = (o: PrintableLine['options'][number]) =>
  `+ ${o.name}${o.quantity > 1 ? ` x${o.quantity}` : ''}`;

function storeHeader(store: PrintableStore, say: Say): Block[] {
  const address = [store.displayAddress, [store.postcode, store.state].filter(Boolean).join(' ')]
    .filter((s) => s?.trim())
    .join(', ');
  return [
    { kind: 'title', text: store.displayName },
    ...(address ? [{ kind: 'center', text: address } as const] : []),
    ...(store.sstNo ? [{ kind: 'center', text: `${say('print.sst_no')} ${store.sstNo}` } as const] : []),
  ];
}

/** The lines with their options and notes, and (on bills) each line's amount; (tickets) its course. */
function items(lines: PrintableLine[], say: Say, withAmounts: boolean, withCourse = false): Block[] {
  return lines.map((l) => ({
    kind: 'item',
    quantity: l.quantity,
    name: l.name,
    amount: withAmounts ? formatMoney(l.lineTotalSen, '').trim() : undefined,
    details: [
      ...(withCourse && l.courseName ? [`[${l.courseName}]`] : []),
      ...l.options.map(optionText),
      ...(l.takeAway ? [say('print.take_away')] : []),
      ...(l.note ? [`${say('print.note')}: ${l.note}`] : []),
      ...(withAmounts && l.refunded ? [`(${say('print.refunded')})`] : []),
    ],
  }));
}

/** Subtotal, service charge, SST, total; with the cash rounding and the total after it when there is one. */
function totals(o: PrintableOrder, say: Say): Block[] {
  const money = (sen: number) => formatMoney(sen);
  const out: Block[] = [{ kind: 'pair', left: say('print.subtotal'), right: money(o.subtotalSen) }];
  if (o.serviceChargeSen)
    out.push({
      kind: 'pair',
      left: say('print.service_charge', { percent: percentText(o.serviceChargeBp) }),
      right: money(o.serviceChargeSen),
    });
  if (o.sstSen)
    out.push({
      kind: 'pair',
      left: say('print.sst', { percent: percentText(o.sstBp) }),
      right: money(o.sstSen),
    });
  out.push({ kind: 'pair', left: say('print.total'), right: money(o.totalSen), bold: true });
  if (o.roundingSen) {
    out.push({ kind: 'pair', left: say('print.rounding'), right: money(o.roundingSen) });
    out.push({
      kind: 'pair',
      left: say('print.total_paid'),
      right: money(o.totalSen + o.roundingSen),
      bold: true,
    });
  }
  return out;
}

/**
 * How the bill was settled, one line per way it was paid: the points (their count and RM value),
 * the money by its method (cash with what was tendered and the change), points nobody paid, and
 * what was charged; then what refunds gave back. An unpaid bill with points says what is left to pay.
 */
function settlement(o: PrintableOrder, say: Say): Block[] {
  if (o.paymentStatus === 'split' && o.shares?.length) return sharePayments(o.shares, say);
  const money = (sen: number) => formatMoney(sen);
  const pair = (left: string, right: string, bold = false): Block =>
    bold ? { kind: 'pair', left, right, bold } : { kind: 'pair', left, right };
  const points = say('print.points', { points: pointsText(o.pointsSen) });
  if (!isPaid(o)) {
    const due = o.pointsSen
      ? [
          pair(points, money(-o.pointsSen)),
          pair(say('print.amount_due'), money(o.totalSen - o.pointsSen), true),
        ]
      : [];
    return [...due, { kind: 'center', text: say('print.unpaid'), bold: true }];
  }
  const method = o.paymentMethod ?? o.channel;
  const charged = chargedSen(o);
  const out: Block[] = [{ kind: 'text', text: say('print.payment'), bold: true }];
  if (o.pointsSen) out.push(pair(points, money(o.pointsSen)));
  if (method !== 'points' || charged !== 0) {
    out.push(pair(methodKeys[method] ? say(methodKeys[method]) : method, money(charged)));
    const tendered = o.cashTenderedSen;
    if (method === 'cash' && tendered !== null && tendered >= charged)
      out.push(
        pair(say('print.tendered'), money(tendered)),
        pair(say('print.change'), money(tendered - charged)),
      );
  }
  if (o.pointsShortSen) out.push(pair(say('print.points_short'), money(o.pointsShortSen)));
  out.push(pair(say('print.charged'), money(charged), true));
  if (o.refundedSen) out.push(pair(say('print.refunded'), money(o.refundedSen)));
  return out;
}

export interface DocOptions {
  say: Say;
  publicUrl: string;
  /** A banner above the content: "REPRINT", "TEST PRINT". */
  banner?: string;
}

/** The receipt (SPEC modal "receipt"): the paid order with its receipt number, totals and a QR code of its page. */
export function receiptDoc(
  store: PrintableStore,
  o: PrintableOrder,
  { say, publicUrl, banner }: DocOptions,
): Block[] {
  const paid = isPaid(o);
  return [
    ...(banner ? [{ kind: 'center', text: banner, bold: true } as const] : []),
    ...storeHeader(store, say),
    { kind: 'center', text: say(paid ? 'print.receipt' : 'print.bill'), bold: true },
    { kind: 'rule' },
    ...(o.receiptNo ? [{ kind: 'pair', left: say('print.receipt_no'), right: o.receiptNo } as const] : []),
    { kind: 'pair', left: say('print.order_no'), right: orderNoText(o) },
    ...(o.tableName ? [{ kind: 'pair', left: say('print.table'), right: o.tableName } as const] : []),
    { kind: 'pair', left: say('print.date'), right: klTime(o.paidAt ?? o.createdAt) },
    ...(o.takeAway ? [{ kind: 'center', text: say('print.take_away'), bold: true } as const] : []),
    { kind: 'rule' },
    ...items(o.lines, say, true),
    { kind: 'rule' },
    ...totals(o, say),
    ...settlement(o, say),
    ...(o.note ? [{ kind: 'text', text: `${say('print.note')}: ${o.note}` } as const] : []),
    { kind: 'qr', url: orderPageUrl(publicUrl, o.token), caption: say('print.scan') },
    { kind: 'center', text: say('print.thanks') },
  ];
}

/** The total slip (the bill to present): every line and the totals, no receipt number. */
export function totalDoc(
  store: PrintableStore,
  o: PrintableOrder,
  { say, publicUrl, banner }: DocOptions,
): Block[] {
  return [
    ...(banner ? [{ kind: 'center', text: banner, bold: true } as const] : []),
    ...storeHeader(store, say),
    { kind: 'center', text: say('print.bill'), bold: true },
    { kind: 'big', text: orderNoText(o) },
    ...(o.tableName ? [{ kind: 'pair', left: say('print.table'), right: o.tableName } as const] : []),
    { kind: 'pair', left: say('print.date'), right: klTime(o.createdAt) },
    ...(o.takeAway ? [{ kind: 'center', text: say('print.take_away'), bold: true } as const] : []),
    { kind: 'rule' },
    ...items(o.lines, say, true),
    { kind: 'rule' },
    ...totals(o, say),
    ...settlement(o, say),
    { kind: 'qr', url: orderPageUrl(publicUrl, o.token), caption: say('print.scan') },
  ];
}

/**
 * A kitchen ticket: the order number big, the table, take-away, and the lines it carries with
 * their quantities, options and notes (and course), no prices; "ADDED" when it carries items
 * added to the order after it was placed; "FIRE" when it carries held lines staff fired.
 */
export function kitchenDoc(
  o: PrintableOrder,
  lines: PrintableLine[],
  { say, banner, station }: Pick<DocOptions, 'say' | 'banner'> & { station?: string },
): Block[] {
  const fired = lines.some((l) => l.firedAt);
  const added = !fired && lines.some((l) => l.addedAt.getTime() > o.createdAt.getTime());
  const at = Math.max(
    o.createdAt.getTime(),
    ...lines.map((l) => Math.max(l.addedAt.getTime(), l.firedAt?.getTime() ?? 0)),
  );
  return [
    ...(banner ? [{ kind: 'center', text: banner, bold: true } as const] : []),
    { kind: 'center', text: station ?? say('print.kitchen'), bold: true },
    { kind: 'big', text: orderNoText(o) },
    ...(o.tableName ? [{ kind: 'big', text: tableText(o.tableName, say) } as const] : []),
    ...(o.takeAway ? [{ kind: 'big', text: say('print.take_away') } as const] : []),
    ...(fired ? [{ kind: 'big', text: say('print.fire') } as const] : []),
    ...(added ? [{ kind: 'big', text: say('print.added') } as const] : []),
    { kind: 'center', text: klTime(new Date(at)) },
    { kind: 'rule' },
    ...items(lines, say, false, true).map((b) => (b.kind === 'item' ? { ...b, big: true } : b)),
    ...(o.note
      ? [
          { kind: 'rule' } as const,
          { kind: 'text', text: `${say('print.note')}: ${o.note}`, bold: true } as const,
        ]
      : []),
  ];
}
