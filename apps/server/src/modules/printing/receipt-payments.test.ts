import { randomUUID } from 'node:crypto';
import { translate } from '@meja/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { payments, users } from '../../db/schema';
import {
  grant,
  lemak,
  orderRow,
  placeAs,
  type RewardsWorld,
  rewardsWorld,
  toggle,
} from '../loyalty/test-world';
import { installedSandboxSecret, sandboxNotice } from '../payments/test-support';
import { type Block, type PrintableOrder, receiptDoc, type Say, totalDoc } from './documents';
import { renderEscPos } from './escpos';
import { renderHtml } from './html';
import { mailReceipt } from './receipt-mail';
import { readEscPos } from './test-support/escpos-reader';

/**
 * Issue 26: the one receipt content (documents.ts) says how the bill was paid, way by way, and what
 * was charged; the printer's bytes, the browser's page and the e-mail all render that content.
 */

const en: Say = (key, vars) => translate('en', key, vars);
const zh: Say = (key, vars) => translate('zh', key, vars);
const store = { displayName: 'Kedai Wang', displayAddress: null, postcode: null, state: null, sstNo: null };
const publicUrl = 'https://meja.test';
const at = new Date('2026-03-01T11:05:00Z');

/** The order: RM 90.95 (78.00 + 10% service + 6% SST), 101 points, RM 89.94 by card. */
const pointsAndCard: PrintableOrder = {
  id: 7,
  token: 'tok-7',
  orderNo: 3,
  receiptNo: 'T-0007',
  tableName: '2',
  takeAway: false,
  paymentStatus: 'paid',
  paymentMethod: 'card',
  channel: 'card',
  subtotalSen: 7800,
  serviceChargeBp: 1000,
  serviceChargeSen: 780,
  sstBp: 600,
  sstSen: 515,
  totalSen: 9095,
  roundingSen: 0,
  pointsSen: 101,
  pointsShortSen: 0,
  cashTenderedSen: null,
  refundedSen: 0,
  note: null,
  createdAt: at,
  paidAt: at,
  lines: [
    {
      id: 1,
      name: 'Ikan Bakar',
      quantity: 2,
      lineTotalSen: 7800,
      takeAway: false,
      note: null,
      addedAt: at,
      refunded: false,
      options: [],
    },
  ],
};

/** The same bill in cash: 101 points, RM 89.94 left rounds up to RM 89.95; RM 100 handed over. */
const pointsAndCash: PrintableOrder = {
  ...pointsAndCard,
  paymentMethod: 'cash',
  channel: 'counter',
  roundingSen: 1,
  cashTenderedSen: 10_000,
};

const pairs = (blocks: Block[]) =>
  blocks.flatMap((b) => (b.kind === 'pair' ? [[b.left, b.right, Boolean(b.bold)] as const] : []));

