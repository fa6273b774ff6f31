import { type ReportParams, useReport } from '@meja/client';
import type { ReportColumn, ReportDefinition, TReportPage, TReportQuery, TReportRow } from '@meja/contracts';
import { isIdentifierColumn, reportCatalogue } from '@meja/contracts/report-catalogue';
import { Result, Table, type TableProps, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import type { ListColumn } from '../kit/list/columns';
import type { ListFilter, TextKey } from '../kit/list/ListFilters';
import { ListPage, type Page, type Rows } from '../kit/list/ListPage';
import { Forbidden, NotFoundPage } from '../kit/Results';
import { useSession } from '../lib/session';
import { MerchantSelect, merchantFilter } from '../orders/MerchantSelect';
import { dayWindowFilters, personFilter, rangeFilter, typeFilter } from './filters';
import { chartValue, formatCell, type Words, wholeNumber } from './format';
import { controlsOf } from './query';
import { ReportButtons } from './ReportButtons';
import { isReportScreen, mayRead, type ReportScreenName } from './screens';
import './reports.css';

const ReportChart = lazy(() => import('./ReportChart'));

/** A report row as the list holds it: reports have no row ids, so its place on the page names it. */
interface Item {
  id: number;
  row: TReportRow;
}
type ItemPage = Page<Item> & { report: TReportPage };
type Range = TReportPage['range'];

const numeric: ReadonlySet<ReportColumn['kind']> = new Set([
  'count',
  'money',
  'points',
  'points_value',
  'percent',
]);
const idOf = (raw: string | null) => (raw && /^\d{1,10}$/.test(raw) ? Number(raw) : undefined);

/** The list's data hook for one report; `seen` is told the query each time the list asks. */
const rowsOf =
  (name: ReportScreenName, seen: (query: ReportParams) => void) =>
  (query: ReportParams, options: { enabled: boolean }): Rows<Item> => {
    seen(query);
    const rows = useReport(name, query, options);
    const data = useMemo(
      (): ItemPage | undefined =>
        rows.data && {
          data: rows.data.data.map((row, i) => ({ id: i, row })),
          recordsTotal: rows.data.recordsTotal,
          recordsFiltered: rows.data.recordsFiltered,
          report: rows.data,
        },
      [rows.data],
    );
    return { ...rows, data };
  };

/**
 * /reports/:name — every report of the catalogue (packages/contracts/src/report-catalogue.ts) on the one
 * list page: its columns formatted by kind, a totals row, its chart, its filters, export and print.
 * An unknown report is not found; one the role may not read, not allowed.
 */
export default function ReportPage() {
  const { name } = useParams();
  const user = useSession()?.user;
  if (!isReportScreen(name)) return <NotFoundPage />;
  if (!user) return null;
  if (!mayRead(user, name)) return <Forbidden />;
  return <ReportScreen key={name} name={name} me={user} />;
}

function ReportScreen({ name, me }: { name: ReportScreenName; me: Parameters<typeof controlsOf>[1] }) {
  const { t, i18n } = useTranslation();
  const def: ReportDefinition = reportCatalogue[name];
  const controls = controlsOf(name, me);
  const [params, setParams] = useSearchParams();
  const [applied, setApplied] = useState<Range>();
  const asked = useRef<TReportQuery>({});
  const title = `report.title.${name}` as TextKey;
  const words: Words = (key) => (i18n.exists(`report.${key}`) ? t(`report.${key}` as TextKey) : undefined);

  // The merchant lives in the address (linkable, and kept on reload); merchant reports need one.
  const merchantId = controls.merchant === 'none' ? undefined : idOf(params.get('merchant_id'));
  const choose = (id: number | undefined) => setParams(id ? { merchant_id: String(id) } : {});
  const missing = controls.merchant === 'required' && merchantId === undefined;

  if (missing) {
    return (
      <div className="report-screen">
        <Typography.Title level={2}>{t(title)}</Typography.Title>
        <Result
          status="info"
          title={t('reports.chooseMerchant')}
          extra={
            <MerchantSelect
              id={`report-merchant-${name}`}
              value={undefined}
              onChange={choose}
              placeholder={t('reports.pickMerchant')}
              label={t('reports.merchant')}
            />
          }
        />
      </div>
    );
  }

  const byMerchant = merchantFilter('reports.merchant', {
    value: merchantId,
    onChange: choose,
    placeholder: t(controls.merchant === 'required' ? 'reports.pickMerchant' : 'reports.allMerchants'),
  });
  const filters: ListFilter[] = [
    ...(controls.merchant === 'none' ? [] : [byMerchant]),
    ...(controls.dayWindow ? dayWindowFilters(t) : [rangeFilter(t, applied)]),
    ...(controls.type ? [typeFilter(t, name, controls.type)] : []),
    ...(controls.person ? [personFilter(controls.person)] : []),
  ];
  const columns: ListColumn<Item>[] = def.columns.map((c) => ({
    key: c.key,
    title: t(`report.col.${c.key}` as TextKey),
    align: numeric.has(c.kind) ? 'right' : undefined,
    sort: c.sortable ? c.key : undefined,
    render: (_, item) => formatCell(c, item.row[c.key], words),
  }));

  return (
    <div className="report-screen">
      <ListPage<Item, ReportParams>
        // Another merchant starts again on the first page with fresh filters.
        key={merchantId ?? 'all'}
        id={`report-${name}`}
        texts={{
          title,
          intro: 'reports.intro',
          empty: 'reports.empty',
          noMatch: 'reports.noMatch',
          total: 'reports.total',
          noAccess: 'reports.noAccess',
          filters: 'reports.filters',
        }}
        scope={{ allowed: true, merchantId }}
        useRows={rowsOf(name, (query) => {
          asked.current = query;
        })}
        pageSize={20}
        search={controls.search ? { placeholder: 'reports.search' } : undefined}
        filters={filters}
        columns={columns}
        columnChoice
        actions={() => <ReportButtons name={name} query={() => asked.current} range={applied} />}
        table={(props, rows) => (
          <ReportBody
            def={def}
            title={t(title)}
            props={props}
            page={rows.data as ItemPage | undefined}
            words={words}
            onRange={setApplied}
            t={t}
          />
        )}
      />
    </div>
  );
}

interface BodyProps {
  def: ReportDefinition;
  title: string;
  props: TableProps<Item>;
  page: ItemPage | undefined;
  words: Words;
  onRange: (range: Range) => void;
  t: TFunction;
}

/** The applied range (on paper too), the chart, and the table with its totals row. */
function ReportBody({ def, title, props, page, words, onRange, t }: BodyProps) {
  const report = page?.report;
  const from = report?.range.from;
  const to = report?.range.to;
  useEffect(() => {
    if (from && to) onRange({ from, to });
  }, [from, to, onRange]);

  return (
    <>
      {from && to && (
        <Typography.Paragraph className="report-range" strong>
          {t('reports.range', { from, to })}
        </Typography.Paragraph>
      )}
      {/* A range with nothing to draw shows no empty frame. */}
      {def.chart && report?.chart?.length ? (
        <Suspense fallback={<div style={{ height: 260, marginBottom: 16 }} />}>
          <ChartOf def={def} title={title} points={report.chart} words={words} t={t} />
        </Suspense>
      ) : null}
      <Table<Item>
        {...props}
        summary={() =>
          report?.totals && report.recordsFiltered > 0 && totalsRow(def, props, report.totals, t, words)
        }
      />
    </>
  );
}

/** Under the rows: every summed column over all the rows the filters keep (not only this page). */
function totalsRow(
  def: ReportDefinition,
  props: TableProps<Item>,
  totals: TReportRow,
  t: TFunction,
  words: Words,
) {
  const shown = (props.columns ?? []).map((c) => def.columns.find((d) => d.key === c.key));
  const sums = (c: ReportColumn | undefined): c is ReportColumn =>
    c !== undefined && numeric.has(c.kind) && !isIdentifierColumn(c);
  // "Total" goes in the first column that sums nothing; the summed columns keep their place.
  const labelAt = shown.findIndex((c) => !sums(c));
  return (
    <Table.Summary>
      <Table.Summary.Row className="report-totals">
        {shown.map((c, i) => (
          <Table.Summary.Cell key={c?.key ?? i} index={i} align={sums(c) ? 'right' : undefined}>
            {i === labelAt ? (
              <Typography.Text strong>{t('report.total')}</Typography.Text>
            ) : sums(c) ? (
              <Typography.Text strong>{formatCell(c, totals[c.key], words)}</Typography.Text>
            ) : null}
          </Table.Summary.Cell>
        ))}
      </Table.Summary.Row>
    </Table.Summary>
  );
}

function ChartOf({
  def,
  title,
  points,
  words,
  t,
}: {
  def: ReportDefinition;
  title: string;
  points: NonNullable<TReportPage['chart']>;
  words: Words;
  t: TFunction;
}) {
  const spec = def.chart;
  const yKind =
    spec &&
    (def.columns.find((c) => c.key === spec.y)?.kind ?? (spec.y.endsWith('_sen') ? 'money' : 'count'));
  const labels = useMemo(() => {
    const x = def.columns.find((c) => c.key === spec?.x);
    return points.map((p) => (x?.kind === 'code' ? formatCell(x, p.x, words) : p.x));
  }, [points, spec, def, words]);
  const values = useMemo(() => points.map((p) => chartValue(yKind, p.y)), [points, yKind]);
  if (!spec) return null;
  const format = (v: number) =>
    yKind === 'money' ? formatCell({ key: spec.y, kind: 'money' }, Math.round(v * 100)) : wholeNumber(v);
  // Read aloud in place of the picture: the first dozen points say what it shows.
  const summary = t('reports.chartSummary', {
    title,
    measure: t(`report.col.${spec.y}` as TextKey),
    by: t(`report.col.${spec.x}` as TextKey),
    points: labels
      .slice(0, 12)
      .map((l, i) => `${l} ${format(values[i] ?? 0)}`)
      .join('; '),
  });
  return <ReportChart spec={spec} labels={labels} values={values} summary={summary} format={format} />;
}
