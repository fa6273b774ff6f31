import { calls, type ReportDefinition, type ReportName, type TReportQuery } from '@meja/contracts';
import { canList } from '@meja/contracts/permissions';
import {
  ledgerAccountFamilies,
  paymentMethodsOfReports,
  reportCatalogue,
} from '@meja/contracts/report-catalogue';
import { audienceOf, picksMerchant, type ReportScreenName } from './screens';

type Reader = Parameters<typeof picksMerchant>[0];

export interface TypeControl {
  /** The values offered; `labels` says where their words are (`type.day`, `method.fpx`) if anywhere. */
  options: readonly string[];
  labels?: 'type' | 'method';
  /** The report's own default, when "all" is not a choice. */
  initial?: string;
}

/** What a report's screen offers above its table, from its catalogue entry and who reads it. */
export interface ReportControls {
  /** Merchant reports need one merchant from admins and agents (kept in the address); others may narrow to one. */
  merchant: 'required' | 'optional' | 'none';
  type?: TypeControl;
  /** `id`: the buddy (cashback history) or the agent (commission) a report narrows to. */
  person?: 'buddy' | 'agent';
  /** sales_report_detail: one day and a time window within it, instead of a date range. */
  dayWindow: boolean;
  search: boolean;
}

export function controlsOf(name: ReportScreenName, me: Reader): ReportControls {
  const def: ReportDefinition = reportCatalogue[name];
  const has = (f: ReportDefinition['filters'][number]) => def.filters.includes(f);
  const merchant =
    !has('merchant_id') || !picksMerchant(me)
      ? 'none'
      : audienceOf(name) === 'merchant'
        ? 'required'
        : 'optional';
  let type: TypeControl | undefined;
  if (name === 'sales_report') type = { options: def.types ?? [], labels: 'type', initial: def.types?.[0] };
  else if (name === 'pg_report') type = { options: paymentMethodsOfReports, labels: 'method' };
  else if (name === 'accounting') type = { options: ledgerAccountFamilies };
  let person: ReportControls['person'];
  if (has('id') && name === 'cashback_history') person = 'buddy';
  // Only those who may list agents can pick one; agents read themselves and their downline.
  else if (has('id') && canList(me.role, 'agent')) person = 'agent';
  return {
    merchant,
    type,
    person,
    dayWindow: has('date') || has('time'),
    search: name === 'best_selling_report',
  };
}

/** A report's query without its paging: what an export covers (every row, in the same order). */
export function exportQueryOf(query: TReportQuery, format: 'csv' | 'xlsx'): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key === 'start' || key === 'length') continue;
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  params.set('format', format);
  return params;
}

/** `GET {report path}/export?…`, below the API's base. */
export const exportPathOf = (name: ReportName, query: TReportQuery, format: 'csv' | 'xlsx') =>
  `${calls.reports.exportOf(name).path}?${exportQueryOf(query, format)}`;

/** The saved file's name when the server does not give one: sales_report_2026-11-01_2026-11-30.csv */
export const fileNameOf = (
  name: ReportName,
  range: { from: string; to: string } | undefined,
  format: 'csv' | 'xlsx',
) => `${[name, range?.from, range?.to].filter(Boolean).join('_')}.${format}`;

/** The name in a Content-Disposition header (`filename*=` first, as RFC 6266 prefers), if any. */
export function fileNameFrom(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain?.[1]?.trim() || undefined;
}