describe('the receipt content', () => {
  it('lists the points with their count and RM value, the card payment and what was charged', () => {
    const got = pairs(receiptDoc(store, pointsAndCard, { say: en, publicUrl }));
    expect(got).toContainEqual(['Total', 'RM 90.95', true]);
    const after = got.slice(got.findIndex(([l]) => l === 'Total'));
    expect(after).toEqual([
      ['Total', 'RM 90.95', true],
      ['Points (101 pts)', 'RM 1.01', false],
      ['Card', 'RM 89.94', false],
      ['Amount charged', 'RM 89.94', true],
    ]);
  });

  it('shows cash with its rounding, what was tendered and the change', () => {
    const got = pairs(receiptDoc(store, pointsAndCash, { say: en, publicUrl }));
    const after = got.slice(got.findIndex(([l]) => l === 'Total'));
    expect(after).toEqual([
      ['Total', 'RM 90.95', true],
      ['Rounding', 'RM 0.01', false],
      ['Total paid', 'RM 90.96', true],
      ['Points (101 pts)', 'RM 1.01', false],
      ['Cash', 'RM 89.95', false],
      ['Tendered', 'RM 100.00', false],
      ['Change', 'RM 10.05', false],
      ['Amount charged', 'RM 89.95', true],
    ]);
  });

  it('says a bill paid wholly with points charged nothing, and what refunds gave back', () => {
    const allPoints = {
      ...pointsAndCard,
      paymentMethod: 'points',
      pointsSen: 9095,
      refundedSen: 0,
      paymentStatus: 'refunded',
    };
    const got = pairs(receiptDoc(store, allPoints, { say: en, publicUrl }));
    expect(got.slice(got.findIndex(([l]) => l === 'Total') + 1)).toEqual([
      ['Points (9,095 pts)', 'RM 90.95', false],
      ['Amount charged', 'RM 0.00', true],
    ]);
    const refunded = pairs(
      receiptDoc(store, { ...pointsAndCard, refundedSen: 4497 }, { say: en, publicUrl }),
    );
    expect(refunded.at(-1)).toEqual(['Refunded', 'RM 44.97', false]);
  });

  it('tells what is left to pay on an unpaid bill with points, and what points nobody paid', () => {
    const unpaid = { ...pointsAndCard, paymentStatus: 'unpaid', paymentMethod: null, receiptNo: null };
    for (const doc of [receiptDoc, totalDoc]) {
      const blocks = doc(store, unpaid, { say: en, publicUrl });
      expect(pairs(blocks)).toContainEqual(['Points (101 pts)', '-RM 1.01', false]);
      expect(pairs(blocks)).toContainEqual(['Amount due', 'RM 89.94', true]);
      expect(blocks).toContainEqual({ kind: 'center', text: 'NOT PAID', bold: true });
    }
    // Paid after expiry while 40 of the points had been spent: nobody paid those.
    const short = { ...pointsAndCard, pointsSen: 61, pointsShortSen: 40 };
    const got = pairs(receiptDoc(store, short, { say: en, publicUrl }));
    expect(got).toContainEqual(['Points (61 pts)', 'RM 0.61', false]);
    expect(got).toContainEqual(['Points not covered', 'RM 0.40', false]);
    expect(got).toContainEqual(['Amount charged', 'RM 89.94', true]);
  });

  it('says it in Chinese', () => {
    const got = pairs(receiptDoc(store, pointsAndCash, { say: zh, publicUrl })).map(([l, r]) => `${l} ${r}`);
    expect(got).toEqual(
      expect.arrayContaining([
        '积分（101 分） RM 1.01',
        '现金 RM 89.95',
        '实收现金 RM 100.00',
        '找零 RM 10.05',
        '收费金额 RM 89.95',
      ]),
    );
  });
});

describe('the renderings of that content', () => {
  for (const paper of [58, 80] as const) {
    it(`prints every payment and the amount charged on ${paper} mm paper`, () => {
      const card = readEscPos(renderEscPos(receiptDoc(store, pointsAndCard, { say: en, publicUrl }), paper));
      expect(card.text).toMatch(/Total +RM 90\.95/);
      expect(card.text).toMatch(/Points \(101 pts\) +RM 1\.01/);
      expect(card.text).toMatch(/Card +RM 89\.94/);
      expect(card.text).toMatch(/Amount charged +RM 89\.94/);
      const cash = readEscPos(renderEscPos(receiptDoc(store, pointsAndCash, { say: en, publicUrl }), paper));
      expect(cash.text).toMatch(/Cash +RM 89\.95/);
      expect(cash.text).toMatch(/Tendered +RM 100\.00/);
      expect(cash.text).toMatch(/Change +RM 10\.05/);
      const chinese = readEscPos(
        renderEscPos(receiptDoc(store, pointsAndCash, { say: zh, publicUrl }), paper),
      );
      expect(chinese.text).toMatch(/积分（101 分） +RM 1\.01/);
      expect(chinese.text).toMatch(/找零 +RM 10\.05/);
    });
  }

  it('shows them on the browser’s page', async () => {
    const html = await renderHtml(receiptDoc(store, pointsAndCash, { say: en, publicUrl }), {
      title: 'Receipt T-0007',
      lang: 'en',
      paper: 80,
    });
    for (const [left, right] of [
      ['Points (101 pts)', 'RM 1.01'],
      ['Cash', 'RM 89.95'],
      ['Tendered', 'RM 100.00'],
      ['Change', 'RM 10.05'],
      ['Amount charged', 'RM 89.95'],
    ])
      expect(html).toContain(`<span>${left}</span><span>${right}</span>`);
  });
});

