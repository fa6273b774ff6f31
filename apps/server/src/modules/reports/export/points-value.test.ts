import { type ReportDefinition, reportCatalogue, reportNames } from '@meja/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import {
  grant,
  lemak,
  orderRow,
  placeAs,
  type RewardsWorld,
  rewardsWorld,
  toggle,
} from '../../loyalty/test-world';

/**
 * Issue 26: "Paid with points" sat among the RM columns of the sales reports as a bare 189 (points).
 * It is a `points_value` column now: the screen shows RM with the points beside, and a file writes
 * two columns, the RM amount and the points.
 */
let t: TestApp;
let w: RewardsWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await rewardsWorld(t, 'points-value');
  const buddy = await w.buddy();
  await grant(t.database.db, buddy.id, 189);
  const placed = await placeAs(w, buddy.token, { lines: [lemak(w)], points: 189 });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = await orderRow(t.database.db, placed.json().data.token);
  expect((await toggle(w, { id: order.id, method: 'card_terminal' })).statusCode).toBe(200);
});
afterAll(() => t?.close());

const get = (url: string, lang?: string) =>
  t.call(w.shop.owner, { method: 'GET', url, headers: lang ? { 'accept-language': lang } : {} });
const csvRows = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((l) => l.split(','));

describe('points among the money columns', () => {
  it('are declared as points at their RM value wherever a report shows them beside RM', () => {
    for (const name of reportNames) {
      const def: ReportDefinition = reportCatalogue[name];
      const money = def.columns.some((c) => c.kind === 'money');
      for (const c of def.columns)
        if (money && c.key.endsWith('_sen')) expect(c.kind, `${name}.${c.key}`).not.toBe('points');
    }
    expect(reportCatalogue.sales_report.columns).toContainEqual({ key: 'points_sen', kind: 'points_value' });
    expect(reportCatalogue.summary_report.columns).toContainEqual({
      key: 'points_sen',
      kind: 'points_value',
    });
    expect(reportCatalogue.platform_transaction.columns).toContainEqual({
      key: 'points_sen',
      kind: 'points_value',
    });
    expect(reportCatalogue.sales_report_detail.columns).toContainEqual({
      key: 'points_sen',
      kind: 'points_value',
    });
  });

  it('answer their value in sen (1 point = 1 sen), summed in the totals', async () => {
    const res = await get(reportCatalogue.sales_report.path);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data[0]).toMatchObject({ points_sen: 189 });
    expect(res.json().totals).toMatchObject({ points_sen: 189 });
  });

  it('are written to a CSV as RM and as points, side by side, in English and Chinese', async () => {
    const path = `${reportCatalogue.sales_report.path}/export?format=csv`;
    const [headings = [], row = []] = csvRows((await get(path)).body);
    const at = headings.indexOf('Paid with points (RM)');
    expect(at).toBeGreaterThan(0);
    expect(headings[at + 1]).toBe('Paid with points (points)');
    expect([row[at], row[at + 1]]).toEqual(['1.89', '189']);
    expect(headings).toHaveLength(reportCatalogue.sales_report.columns.length + 1);
    const [zh = []] = csvRows((await get(path, 'zh-CN')).body);
    expect([zh[at], zh[at + 1]]).toEqual(['积分支付（RM）', '积分支付（积分）']);
  });

  it('are written to an XLSX as a money cell and a points cell', async () => {
    const res = await get(`${reportCatalogue.sales_report.path}/export?format=xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const headings = (sheet.getRow(1).values as unknown[]).slice(1);
    const at = headings.indexOf('Paid with points (RM)') + 1;
    expect(at).toBeGreaterThan(1);
    expect(sheet.getRow(2).getCell(at).value).toBe(1.89);
    expect(sheet.getRow(2).getCell(at).numFmt).toBe('#,##0.00');
    expect(sheet.getRow(2).getCell(at + 1).value).toBe(189);
  });
});
