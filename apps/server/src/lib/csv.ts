/**
 * CSV as the files we send write it (payout bank files, report exports): comma-separated, CRLF line
 * ends, and cells that a spreadsheet opens as the text they are.
 */

export type CsvValue = string | number | null | undefined;

/**
 * One CSV cell: quoted when it holds a comma, quote or line break (quotes doubled), and a text
 * starting with = + - @ (or a tab or CR) prefixed with ' so a spreadsheet shows it as text rather
 * than running it as a formula.
 */
export function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of cells already made by `csvCell`, with its CRLF. */
export const csvLine = (cells: readonly string[]) => `${cells.join(',')}\r\n`;
