import type { ReportColumn } from '@meja/contracts';
import { formatMoney, formatPercent } from '@meja/contracts/money-format';
import { codeLabelKey, isIdentifierColumn } from '@meja/contracts/report-catalogue';
import { klDateTime } from '../lib/kl-time';

/**
 * How a report's cells read on screen (SPEC §9): money in RM truncated to two decimals with
 * thousands separators, points and counts as whole numbers with separators, points among money
 * columns (`points_value`) as RM with the points beside, days as they come (already Kuala Lumpur
 * days), instants in Kuala Lumpur time.
 */

export { klDateTime };

/** A whole number with thousands separators; a fraction is cut, never rounded up. */
export function wholeNumber(n: number): string {
  const whole = Math.trunc(n);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole < 0 ? '-' : ''}${digits}`;
}

export type Words = (key: string) => string | undefined;

/** A cell as people read it; `words` names codes (payment methods, kinds, statuses). */
export function formatCell(
  column: Pick<ReportColumn, 'key' | 'kind'>,
  value: string | number | null | undefined,
  words: Words = () => undefined,
): string {
  if (value === null || value === undefined || value === '') return '—';
  switch (column.kind) {
    case 'money':
      return formatMoney(Number(value));
    case 'points_value': {
      // 1 point = 1 sen: the RM they are worth, then how many points that was.
      const points = (words('unit.points') ?? '{{points}} pts').replace(
        '{{points}}',
        wholeNumber(Number(value)),
      );
      return `${formatMoney(Number(value))} · ${points}`;
    }
    case 'points':
    case 'count':
      return isIdentifierColumn(column) ? String(value) : wholeNumber(Number(value));
    case 'percent':
      return formatPercent(Number(value));
    case 'datetime':
      return klDateTime(String(value));
    case 'day':
      return String(value);
    case 'code':
      return words(codeLabelKey(column, String(value)) ?? '') ?? String(value);
    default:
      return String(value);
  }
}

/** A chart's figure in the unit people read: RM for money (sen ÷ 100), else as it is. */
export const chartValue = (kind: ReportColumn['kind'] | undefined, y: number) =>
  kind === 'money' ? Math.trunc(y) / 100 : y;
