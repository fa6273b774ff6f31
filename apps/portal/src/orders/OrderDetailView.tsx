import { useOrderDetail, useToggleClaimStatus } from '@meja/client';
import type { TOrderDetail } from '@meja/contracts';
import { Alert, Button, Descriptions, Flex, Result, Skeleton, Space, Table, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../kit/Results';
import { showReply } from '../lib/form-errors';
import { pointsNumber } from '../members/format';
import { FireButtons } from './FireButtons';
import { clock, dateTime, FoodTag, formatRM, methodText, OrderFlags, PaymentTag } from './format';
import { OrderRecords } from './OrderRecords';
import { Payer } from './Payer';

/**
 * Everything about one order, for the detail dialog and the linkable page: the lines with their
 * options and food status, the bill, payments with their attempts, refunds, prints and the
 * history of who did what, when and why. `actions` are the cashier's buttons, when allowed.
 */
export function OrderDetailView({
  id,
  actions,
}: {
  id: number;
  actions?: (order: TOrderDetail) => ReactNode;
}) {
  const { t } = useTranslation();
  const detail = useOrderDetail(id);
  if (detail.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (detail.isError) {
    if (detail.error.status === 404) return <Result status="404" title={t('orders.detail.notFound')} />;
    return <LoadError error={detail.error} onRetry={() => detail.refetch()} />;
  }
  const order = detail.data;
  return (
    <Flex vertical gap={24}>
      <Space wrap size={[4, 8]}>
        <PaymentTag status={order.payment_status} />
        {order.tab && <Tag color="blue">{t('orders.tab.label')}</Tag>}
        {order.payment_status === 'paid' && <FoodTag status={order.status} />}
        <Tag>{t(`orders.channel.${order.channel}`)}</Tag>
        <OrderFlags order={order} />
      </Space>
      {order.give_back_sen > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('orders.giveBack.due', { amount: formatRM(order.give_back_sen) })}
          description={t('orders.giveBack.hint')}
        />
      )}
      {actions && <Space wrap>{actions(order)}</Space>}
      <Facts order={order} />
      <Lines order={order} />
      <Bill order={order} />
      <OrderRecords order={order} />
    </Flex>
  );
}

function Facts({ order }: { order: TOrderDetail }) {
  const { t } = useTranslation();
  const claim = useToggleClaimStatus();
  const items: { key: string; label: string; children: ReactNode }[] = [
    { key: 'store', label: t('orders.fields.store'), children: order.store_name },
    { key: 'table', label: t('orders.fields.table'), children: order.table_name ?? '—' },
    { key: 'receipt', label: t('orders.fields.receiptNo'), children: order.receipt_no ?? '—' },
    { key: 'created', label: t('orders.fields.created'), children: dateTime(order.created_at) },
    { key: 'paid', label: t('orders.fields.paidAt'), children: dateTime(order.paid_at) },
    { key: 'method', label: t('orders.fields.method'), children: methodText(t, order.payment_method) },
    { key: 'payer', label: t('orders.fields.payer'), children: <Payer payer={order.payer} /> },
    {
      key: 'diner',
      label: t('orders.detail.dinerPage'),
      children: (
        <a href={`/order/o/${encodeURIComponent(order.token)}`} target="_blank" rel="noreferrer">
          {t('orders.actions.openPage')}
        </a>
      ),
    },
  ];
  if (order.note) items.push({ key: 'note', label: t('orders.fields.note'), children: order.note });
  if (order.claim_status) {
    const claimed = order.claim_status === 'claimed';
    items.push({
      key: 'claim',
      label: t('orders.detail.claim'),
      children: (
        <Space>
          <Tag color={claimed ? 'green' : 'gold'}>
            {t(claimed ? 'orders.detail.claimed' : 'orders.detail.unclaimed')}
          </Tag>
          {/* Only while the server takes it: a void or expired order gave its gift back. */}
          {order.actions.includes('claim') && (
            <Button
              size="small"
              loading={claim.isPending}
              onClick={() =>
                showReply(
                  claim.mutateAsync({ id: order.id, claim_status: claimed ? 'unclaimed' : 'claimed' }),
                )
              }
            >
              {t(claimed ? 'orders.detail.markUnclaimed' : 'orders.detail.markClaimed')}
            </Button>
          )}
        </Space>
      ),
    });
  }
  return <Descriptions size="small" column={{ xs: 1, sm: 2 }} items={items} />;
}

