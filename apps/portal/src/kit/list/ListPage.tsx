import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Result, Space, Table, type TableProps, Typography } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../Results';
import { CardGrid } from './CardGrid';
import { useColumnChoice } from './ColumnChoice';
import { type ListColumn, sortOf, withSort } from './columns';
import { type ListFilter, ListFilters, type SearchBox, type TextKey } from './ListFilters';
import { type ListQuery, type ListState, useListState } from './useListState';

/** One page of rows as the server replies (SPEC paging). */
export interface Page<Row> {
  data: Row[];
  recordsTotal: number;
  recordsFiltered: number;
}

/** What the list reads of its data hook's answer (a TanStack query). */
export interface Rows<Row> {
  data?: Page<Row>;
  error: Error | null;
  isError: boolean;
  isPending: boolean;
  isLoading: boolean;
  isFetching: boolean;
  /** The previous page still shows while this one loads. */
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/** Catalogue sections that name a list's texts the usual way (menuCategories has a title per kind). */
type Section =
  | 'staff'
  | 'tables'
  | 'media'
  | 'stockImages'
  | 'menuOptions'
  | 'courses'
  | 'menuCategories'
  | 'tickets'
  | 'buddies'
  | 'announcements'
  | 'updateLog'
  | 'clearBalance';
type Extra = 'intro' | 'noMatch' | 'filters';
/** The extra texts `section` has under their usual names. */
type ExtraOf<S extends string> = { [K in Extra]: `${S}.${K}` extends TextKey ? K : never }[Extra];

/**
 * A list's texts under their usual names in `section`: title, empty, total, noAccess, and `more`
 * (other keys, or the names of the extra texts the section has: intro, noMatch, filters).
 */
export function textsOf<S extends Exclude<Section, 'menuCategories'>>(
  section: S,
  more?: Partial<ListTexts> | ExtraOf<S>[],
): ListTexts;
export function textsOf(section: Section, more: Partial<ListTexts> & Pick<ListTexts, 'title'>): ListTexts;
export function textsOf(section: Section, more: Partial<ListTexts> | Extra[] = {}): ListTexts {
  const extra = Array.isArray(more)
    ? Object.fromEntries(more.map((name) => [name, `${section}.${name}`]))
    : more;
  return {
    // The overloads make sure `section.title` is a text wherever `more` does not name the title.
    title: `${section}.title` as TextKey,
    empty: `${section}.empty`,
    total: `${section}.total`,
    noAccess: `${section}.noAccess`,
    ...extra,
  };
}

/** Catalogue keys of a list's texts; `total` counts ({{count}}). */
export interface ListTexts {
  title: TextKey;
  intro?: TextKey;
  empty: TextKey;
  /** When a search or filter finds nothing (default: `empty`). */
  noMatch?: TextKey;
  /** A `….total` key: i18next then knows it takes {{count}} alone. */
  total: Extract<TextKey, `${string}.total`>;
  /** The role may not see this list. */
  noAccess?: TextKey;
  /** An admin or agent who has not named a merchant yet: title, and the line under it. */
  chooseMerchant?: [TextKey, TextKey?];
  /** Names the filters' form for screen readers. */
  filters?: TextKey;
}

export interface ListPageProps<Row extends { id: number }, Params> {
  /** Names the list: its filter form and inputs, and where its column choice is kept. */
  id: string;
  texts: ListTexts;
  /**
   * Who may see the list and whose rows it shows: `allowed` is undefined while no one is signed in
   * (nothing shows); `missing`, an admin or agent has not named a merchant yet; `merchantId` goes
   * to the server as merchant_id.
   */
  scope?: { allowed: boolean | undefined; missing?: boolean; merchantId?: number };
  /** The list's data hook, given SPEC's paging parameters, the filters and `params`. */
  useRows: (query: Params, options: { enabled: boolean }) => Rows<Row>;
  params?: Partial<NoInfer<Params>>;
  pageSize?: number;
  search?: SearchBox;
  filters?: ListFilter[];
  /** A table of these columns, or `card` for a grid of photos. */
  columns?: ListColumn<NoInfer<Row>>[];
  card?: (row: NoInfer<Row>, list: ListState) => ReactNode;
  /** Shows the table another way (drag to reorder), given what the list would show. */
  table?: (props: TableProps<NoInfer<Row>>, rows: Rows<NoInfer<Row>>) => ReactNode;
  /** A click on a row (e.g. opens it to edit). */
  onOpen?: (row: NoInfer<Row>) => void;
  /** The primary button at the top ("Create"), given what the list shows. */
  create?: { label: TextKey; onClick: (list: ListState) => void };
  /** More buttons at the top, given the loaded page (e.g. "Print" only with rows). */
  actions?: (page: Page<NoInfer<Row>> | undefined) => ReactNode;
  /** Adds an Export button, handed the list's current query. */
  exports?: (query: NoInfer<Params>) => void;
  /** Lets a person hide columns, remembered per list. */
  columnChoice?: boolean;
  /** Drawers and dialogs the list opens. */
  children?: ReactNode;
}

/**
 * The one list screen of the portal (DESIGN.md): server paging with SPEC's parameters, search,
 * date range, filters, column choice, row actions, load error with retry, access gate, export.
 * A list declares what differs: its data hook, texts, columns or cards, and buttons.
 */
export function ListPage<Row extends { id: number }, Params>(p: ListPageProps<Row, Params>) {
  const { t } = useTranslation();
  const list = useListState(p.pageSize ?? 10, p.filters);
  const { allowed, missing, merchantId } = p.scope ?? { allowed: true };
  const query = { ...list.query, ...p.params, merchant_id: merchantId } as unknown as ListQuery & Params;
  const rows = p.useRows(query, { enabled: Boolean(allowed) && !missing });
  const { shown, chooser } = useColumnChoice(
    p.id,
    (p.columns ?? []) as ListColumn<Row>[],
    Boolean(p.columnChoice),
  );
  const total = rows.data?.recordsFiltered;
  const stale = rows.isPlaceholderData;
  useEffect(() => {
    if (total !== undefined && !stale) list.fit(total);
  }, [total, stale, list.fit]);

  if (allowed === undefined) return null;
  if (!allowed) return <Result status="403" title={p.texts.noAccess && t(p.texts.noAccess)} />;
  if (missing) {
    const [title, subTitle] = p.texts.chooseMerchant ?? [];
    return <Result status="info" title={title && t(title)} subTitle={subTitle && t(subTitle)} />;
  }

  const { texts } = p;
  const empty = t(list.filtered && texts.noMatch ? texts.noMatch : texts.empty);
  const totalText = (count: number) => t(texts.total, { count });
  const create = p.create && (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => p.create?.onClick(list)}>
      {t(p.create.label)}
    </Button>
  );
  const table: TableProps<Row> = {
    rowKey: 'id',
    columns: withSort(shown, list.sort),
    dataSource: rows.data?.data,
    loading: rows.isFetching,
    // As wide as the screen when the cells can wrap to fit (nothing hides past the edge or behind
    // a pinned column); wider, and scrolled, only when they cannot (a phone).
    scroll: { x: true },
    tableLayout: 'auto',
    // Denser cells: a list of ten columns and its actions fits a 1280 px screen.
    size: 'middle',
    locale: { emptyText: empty },
    onChange: (pagination, _filters, sorter) => {
      const s = Array.isArray(sorter) ? sorter[0] : sorter;
      const sort = sortOf(shown, s?.columnKey, s?.order ? s.order === 'ascend' : null);
      list.show(pagination.current ?? 1, pagination.pageSize ?? list.pageSize, sort);
    },
    onRow: (row) => (p.onOpen ? { onClick: () => p.onOpen?.(row), style: { cursor: 'pointer' } } : {}),
    pagination: {
      current: list.page,
      pageSize: list.pageSize,
      total: total ?? 0,
      showSizeChanger: true,
      showTotal: totalText,
    },
  };

