import { translate } from '@meja/contracts';
import { describe, expect, it } from 'vitest';
import { parsePrinterAddress, portAllowed } from './address';
import { kitchenDoc, type PrintableOrder, receiptDoc, type Say, totalDoc } from './documents';
import { renderEscPos } from './escpos';
import { renderHtml } from './html';
import { widthOf, wrap } from './layout';
import { readEscPos } from './test-support/escpos-reader';

/** What the printers print, read back from the bytes as a printer would (no database). */
const say: Say = (key, vars) => translate('en', key, vars);
const store = {
  displayName: 'Kedai 好味',
  displayAddress: '12 Jalan Alor',
  postcode: '50200',
  state: 'Kuala Lumpur',
  sstNo: 'W10-1808-31000123',
};
const placed = new Date('2025-03-01T11:05:00Z');
const later = new Date('2025-03-01T11:20:00Z');
const order: PrintableOrder = {
  id: 41,
  token: 'tok-41',
  orderNo: 17,
  receiptNo: 'T-0042',
  tableName: '5',
  takeAway: false,
  paymentStatus: 'paid',
  paymentMethod: 'cash',
  channel: 'counter',
  subtotalSen: 3000,
  serviceChargeBp: 1000,
  serviceChargeSen: 300,
  sstBp: 600,
  sstSen: 198,
  totalSen: 3498,
  roundingSen: 2,
  pointsSen: 0,
  pointsShortSen: 0,
  cashTenderedSen: null,
  refundedSen: 0,
  note: null,
  createdAt: placed,
  paidAt: later,
  lines: [
    {
      id: 1,
      name: 'Nasi Lemak',
      quantity: 2,
      lineTotalSen: 2500,
      takeAway: false,
      note: 'less spicy',
      addedAt: placed,
      refunded: false,
      options: [{ groupName: 'Add-ons', name: 'Egg', quantity: 1 }],
    },
    {
      id: 2,
      name: '海南鸡饭 Chicken Rice',
      quantity: 1,
      lineTotalSen: 500,
      takeAway: true,
      note: null,
      addedAt: placed,
      refunded: false,
      options: [],
    },
  ],
};
const publicUrl = 'https://meja.test';

describe('the receipt', () => {
  for (const paper of [58, 80] as const) {
    it(`prints on ${paper} mm paper everything a diner checks, within ${paper === 58 ? 32 : 48} columns`, () => {
      const r = readEscPos(renderEscPos(receiptDoc(store, order, { say, publicUrl }), paper));
      const columns = paper === 58 ? 32 : 48;
      expect(r.lines.every((l) => widthOf(l) <= columns)).toBe(true);
      expect(r.text).toContain('Kedai 好味');
      expect(r.text).toContain('12 Jalan Alor');
      expect(r.text).toContain('SST No. W10-1808-31000123');
      expect(r.text).toMatch(/Receipt No\. +T-0042/);
      expect(r.text).toMatch(/Order No\. +No\. 17/);
      expect(r.text).toMatch(/Table +5/);
      // Paid at 19:20 in Kuala Lumpur.
      expect(r.text).toMatch(/Date +2025-03-01 19:20/);
      expect(r.text).toMatch(/2 x Nasi Lemak +25\.00/);
      expect(r.text).toContain('+ Egg');
      expect(r.text).toContain('Note: less spicy');
      expect(r.text).toMatch(/1 x 海南鸡饭 Chicken Rice +5\.00/);
      expect(r.text).toMatch(/Subtotal +RM 30\.00/);
      expect(r.text).toMatch(/Service charge 10% +RM 3\.00/);
      expect(r.text).toMatch(/SST 6% +RM 1\.98/);
      expect(r.text).toMatch(/Total +RM 34\.98/);
      expect(r.text).toMatch(/Rounding +RM 0\.02/);
      expect(r.text).toMatch(/Total paid +RM 35\.00/);
      expect(r.text).toMatch(/Payment\nCash +RM 35\.00/);
      expect(r.text).toMatch(/Amount charged +RM 35\.00/);
      expect(r.qr).toEqual([{ data: 'https://meja.test/order/o/tok-41', printed: true }]);
      expect(r.cuts).toBe(1);
    });
  }

  it('keeps Chinese names whole in GB18030, the printers’ Chinese code page', () => {
    const bytes = Buffer.from(renderEscPos(receiptDoc(store, order, { say, publicUrl }), 58));
    // 海南鸡饭 in GB18030 (as the standard has it), not in UTF-8 which the printers cannot read.
    expect(bytes.includes(Buffer.from('baa3c4cfbca6b7b9', 'hex'))).toBe(true);
    expect(bytes.includes(Buffer.from('海南鸡饭', 'utf8'))).toBe(false);
    const text = readEscPos(bytes).text;
    expect(text).toContain('海南鸡饭');
    expect(text).toContain('Kedai 好味');
    expect(text).not.toContain('?');
  });

  it('is a bill, not a receipt, while the order is unpaid', () => {
    const unpaid = {
      ...order,
      paymentStatus: 'unpaid',
      receiptNo: null,
      paymentMethod: null,
      roundingSen: 0,
    };
    const r = readEscPos(renderEscPos(receiptDoc(store, unpaid, { say, publicUrl }), 80));
    expect(r.text).toContain('BILL');
    expect(r.text).toContain('NOT PAID');
    expect(r.text).not.toContain('Receipt No.');
  });
});

