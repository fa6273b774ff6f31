import { ClockCircleOutlined } from '@ant-design/icons';
import type { TBoardOrder, TOrderSummary } from '@meja/contracts';
import { Card, Flex, Space, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { BillShares } from './BillShares';
import { FireButtons } from './FireButtons';
import { age, clock, FoodTag, formatRM, OrderFlags, openFor, orderLabel, PaymentTag } from './format';
import { GuestsButton } from './GuestsButton';
import { OrderActionsCompact, type OrderModal } from './OrderModals';

/** Lines shown on a card before "+ N more". */
const LINES_SHOWN = 4;

/**
 * One order on the live board: number, table, time and age, total, payment and food status,
 * channel and take-away, its first lines, and the cashier's actions. `fresh`: just arrived or
 * changed, highlighted for a few seconds.
 */
export function OrderCard({
  order,
  now,
  fresh,
  canAct,
  showStore,
  show,
  paymentWaiting = false,
}: {
  order: TBoardOrder;
  now: number;
  fresh: boolean;
  canAct: boolean;
  showStore: boolean;
  show: (kind: OrderModal, order: TOrderSummary) => void;
  /** Paid on this device, not yet accepted by the server (offline). */
  paymentWaiting?: boolean;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const label = orderLabel(t, order);
  const more = order.lines.length - LINES_SHOWN;
  return (
    <Card
      size="small"
      className={fresh ? 'order-card order-card-fresh' : 'order-card'}
      data-fresh={fresh || undefined}
      aria-label={`${label}${order.table_name ? `, ${order.table_name}` : ''}`}
      style={{
        height: '100%',
        borderColor: fresh ? token.colorPrimary : undefined,
        boxShadow: fresh ? `0 0 0 2px ${token.colorPrimaryBorder}` : undefined,
        transition: 'box-shadow 0.6s, border-color 0.6s',
      }}
      title={
        <Flex align="baseline" gap={8}>
          <Typography.Text strong style={{ fontSize: 18 }}>
            {label}
          </Typography.Text>
          {order.table_name && <Typography.Text>{order.table_name}</Typography.Text>}
          {fresh && <Tag color={token.colorPrimary}>{t('orders.board.new')}</Tag>}
        </Flex>
      }
      extra={
        // An unpaid bill partly paid with points: the cashier collects what is left.
        <Typography.Text strong>
          {formatRM(order.payment_status === 'unpaid' ? order.amount_due_sen : order.total_sen)}
        </Typography.Text>
      }
    >
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">
          <time dateTime={order.created_at}>{clock(order.created_at)}</time> · {age(t, order.created_at, now)}
          {showStore && ` · ${order.store_name}`}
        </Typography.Text>
        {/* Paid: the receipt's number, which the diner and the books quote. */}
        {order.receipt_no && (
          <Typography.Text type="secondary" data-testid="receipt-no">
            {t('orders.fields.receiptNo')} {order.receipt_no}
          </Typography.Text>
        )}
        <Space wrap size={[4, 4]}>
          <PaymentTag status={order.payment_status} />
          {/* An open bill: rounds join it until it is paid; how long the table has been eating. */}
          {order.tab && order.opened_at && order.payment_status === 'unpaid' && (
            <Tag color="blue" data-testid="open-bill">
              {t('orders.tab.open', { duration: openFor(t, order.opened_at, now) })}
            </Tag>
          )}
          {/* Issue 29: how many guests the bill serves; the staff who seat tables set it here. */}
          {(order.tab || order.guests !== null) && <GuestsButton order={order} />}
          {paymentWaiting && (
            <Tag icon={<ClockCircleOutlined />} color="gold">
              {t('offline.pending.paymentWaiting')}
            </Tag>
          )}
          {order.status !== 'unpaid' && <FoodTag status={order.status} />}
          <Tag>{t(`orders.channel.${order.channel}`)}</Tag>
          <OrderFlags order={order} />
        </Space>
        {order.lines.length > 0 && (
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {order.lines.slice(0, LINES_SHOWN).map((l) => (
              <li key={l.id}>
                {l.quantity} × {l.name}
                {l.held && !l.refunded && <Tag style={{ marginInlineStart: 6 }}>{t('hold.held')}</Tag>}
                {l.refunded && (
                  <Typography.Text type="secondary"> ({t('orders.detail.lineRefunded')})</Typography.Text>
                )}
              </li>
            ))}
            {more > 0 && <li style={{ listStyle: 'none' }}>+ {more}</li>}
          </ul>
        )}
        {order.note && <Typography.Text italic>“{order.note}”</Typography.Text>}
        {/* Issue 29: a split bill is paid share by share. */}
        {order.shares.length > 0 && <BillShares order={order} canAct={canAct} />}
        {/* Issue 29: held courses wait for the cashier's (or the kitchen's) Fire. */}
        {canAct && <FireButtons order={order} />}
        <OrderActionsCompact order={order} canAct={canAct} show={show} />
      </Flex>
    </Card>
  );
}
