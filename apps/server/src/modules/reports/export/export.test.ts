import {
  type ReportColumn,
  type ReportDefinition,
  reportCatalogue,
  reportCodes,
  reportLabels,
  reportNames,
  type TReportRow,
} from '@meja/contracts';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { foods } from '../../../db/schema';
import { type RewardsWorld, rewardsWorld } from '../../loyalty/test-world';
import { paidOrder } from '../../payouts/test-support';
import { fileColumnsOf } from './cells';

let t: TestApp;
let admin: string;
let w: RewardsWorld;
let buddy: string;
/** A food name that would break a naive CSV or run as a formula in a spreadsheet. */
const trickyName = '=Nasi "Lemak", special';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.token('admin');
  w = await rewardsWorld(t, 'report-exports');
  buddy = (await w.buddy()).token;
  await t.database.db.update(foods).set({ name: trickyName }).where(eq(foods.id, w.shop.fx.food.lemak));
  await paidOrder(w, 90); // over RM1,000: the thousands separator shows
  await paidOrder(w, 1, 3);
  await paidOrder(w, 0, 1);
});
afterAll(() => t?.close());

const get = (token: string, url: string, lang?: string) =>
  t.call(token, { method: 'GET', url, headers: lang ? { 'accept-language': lang } : {} });

/** RFC 4180 cells (quoted cells may hold commas, doubled quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') quoted = !quoted;
    else if (quoted || (ch !== ',' && ch !== '\r')) cell += ch;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++; // the \n of \r\n
    }
  }
  return rows;
}

/** Every row of a report's JSON, page by page (`length` rows a page). */
async function allRows(token: string, path: string, length = 1) {
  const rows: TReportRow[] = [];
  let totals: TReportRow | null = null;
  for (let start = 0; ; start += length) {
    const res = await get(token, `${path}${path.includes('?') ? '&' : '?'}start=${start}&length=${length}`);
    expect(res.statusCode, res.body).toBe(200);
    rows.push(...res.json().data);
    totals = res.json().totals;
    if (start + length >= res.json().recordsFiltered) return { rows, totals };
  }
}