describe('the kitchen ticket', () => {
  it('shows the order number big, the table and the lines with options and notes, no prices', () => {
    const r = readEscPos(renderEscPos(kitchenDoc(order, order.lines, { say }), 58));
    expect(r.text).toContain('No. 17');
    expect(r.text).toContain('Table 5');
    expect(r.text).toContain('2 x Nasi Lemak');
    expect(r.text).toContain('+ Egg');
    expect(r.text).toContain('Note: less spicy');
    expect(r.text).toContain('1 x 海南鸡饭 Chicken Rice');
    expect(r.text).toContain('TAKE-AWAY');
    expect(r.text).not.toContain('25.00');
    expect(r.text).not.toContain('ADDED');
    expect(r.cuts).toBe(1);
  });

  it('says ADDED when it carries items added after the order was placed', () => {
    const added = {
      ...order.lines[0],
      id: 3,
      name: 'Teh Tarik',
      addedAt: later,
    } as PrintableOrder['lines'][0];
    const r = readEscPos(renderEscPos(kitchenDoc(order, [added], { say, station: 'Bar' }), 80));
    expect(r.text).toContain('ADDED');
    expect(r.text).toContain('Bar');
    expect(r.text).toContain('2 x Teh Tarik');
    expect(r.text).not.toContain('Nasi Lemak');
  });
});

describe('the total slip', () => {
  it('is the bill to present: lines and totals, no receipt number', () => {
    const r = readEscPos(renderEscPos(totalDoc(store, order, { say, publicUrl }), 58));
    expect(r.text).toContain('BILL');
    expect(r.text).toMatch(/Total +RM 34\.98/);
    expect(r.text).not.toContain('T-0042');
  });
});

describe('the receipt page', () => {
  it('escapes every value', async () => {
    const hostile = { ...order, lines: [{ ...order.lines[0], name: '<img src=x onerror=alert(1)>' }] };
    const page = await renderHtml(
      receiptDoc({ ...store, displayName: 'A&B "Kedai"' }, hostile as PrintableOrder, { say, publicUrl }),
      {
        title: 'Receipt',
        lang: 'en',
        paper: 58,
      },
    );
    expect(page).not.toContain('<img src=x');
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page).toContain('A&amp;B &quot;Kedai&quot;');
    expect(page).toContain('<svg');
  });
});

describe('layout', () => {
  it('counts a Chinese character as two columns and wraps within the width', () => {
    expect(widthOf('鸡饭 rice')).toBe(9);
    for (const l of wrap('海南鸡饭特别长的名字 with a long English tail here', 12))
      expect(widthOf(l)).toBeLessThanOrEqual(12);
  });
});

describe('a printer’s series number', () => {
  it('names a network printer by address (port 9100 unless given), else a cloud serial number', () => {
    expect(parsePrinterAddress('192.168.1.50')).toEqual({
      kind: 'network',
      host: '192.168.1.50',
      port: 9100,
    });
    expect(parsePrinterAddress('192.168.1.50:9101')).toEqual({
      kind: 'network',
      host: '192.168.1.50',
      port: 9101,
    });
    expect(parsePrinterAddress('kitchen.lan')).toEqual({ kind: 'network', host: 'kitchen.lan', port: 9100 });
    expect(parsePrinterAddress('[fd00::5]:9100')).toEqual({ kind: 'network', host: 'fd00::5', port: 9100 });
    expect(parsePrinterAddress('tcp://printer:9100')).toEqual({
      kind: 'network',
      host: 'printer',
      port: 9100,
    });
    expect(parsePrinterAddress('N411A2B3C4D5')).toEqual({ kind: 'cloud', serial: 'N411A2B3C4D5' });
    expect(parsePrinterAddress('1.2.3.4:99999')).toBeUndefined();
    expect(parsePrinterAddress('not a printer!')).toBeUndefined();
    expect(parsePrinterAddress('')).toBeUndefined();
  });

  it('reaches only the printer ports it is allowed', () => {
    expect(portAllowed(9100, '9100-9109')).toBe(true);
    expect(portAllowed(5432, '9100-9109')).toBe(false);
    expect(portAllowed(9200, '9100-9109, 9200')).toBe(true);
  });
});
