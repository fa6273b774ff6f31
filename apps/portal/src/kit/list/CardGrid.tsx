import { Empty, Pagination, Spin } from 'antd';
import type { ReactNode } from 'react';

/** Cards fill the width in columns: large for a library page, small for a picker in a dialog. */
const layouts = {
  large: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 16 },
  small: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
    gap: 12,
    minHeight: 120,
  },
} as const;

export interface CardGridProps<Row> {
  /** Names the grid for screen readers. */
  label: string;
  rows: Row[];
  card: (row: Row) => ReactNode;
  size: keyof typeof layouts;
  loading: boolean;
  /** Nothing loaded yet: no "empty" while the first page comes. */
  pending: boolean;
  empty: string;
  /** Under the "empty" text, e.g. the upload button. */
  emptyExtra?: ReactNode;
  page: number;
  pageSize: number;
  total: number;
  totalText: (count: number) => string;
  sizes: number[];
  onPage: (page: number, size: number) => void;
}

/** A page of cards (photos), with its pager; the pager hides while there are none. */
export function CardGrid<Row>(p: CardGridProps<Row>) {
  return (
    <Spin spinning={p.loading}>
      {p.rows.length === 0 && !p.pending ? (
        <Empty description={p.empty} style={{ padding: p.size === 'large' ? '48px 0' : '32px 0' }}>
          {p.emptyExtra}
        </Empty>
      ) : (
        <section aria-label={p.label} style={layouts[p.size]}>
          {p.rows.map(p.card)}
        </section>
      )}
      {p.total > 0 && (
        <Pagination
          style={{ marginTop: 16, justifyContent: 'flex-end' }}
          current={p.page}
          pageSize={p.pageSize}
          total={p.total}
          showSizeChanger={p.sizes.length > 1}
          pageSizeOptions={p.sizes}
          showTotal={p.totalText}
          onChange={p.onPage}
        />
      )}
    </Spin>
  );
}
