import { useCategoryPriority } from '@meja/client';
import type { TCategory } from '@meja/contracts';
import { Table, type TableProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Rows } from '../../kit/list/ListPage';
import { showReply } from '../../lib/form-errors';
import { SortableRows, sortableRowComponents } from './SortableRows';

/**
 * The categories in the order diners see them, all on one screen: a row dragged by its handle
 * moves at once and the new order is saved; a failed save puts it back.
 */
export function OrderedTable({
  table,
  rows,
  merchantId,
}: {
  table: TableProps<TCategory>;
  rows: Rows<TCategory>;
  merchantId?: number;
}) {
  const { t } = useTranslation();
  const priority = useCategoryPriority();
  /** The order on screen: the server's, or the one just dropped while it is being saved. */
  const [order, setOrder] = useState<TCategory[]>([]);
  useEffect(() => {
    if (rows.data && !priority.isPending) setOrder(rows.data.data);
  }, [rows.data, priority.isPending]);

  const move = async (next: TCategory[]) => {
    const before = order;
    setOrder(next);
    const saved = priority.mutateAsync({ ids: next.map((r) => r.id), merchant_id: merchantId });
    if (await showReply(saved)) setOrder((await saved).data);
    else setOrder(before);
  };

  return (
    <SortableRows rows={order} onMove={move} busy={priority.isPending}>
      <Table<TCategory>
        {...table}
        components={sortableRowComponents}
        dataSource={order}
        loading={rows.isLoading}
        pagination={false}
        footer={() => t('menuCategories.total', { count: order.length })}
      />
    </SortableRows>
  );
}