/** SPEC §9 as a person writes it: ringgit with separators and two decimals (sen are whole, so exact). */
const ringgit = (sen: number) =>
  (sen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const expectedCell = (c: ReportColumn, v: TReportRow[string]) =>
  v === null ? '' : c.kind === 'money' ? ringgit(Number(v)) : String(v);

/** The XLSX's rows below its headings, each cell's value (strings stay strings). */
async function xlsxRows(res: LightMyRequestResponse): Promise<unknown[][]> {
  expect(res.statusCode, res.body).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const rows: unknown[][] = [];
  sheet?.eachRow((row, n) => {
    if (n > 1) rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

const csvOf = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.body.charCodeAt(0)).toBe(0xfeff);
  return parseCsv(res.body.slice(1));
};

describe('report labels', () => {
  it('name every report and every column in English and Chinese alike', () => {
    const en: Record<string, string> = reportLabels.en;
    for (const name of reportNames) expect(en[`title.${name}`], name).toBeTruthy();
    for (const name of reportNames) {
      const def: ReportDefinition = reportCatalogue[name];
      for (const c of def.columns) expect(en[`col.${c.key}`], `${name}.${c.key}`).toBeTruthy();
      if (def.chart) expect(en[`col.${def.chart.x}`], `${name} chart`).toBeTruthy();
    }
    expect(Object.keys(reportLabels.zh).sort()).toEqual(Object.keys(reportLabels.en).sort());
    expect(Object.values(reportLabels.zh).every((v) => v.trim() !== '')).toBe(true);
  });
});

describe('report exports', () => {
  const path = reportCatalogue.best_selling_report.path;

  it('write a CSV of every row of the report, as its pages show them, with the totals last', async () => {
    const def: ReportDefinition = reportCatalogue.best_selling_report;
    const json = await allRows(w.shop.owner, path);
    expect(json.rows.length).toBe(2);

    const res = await get(w.shop.owner, `${path}/export?format=csv`);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="best_selling_report-\\d{4}-\\d{2}-\\d{2}-${today}\\.csv"$`),
    );
    const [headings, ...lines] = csvOf(res);
    expect(headings).toEqual(def.columns.map((c) => reportLabels.en[`col.${c.key}` as 'col.food']));
    const body = lines.slice(0, -1);
    const total = lines.at(-1);
    expect(body).toEqual(
      json.rows.map((r) =>
        def.columns.map((c) =>
          c.key === 'food' && r.food === trickyName ? `'${trickyName}` : expectedCell(c, r[c.key] ?? null),
        ),
      ),
    );
    // The tricky name is one cell, kept from running as a formula; RM1,250.00 has its separator.
    expect(body.some((l) => l.includes(`'${trickyName}`))).toBe(true);
    const lemak = json.rows.find((r) => r.food === trickyName);
    expect(lemak?.amount_sen).toBe(91 * 1250);
    expect(body.flat()).toContain(ringgit(91 * 1250));
    expect(ringgit(91 * 1250)).toMatch(/^\d,\d{3}\.\d{2}$/);
    expect(total?.[0]).toBe('Total');
    const sumsOf = (key: string) => json.rows.reduce((s, r) => s + Number(r[key]), 0);
    expect(total?.[def.columns.findIndex((c) => c.key === 'net_sen')]).toBe(ringgit(sumsOf('net_sen')));
    expect(total?.[def.columns.findIndex((c) => c.key === 'quantity')]).toBe(String(sumsOf('quantity')));
    expect(json.totals?.net_sen).toBe(sumsOf('net_sen'));
  });

  it('head the columns in Chinese for a Chinese caller', async () => {
    const def: ReportDefinition = reportCatalogue.best_selling_report;
    const [headings, ...lines] = csvOf(await get(w.shop.owner, `${path}/export`, 'zh-CN,zh;q=0.9'));
    expect(headings).toEqual(def.columns.map((c) => reportLabels.zh[`col.${c.key}` as 'col.food']));
    expect(lines.at(-1)?.[0]).toBe(reportLabels.zh.total);
  });

  it('write an XLSX whose cells hold the same figures, money as numbers', async () => {
    const def: ReportDefinition = reportCatalogue.best_selling_report;
    const json = await allRows(w.shop.owner, path);
    const res = await get(w.shop.owner, `${path}/export?format=xlsx&order=quantity:asc`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual(def.columns.map((c) => reportLabels.en[`col.${c.key}` as 'col.food']));
    // Asked in the other order: the least sold first, ranks numbered in that order.
    const asc = [...json.rows].sort((a, b) => Number(a.quantity) - Number(b.quantity));
    asc.forEach((r, i) => {
      const cells = values(i + 2);
      def.columns.forEach((c, j) => {
        const v = r[c.key];
        if (c.key === 'rank') expect(cells[j]).toBe(i + 1);
        else if (c.kind === 'money') expect(cells[j]).toBe(Number(v) / 100);
        else expect(cells[j] ?? null).toEqual(v);
      });
    });
    const amount = def.columns.findIndex((c) => c.key === 'amount_sen') + 1;
    expect(sheet.getRow(2).getCell(amount).numFmt).toBe('#,##0.00');
    expect(typeof sheet.getRow(2).getCell(amount).value).toBe('number');
    expect(values(asc.length + 2)[0]).toBe('Total');
    expect(sheet.rowCount).toBe(asc.length + 2);
  });

  it('shows paid times in Kuala Lumpur, to the minute', async () => {
    const detail = reportCatalogue.sales_report_detail;
    const json = await allRows(w.shop.owner, detail.path, 2);
    const [, ...lines] = csvOf(await get(w.shop.owner, `${detail.path}/export`));
    const at = detail.columns.findIndex((c) => c.key === 'paid_at');
    expect(lines.slice(0, -1).map((l) => l[at])).toEqual(
      json.rows.map((r) =>
        new Date(Date.parse(String(r.paid_at)) + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' '),
      ),
    );
  });

  it('export a payout list: the items the list shows, in its columns', async () => {
    const list = (await get(admin, '/api/admin/report/commission_payout?length=500')).json().data as {
      id: number;
      kind: string;
      beneficiary: { name: string };
      payable_sen: number;
    }[];
    expect(list.length).toBeGreaterThan(0);
    const res = await get(admin, '/api/admin/report/commission_payout/export');
    expect(res.headers['content-disposition']).toMatch(/filename="commission_payout-[\d-]+\.csv"/);
    const [headings, ...lines] = csvOf(res);
    const keys = reportCatalogue.commission_payout.columns.map((c) => c.key as string);
    expect(headings).toEqual(keys.map((k) => reportLabels.en[`col.${k}` as 'col.id']));
    expect(lines.map((l) => Number(l[keys.indexOf('id')]))).toEqual(list.map((i) => i.id));
    expect(lines.map((l) => l[keys.indexOf('kind')])).toEqual(
      list.map((i) => reportLabels.en[`kind.${i.kind}` as 'kind.cashback']),
    );
    expect(lines.map((l) => l[keys.indexOf('payable_sen')])).toEqual(list.map((i) => ringgit(i.payable_sen)));
    expect(lines.map((l) => l[keys.indexOf('beneficiary')])).toEqual(list.map((i) => i.beneficiary.name));
  });

  it('export every report of the catalogue, in both formats, every code written as words', async () => {
    const buddyId = (await w.buddy()).id;
    // Every raw value a code column can hold, and what an unnamed code would come out as (its key).
    const raw = new Set<string>(Object.values(reportCodes).flat());
    const looksLikeKey = /^(title|col|method|type|kind|status|rank|account|unit)\.[a-z_]+$/;
    const codedSeen = new Map<string, number>();
    for (const name of reportNames) {
      const def: ReportDefinition = reportCatalogue[name];
      const q =
        def.audience === 'merchant'
          ? `&merchant_id=${w.shop.fx.merchantId}`
          : name === 'cashback_history'
            ? `&id=${buddyId}`
            : '';
      for (const [format, lang] of [
        ['csv', 'en'],
        ['csv', 'zh'],
        ['xlsx', 'zh'],
      ] as const) {
        const res = await get(admin, `${def.path}/export?format=${format}${q}`, lang);
        expect(res.statusCode, `${name} ${format}: ${res.body}`).toBe(200);
        expect(res.headers['content-disposition']).toContain(`filename="${name}-`);
        const rows = format === 'csv' ? csvOf(res).slice(1) : await xlsxRows(res);
        const words: Record<string, string> = reportLabels[lang];
        fileColumnsOf(def).forEach((c, j) => {
          rows.forEach((row, i) => {
            const cell = row[j];
            if (typeof cell !== 'string' || cell === '') return;
            if (def.totals && i === rows.length - 1 && j === 0 && cell === words.total) return;
            expect(looksLikeKey.test(cell), `${name} ${format} ${lang} ${c.key}: ${cell}`).toBe(false);
            if (c.kind !== 'code') return;
            const word = Object.entries(words).find(([k, v]) => k.startsWith(`${c.key}.`) && v === cell);
            expect(word, `${name} ${format} ${lang} ${c.key}: "${cell}" is not a label`).toBeTruthy();
            expect(raw.has(cell), `${name} ${c.key}: "${cell}" is a raw code`).toBe(false);
            codedSeen.set(c.key, (codedSeen.get(c.key) ?? 0) + 1);
          });
        });
      }
    }
    // The scan read real cells of every kind of code, not empty reports.
    for (const key of Object.keys(reportCodes)) expect(codedSeen.get(key) ?? 0, key).toBeGreaterThan(0);
  });

  it('refuse callers the report refuses, and formats it does not write', async () => {
    expect((await get(buddy, `${path}/export`)).statusCode).toBe(403);
    const agent = await t.token('agent');
    expect((await get(agent, `${reportCatalogue.accounting.path}/export`)).statusCode).toBe(403);
    expect((await get(buddy, '/api/admin/report/payout/export')).statusCode).toBe(403);
    const bad = await get(w.shop.owner, `${path}/export?format=pdf`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['format']);
    const backwards = await get(w.shop.owner, `${path}/export?startDate=2026-02-02&endDate=2026-02-01`);
    expect(backwards.statusCode).toBe(400);
    expect(Object.keys(backwards.json().errors)).toEqual(['endDate']);
  });
});