describe('an order paid with points and money', () => {
  let t: TestApp;
  let w: RewardsWorld;
  beforeAll(async () => {
    t = await createTestApp();
    w = await rewardsWorld(t, 'receipt-payments');
  });
  afterAll(() => t?.close());
  const db = () => t.database.db;

  it('paid in cash with the amount handed over: the staff’s page and the e-mail show it all', async () => {
    const buddy = await w.buddy();
    await grant(db(), buddy.id, 500);
    await db()
      .update(users)
      .set({ email: `diner-${randomUUID()}@meja.test` })
      .where(eq(users.id, buddy.id));
    // 14.58, 300 points: 11.58 left, RM 11.60 in cash.
    const placed = await placeAs(w, buddy.token, { lines: [lemak(w)], points: 300 });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = await orderRow(db(), placed.json().data.token);
    const short = await toggle(w, { id: order.id, method: 'cash', tendered: '11.55' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ tendered: 'The cash handed over must be at least RM 11.60.' });
    const paid = await toggle(w, { id: order.id, method: 'cash', tendered: '20' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await orderRow(db(), order.token)).toMatchObject({ roundingSen: 2, cashTenderedSen: 2000 });

    const page = await t.call(w.cashier, { method: 'GET', url: `/api/admin/order/${order.id}/receipt` });
    expect(page.statusCode).toBe(200);
    for (const [left, right] of [
      ['Total', 'RM 14.58'],
      ['Points (300 pts)', 'RM 3.00'],
      ['Cash', 'RM 11.60'],
      ['Tendered', 'RM 20.00'],
      ['Change', 'RM 8.40'],
      ['Amount charged', 'RM 11.60'],
    ])
      expect(page.body).toContain(`<span>${left}</span><span>${right}</span>`);

    const before = t.outbox.length;
    await mailReceipt(t.ctx(), order.id);
    const mail = t.outbox.slice(before)[0];
    expect(mail?.text).toContain('total RM 14.60, amount charged RM 11.60');
    expect(mail?.html).toContain('<span>Points (300 pts)</span><span>RM 3.00</span>');
    expect(mail?.html).toContain('<span>Change</span><span>RM 8.40</span>');
  });

  it('paid by card through the gateway: the diner’s page shows the points and the card, in Chinese too', async () => {
    const buddy = await w.buddy();
    await grant(db(), buddy.id, 500);
    const placed = await placeAs(w, buddy.token, { lines: [lemak(w)], channel: 'card', points: 101 });
    expect(placed.statusCode, placed.body).toBe(201);
    const token = placed.json().data.token as string;
    const pay = await t.call(null, {
      method: 'POST',
      url: `/api/public/orders/${token}/pay`,
      payload: { channel: 'card' },
    });
    expect(pay.statusCode, pay.body).toBe(200);
    const order = await orderRow(db(), token);
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, order.id));
    const notice = sandboxNotice(payment?.gatewayRef ?? '', 'paid', 1357, await installedSandboxSecret(t));
    const callback = await t.call(null, {
      method: 'POST',
      url: '/api/public/payments/sandbox/callback',
      headers: notice.headers,
      payload: notice.body,
    });
    expect(callback.statusCode, callback.body).toBe(200);

    const page = await t.call(null, { method: 'GET', url: `/api/public/orders/${token}/receipt` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<span>Points (101 pts)</span><span>RM 1.01</span>');
    expect(page.body).toContain('<span>Card</span><span>RM 13.57</span>');
    expect(page.body).toContain('<span>Amount charged</span><span>RM 13.57</span>');
    const chinese = await t.call(null, {
      method: 'GET',
      url: `/api/public/orders/${token}/receipt`,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(chinese.body).toContain('<span>积分（101 分）</span><span>RM 1.01</span>');
    expect(chinese.body).toContain('<span>银行卡</span><span>RM 13.57</span>');
    expect(chinese.body).toContain('<span>收费金额</span><span>RM 13.57</span>');
  });
});