  const body = p.card ? (
    <CardGrid
      label={t(texts.title)}
      rows={rows.data?.data ?? []}
      card={(row) => p.card?.(row, list)}
      size="large"
      loading={rows.isFetching}
      pending={rows.isPending}
      empty={empty}
      emptyExtra={!list.filtered && create}
      page={list.page}
      pageSize={list.pageSize}
      total={total ?? 0}
      totalText={totalText}
      sizes={[12, 24, 48, 96]}
      onPage={list.turnTo}
    />
  ) : (
    (p.table?.(table, rows) ?? <Table<Row> {...table} />)
  );

  return (
    <>
      <Flex
        justify="space-between"
        align="center"
        wrap
        gap={16}
        style={{ marginBottom: texts.intro ? 8 : 16 }}
      >
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t(texts.title)}
        </Typography.Title>
        <Space wrap>
          {chooser}
          {p.exports && (
            <Button icon={<DownloadOutlined />} onClick={() => p.exports?.(query)}>
              {t('common.export')}
            </Button>
          )}
          {p.actions?.(rows.data)}
          {create}
        </Space>
      </Flex>
      {texts.intro && <Typography.Paragraph type="secondary">{t(texts.intro)}</Typography.Paragraph>}
      <ListFilters id={p.id} list={list} search={p.search} filters={p.filters} label={texts.filters} />
      {rows.isError ? <LoadError error={rows.error} onRetry={() => rows.refetch()} /> : body}
      {p.children}
    </>
  );
}
