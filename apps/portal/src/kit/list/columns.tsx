import { Button, Space, Switch, Tooltip } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { showReply } from '../../lib/form-errors';
import { klDateTime } from '../../lib/kl-time';
import type { Sort } from './useListState';

/** An antd column, and the server's `order` column when the list sorts by it. */
export type ListColumn<Row> = ColumnType<Row> & { sort?: string };

/** An instant in Kuala Lumpur time, "YYYY-MM-DD HH:mm" (lib/kl-time.ts). */
export const dateTime = (at: string | null) => klDateTime(at);
export const orDash = (v: string | null) => v || '—';

/** antd's sort marks from the list's sort; `key` defaults to the sort column, or the field shown. */
export function withSort<Row>(columns: ListColumn<Row>[], sort: Sort | undefined): ColumnType<Row>[] {
  return columns.map(({ sort: column, ...c }) => {
    const key = c.key ?? column ?? (c.dataIndex as string | undefined);
    if (!column) return { ...c, key };
    const order = sort?.column === column ? (sort.direction === 'asc' ? 'ascend' : 'descend') : null;
    return { ...c, key, sorter: true, sortOrder: order };
  });
}

/** The server's `order` column of a column antd says was clicked. */
export const sortOf = <Row,>(columns: ListColumn<Row>[], key: unknown, ascending: boolean | null) => {
  const column = columns.find((c) => (c.key ?? c.sort ?? c.dataIndex) === key)?.sort;
  return column && ascending !== null
    ? ({ column, direction: ascending ? 'asc' : 'desc' } as Sort)
    : undefined;
};

export interface RowAction {
  label: string;
  icon?: ReactNode;
  onClick: () => void;
  danger?: boolean;
  /** Said on hover. */
  hint?: string;
}

/** Small buttons in a row (Edit, Delete, ...). */
export function actionsColumn<Row>(title: string, actions: (row: Row) => RowAction[]): ListColumn<Row> {
  return {
    key: 'actions',
    title,
    render: (_, row) => (
      <Space wrap size={4}>
        {actions(row).map(({ label, icon, onClick, danger, hint }) => {
          const button = (
            <Button key={label} size="small" danger={danger} icon={icon} onClick={onClick}>
              {label}
            </Button>
          );
          return hint ? (
            <Tooltip key={label} title={hint}>
              {button}
            </Tooltip>
          ) : (
            button
          );
        })}
      </Space>
    ),
  };
}

interface Toggle {
  isPending: boolean;
  variables?: { id: number };
  mutateAsync: (v: { id: number }) => Promise<{ message?: string }>;
}

/** On ⇄ off at once, named for screen readers "Visible: Soups". */
export function switchColumn<Row extends { id: number; name: string; status: number }>(
  title: string,
  toggle: Toggle,
  width?: number,
): ListColumn<Row> {
  return {
    key: 'status',
    title,
    width,
    render: (_, row) => (
      <Switch
        checked={row.status === 1}
        aria-label={`${title}: ${row.name}`}
        loading={toggle.isPending && toggle.variables?.id === row.id}
        onChange={() => showReply(toggle.mutateAsync({ id: row.id }))}
      />
    ),
  };
}

/** "Edit" as a link in a row that also opens on click: the click is the button's alone. */
export function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      type="link"
      size="small"
      onClick={(e) => {
        e.stopPropagation();
        onClick();
      }}
    >
      {label}
    </Button>
  );
}

export const editColumn = <Row,>(
  title: string,
  label: string,
  onEdit: (row: Row) => void,
): ListColumn<Row> => ({
  key: 'actions',
  title,
  render: (_, row) => <EditButton label={label} onClick={() => onEdit(row)} />,
});
