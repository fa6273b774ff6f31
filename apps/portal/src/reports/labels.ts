import type { ReportLabelKey } from '@meja/contracts';
import { reportLabels } from '@meja/contracts/report-labels';

/**
 * The report labels of contracts (`title.sales_report`, `col.gross_sen` …, shared with the
 * exports) as the portal's catalogue holds texts: nested under `report`, so `t('report.col.…')`
 * finds them with i18next's usual key separator.
 */
type Group<G extends string> = {
  [K in ReportLabelKey as K extends `${G}.${infer Rest}` ? Rest : never]: string;
};
export type ReportWords = {
  title: Group<'title'>;
  col: Group<'col'>;
  method: Group<'method'>;
  type: Group<'type'>;
  kind: Group<'kind'>;
  status: Group<'status'>;
  rank: Group<'rank'>;
  account: Group<'account'>;
  unit: Group<'unit'>;
  total: string;
};
type Groups = Exclude<keyof ReportWords, 'total'>;

export function nestLabels(flat: Record<ReportLabelKey, string>): ReportWords {
  const groups: Record<Groups, Record<string, string>> = {
    title: {},
    col: {},
    method: {},
    type: {},
    kind: {},
    status: {},
    rank: {},
    account: {},
    unit: {},
  };
  for (const [key, text] of Object.entries(flat)) {
    const dot = key.indexOf('.');
    const group = dot > 0 ? groups[key.slice(0, dot) as Groups] : undefined;
    if (group) group[key.slice(dot + 1)] = text;
  }
  // Every label lands in its group, so the groups have the typed shape.
  return { ...(groups as Omit<ReportWords, 'total'>), total: flat.total };
}

export const reportWordsEn = nestLabels(reportLabels.en);
export const reportWordsZh = nestLabels(reportLabels.zh);
