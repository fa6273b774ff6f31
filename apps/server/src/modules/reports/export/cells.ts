import {
  codeLabelKey,
  isIdentifierColumn,
  type ReportColumn,
  type ReportDefinition,
  reportLabel,
  type TReportRow,
} from '@meja/contracts';
import { csvCell } from '../../../lib/csv';

/**
 * How a report's cell is written to a file (SPEC §9): money truncated to 2 decimals with
 * thousands separators in CSV, and a number with that format in XLSX; points and counts as
 * integers; days as YYYY-MM-DD; instants as Kuala Lumpur time 'YYYY-MM-DD HH:mm'. Code columns
 * (payment methods, kinds, statuses, ranks, ledger accounts) as their labels in the caller's words.
 */

const klOffsetMs = 8 * 3_600_000;

/**
 * A column as a file writes it. Most are the catalogue's own; points at their RM value
 * (`points_value`) are two, side by side: the RM amount (money) and the points (a count), each
 * under the column's heading with its unit.
 */
export interface FileColumn extends ReportColumn {
  /** The row's key the cell is read from (`key` is the file column's own, unique). */
  readonly source: string;
  readonly heading: (locale: string) => string;
}

export function fileColumnsOf(def: ReportDefinition): FileColumn[] {
  return def.columns.flatMap((c): FileColumn[] => {
    const heading = (locale: string) => reportLabel(locale, `col.${c.key}`);
    if (c.kind !== 'points_value') return [{ ...c, source: c.key, heading }];
    const unit = (key: string) => (locale: string) =>
      reportLabel(locale, key).replace('{{heading}}', heading(locale));
    return [
      { key: c.key, kind: 'money', source: c.key, heading: unit('unit.in_rm') },
      { key: `${c.key}:points`, kind: 'points', source: c.key, heading: unit('unit.in_points') },
    ];
  });
}

export const headingsOf = (def: ReportDefinition, locale: string) =>
  fileColumnsOf(def).map((c) => c.heading(locale));

/** Sen (integer) → "1,234.50": truncated, never rounded, with separators; "-5.00" below zero. */
export function moneyText(sen: number): string {
  const whole = Math.trunc(sen);
  const abs = Math.abs(whole);
  const ringgit = String(Math.trunc(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole < 0 ? '-' : ''}${ringgit}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * An instant the report gives as text (ISO, or PostgreSQL's "2026-11-24 03:48:59.1+00") as a
 * Date; a time without a zone is UTC, as the database keeps it.
 */
export function instantOf(text: string): Date | undefined {
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}(?::?\d{2})?)?$/.exec(
    text.trim(),
  );
  if (!m) return undefined;
  let zone = m[3] ?? 'Z';
  if (/^[+-]\d{2}$/.test(zone)) zone = `${zone}:00`;
  else if (/^[+-]\d{4}$/.test(zone)) zone = `${zone.slice(0, 3)}:${zone.slice(3)}`;
  const at = new Date(`${m[1]}T${m[2]}${zone}`);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

/** An instant as the Kuala Lumpur wall clock, held in a Date's UTC fields (what a spreadsheet shows). */
const klWallClock = (at: Date) => new Date(at.getTime() + klOffsetMs);

export const klMinute = (at: Date) => klWallClock(at).toISOString().slice(0, 16).replace('T', ' ');

const textOf = (column: ReportColumn, value: string | number, locale: string) => {
  const key = codeLabelKey(column, value);
  return key ? reportLabel(locale, key) : String(value);
};

/** The row as CSV cells, in the catalogue's column order. */
export function csvCells(def: ReportDefinition, row: TReportRow, locale: string, total?: boolean): string[] {
  return fileColumnsOf(def).map((c) => {
    const v = row[c.source];
    if (v === null || v === undefined || (total && isIdentifierColumn(c))) return '';
    switch (c.kind) {
      case 'money': {
        // Our own digits: safe from formulas, quoted for the thousands separator.
        const text = moneyText(Number(v));
        return text.includes(',') ? `"${text}"` : text;
      }
      case 'count':
      case 'points':
      case 'percent':
        return String(Number(v));
      case 'day':
        return csvCell(String(v).slice(0, 10));
      case 'datetime': {
        const at = instantOf(String(v));
        return csvCell(at ? klMinute(at) : String(v));
      }
      default:
        return csvCell(textOf(c, v, locale));
    }
  });
}

export type XlsxCell = string | number | Date | null;

/** The row as XLSX values: money in ringgit (numbers), days and instants as dates (KL wall clock). */
export function xlsxCells(
  def: ReportDefinition,
  row: TReportRow,
  locale: string,
  total?: boolean,
): XlsxCell[] {
  return fileColumnsOf(def).map((c) => {
    const v = row[c.source];
    if (v === null || v === undefined || (total && isIdentifierColumn(c))) return null;
    switch (c.kind) {
      case 'money':
        // Sen are integers, so sen/100 is the exact truncated amount.
        return Number(v) / 100;
      case 'count':
      case 'points':
      case 'percent':
        return Number(v);
      case 'day': {
        const day = String(v).slice(0, 10);
        return /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00Z`) : String(v);
      }
      case 'datetime': {
        const at = instantOf(String(v));
        return at ? klWallClock(at) : String(v);
      }
      default:
        return textOf(c, v, locale);
    }
  });
}

/** Each column's XLSX number format. */
export const xlsxFormatOf = (c: ReportColumn): string | undefined =>
  ({ money: '#,##0.00', count: '0', points: '0', day: 'yyyy-mm-dd', datetime: 'yyyy-mm-dd hh:mm' })[
    c.kind as string
  ];