function Lines({ order }: { order: TOrderDetail }) {
  const { t } = useTranslation();
  // Items added after the order was placed say when.
  const later = (at: string) => Date.parse(at) - Date.parse(order.created_at) > 60_000;
  return (
    <section>
      <Typography.Title level={5}>{t('orders.detail.lines')}</Typography.Title>
      {/* Issue 29: held courses wait for Fire, here as on the board and the kitchen display. */}
      {(order.payment_status === 'paid' || order.payment_status === 'unpaid') && (
        <div style={{ marginBottom: 8 }}>
          <FireButtons order={order} />
        </div>
      )}
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={order.lines}
        columns={[
          { key: 'qty', title: t('orders.fields.quantity'), dataIndex: 'quantity', width: 56 },
          {
            key: 'name',
            title: t('orders.fields.items'),
            render: (_, l) => (
              <>
                <div>
                  {l.code && <Typography.Text type="secondary">{l.code} </Typography.Text>}
                  {l.name}
                  {l.take_away && <Tag style={{ marginInlineStart: 8 }}>{t('orders.flags.takeAway')}</Tag>}
                  {l.round_no !== null && (
                    <Tag style={{ marginInlineStart: 8 }}>{t('orders.tab.round', { n: l.round_no })}</Tag>
                  )}
                  {l.refunded && <Tag color="purple">{t('orders.detail.lineRefunded')}</Tag>}
                  {l.course_name && <Tag style={{ marginInlineStart: 8 }}>{l.course_name}</Tag>}
                  {l.held && !l.refunded && <Tag color="default">{t('hold.held')}</Tag>}
                  {l.fired_at && <Tag color="red">{`${t('hold.fired')} ${clock(l.fired_at)}`}</Tag>}
                </div>
                {l.options.map((o) => (
                  <Typography.Text
                    key={`${o.group_name}:${o.name}`}
                    type="secondary"
                    style={{ display: 'block' }}
                  >
                    {o.group_name}: {o.name}
                    {o.quantity > 1 ? ` × ${o.quantity}` : ''}
                  </Typography.Text>
                ))}
                {l.note && <Typography.Text italic>“{l.note}”</Typography.Text>}
                {later(l.added_at) && (
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                    {t('orders.detail.added', { time: clock(l.added_at) })}
                  </Typography.Text>
                )}
              </>
            ),
          },
          {
            key: 'food',
            title: t('orders.fields.food'),
            render: (_, l) => <FoodTag status={l.food_status} />,
          },
          {
            key: 'total',
            title: t('orders.fields.amount'),
            align: 'right',
            render: (_, l) => formatRM(l.line_total_sen),
          },
        ]}
      />
    </section>
  );
}

function Bill({ order }: { order: TOrderDetail }) {
  const { t } = useTranslation();
  const row = (key: string, label: string, sen: number, strong = false) => ({
    key,
    label,
    children: strong ? <Typography.Text strong>{formatRM(sen)}</Typography.Text> : formatRM(sen),
  });
  const items = [
    row('subtotal', t('orders.detail.subtotal'), order.subtotal_sen),
    row('service', t('orders.detail.serviceCharge'), order.service_charge_sen),
    row('sst', t('orders.detail.sst'), order.sst_sen),
    row('total', t('orders.detail.total'), order.total_sen, true),
  ];
  // Points paid part (or all) of the bill: the money due is what is left, rounded at the counter.
  const points = order.points_sen;
  const due = order.amount_due_sen;
  if (points > 0) {
    const label = t('orders.detail.paidWithPoints', { points: pointsNumber(points) });
    items.push(row('points', label, -points));
    items.push(row('due', t('orders.detail.amountDue'), due, true));
  }
  if (order.rounding_sen !== 0) {
    items.push(row('rounding', t('orders.detail.rounding'), order.rounding_sen));
    const paid = points > 0 ? due + order.rounding_sen : order.rounded_total_sen;
    items.push(row('paid', t('orders.detail.paid'), paid, true));
  }
  if (order.refunded_sen > 0) items.push(row('refunded', t('orders.detail.refunded'), order.refunded_sen));
  if (order.give_back_sen > 0) items.push(row('giveBack', t('orders.detail.giveBack'), order.give_back_sen));
  return (
    <section>
      <Typography.Title level={5}>{t('orders.detail.summary')}</Typography.Title>
      <Descriptions size="small" bordered column={1} items={items} style={{ maxWidth: 420 }} />
    </section>
  );
}
