import { paymentStatuses, type TOrderListItem, type TOrderSummary } from '@meja/contracts';
import { Space } from 'antd';
import type { TFunction } from 'i18next';
import { choiceFilter } from '../kit/list/choice-filter';
import type { ListColumn } from '../kit/list/columns';
import type { ListFilter } from '../kit/list/ListFilters';
import { dateTime, FoodTag, formatRM, methodText, OrderFlags, orderLabel, PaymentTag } from './format';
import { OrderActionsCompact, type OrderModal } from './OrderModals';
import { Payer } from './Payer';

type Show = (kind: OrderModal, order: TOrderSummary) => void;

/** The columns of order history and the admins' listing; `store` for lists across merchants. */
export function orderColumns(
  t: TFunction,
  o: { store: boolean; canAct: boolean; show: Show },
): ListColumn<TOrderListItem>[] {
  const columns: ListColumn<TOrderListItem>[] = [
    { key: 'order_no', title: t('orders.fields.orderNo'), render: (_, r) => orderLabel(t, r) },
    { key: 'receipt_no', title: t('orders.fields.receiptNo'), render: (_, r) => r.receipt_no ?? '—' },
    {
      key: 'created_at',
      sort: 'created_at',
      title: t('orders.fields.created'),
      render: (_, r) => dateTime(r.created_at),
    },
    { key: 'table', title: t('orders.fields.table'), render: (_, r) => r.table_name ?? '—' },
    {
      key: 'total',
      sort: 'total',
      title: t('orders.fields.total'),
      align: 'right',
      render: (_, r) => formatRM(r.rounded_total_sen),
    },
    {
      key: 'payment',
      title: t('orders.fields.payment'),
      render: (_, r) => (
        <Space size={[4, 4]} wrap>
          <PaymentTag status={r.payment_status} />
          <OrderFlags order={r} />
        </Space>
      ),
    },
    {
      key: 'food',
      title: t('orders.fields.food'),
      render: (_, r) => (r.status === 'unpaid' ? '—' : <FoodTag status={r.status} />),
    },
    { key: 'channel', title: t('orders.fields.channel'), render: (_, r) => t(`orders.channel.${r.channel}`) },
    { key: 'method', title: t('orders.fields.method'), render: (_, r) => methodText(t, r.payment_method) },
    { key: 'payer', title: t('orders.fields.payer'), render: (_, r) => <Payer payer={r.payer} /> },
  ];
  if (o.store)
    columns.splice(1, 0, { key: 'store', title: t('orders.fields.store'), dataIndex: 'store_name' });
  columns.push({
    key: 'actions',
    title: '',
    // Pinned: on a screen too narrow for every column, the row's actions stay in view.
    fixed: 'right',
    render: (_, r) => (
      // The row opens the detail on click; its buttons do their own thing.
      // biome-ignore lint/a11y/noStaticElementInteractions: only stops the row's click
      <span onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
        <OrderActionsCompact order={r} canAct={o.canAct} show={o.show} />
      </span>
    ),
  });
  return columns;
}

/** The payment status filter of the order lists. */
export const paymentFilter = (t: TFunction): ListFilter =>
  choiceFilter(
    'payment_status',
    'orders.fields.payment',
    t('orders.board.allStatuses'),
    paymentStatuses.map((s) => ({ value: s, label: t(`orders.payment.${s}`) })),
    160,
  );
