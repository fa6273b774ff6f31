import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { type ReportDefinition, reportLabel, type TReportRow } from '@meja/contracts';
import { csvCell, csvLine as line } from '../../../lib/csv';
import { csvCells, fileColumnsOf, headingsOf, xlsxCells, xlsxFormatOf } from './cells';

/**
 * The files an export sends, written as the rows arrive so a large report never sits in memory:
 * each batch of rows is read only when the client has taken the previous one.
 */

export interface FileParts {
  readonly def: ReportDefinition;
  readonly locale: string;
  /** The sheet's name (XLSX): the report's title. */
  readonly title: string;
  readonly rows: AsyncIterable<TReportRow[]>;
  readonly totals: TReportRow | null;
}

const totalLabel = (locale: string) => reportLabel(locale, 'total');

/**
 * CSV: UTF-8 with a byte-order mark (so Excel reads Chinese headings and names right), CRLF line
 * ends, the headings in the caller's language, and a totals row last when the report has one.
 */
export function csvFile(p: FileParts): Readable {
  async function* lines() {
    yield `\uFEFF${line(headingsOf(p.def, p.locale).map(csvCell))}`;
    for await (const batch of p.rows) yield batch.map((r) => line(csvCells(p.def, r, p.locale))).join('');
    if (p.totals) {
      const cells = csvCells(p.def, p.totals, p.locale, true);
      cells[0] = csvCell(totalLabel(p.locale));
      yield line(cells);
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

/** Excel limits a sheet's name to 31 characters and refuses a few. */
const sheetName = (title: string) => title.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Report';

/**
 * XLSX through exceljs's streaming writer: rows are committed as they come (the writer keeps none
 * of them), money as numbers formatted '#,##0.00', days and times as dates. The returned stream
 * is the file; a failure half way destroys it, which aborts the download.
 */
export function xlsxFile(p: FileParts): PassThrough {
  const out = new PassThrough();
  const write = async () => {
    // Loaded on the first XLSX export: it costs ~0.6 s at every start otherwise (issue 16).
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = book.addWorksheet(sheetName(p.title), { views: [{ state: 'frozen', ySplit: 1 }] });
    const headings = headingsOf(p.def, p.locale);
    sheet.columns = fileColumnsOf(p.def).map((c, i) => ({
      key: c.key,
      width: Math.max(12, (headings[i] ?? '').length + 4),
      style: xlsxFormatOf(c) ? { numFmt: xlsxFormatOf(c) } : {},
    }));
    const heading = sheet.addRow(headings);
    heading.font = { bold: true };
    heading.commit();
    for await (const batch of p.rows) {
      for (const r of batch) sheet.addRow(xlsxCells(p.def, r, p.locale)).commit();
      // The zip has fallen behind the client: wait before reading the next batch.
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    if (p.totals) {
      const cells = xlsxCells(p.def, p.totals, p.locale, true);
      cells[0] = totalLabel(p.locale);
      const row = sheet.addRow(cells);
      row.font = { bold: true };
      row.commit();
    }
    sheet.commit();
    await book.commit();
  };
  write().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}
