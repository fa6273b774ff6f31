import { usePayoutItem } from '@meja/client';
import type { TPayoutDetail, TPayoutEvent, TPayoutLine } from '@meja/contracts';
import { bankNameOf } from '@meja/contracts/malaysia';
import { Descriptions, Drawer, Empty, Spin, Table, Timeline, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../kit/Results';
import { klDateTime } from '../lib/kl-time';
import { formatRM } from '../lib/money';
import { PayoutStatusTag, signedRM } from './columns';
import type { en } from './i18n';

/**
 * One payout item beside the list: who is paid and where, what accrued and what was adjusted,
 * the orders (and refunds) it came from, and every change with who and when.
 */
export function PayoutDrawer({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const item = usePayoutItem(id);
  return (
    <Drawer
      title={id !== undefined && t('payouts.detailTitle', { id })}
      open={id !== undefined}
      onClose={onClose}
      size={720}
      destroyOnHidden
    >
      {item.isError ? (
        <LoadError error={item.error} onRetry={() => item.refetch()} />
      ) : item.data ? (
        <section
          aria-label={t('payouts.detailTitle', { id: item.data.id })}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: nothing in the detail takes focus; the region does, so the keyboard scrolls a long one
          tabIndex={0}
        >
          <Detail item={item.data} t={t} />
        </section>
      ) : (
        <Spin />
      )}
    </Drawer>
  );
}

function Detail({ item, t }: { item: TPayoutDetail; t: TFunction }) {
  const field = (key: keyof typeof en.payouts.fields) => t(`payouts.fields.${key}`);
  return (
    <>
      <Descriptions
        column={2}
        size="small"
        bordered
        items={[
          { key: 'beneficiary', label: field('beneficiary'), children: item.beneficiary.name },
          { key: 'kind', label: field('kind'), children: t(`payouts.kinds.${item.kind}`) },
          { key: 'status', label: field('status'), children: <PayoutStatusTag status={item.status} t={t} /> },
          { key: 'merchant', label: field('merchant'), children: item.merchant?.name ?? '—' },
          { key: 'amount', label: field('amount'), children: formatRM(item.amount_sen) },
          {
            key: 'adjustment',
            label: field('adjustment'),
            children: (
              <>
                {signedRM(item.adjustment_sen)}
                {item.adjustment_reason && (
                  <Typography.Text type="secondary"> · {item.adjustment_reason}</Typography.Text>
                )}
              </>
            ),
          },
          {
            key: 'payable',
            label: field('payable'),
            children: <strong>{formatRM(item.payable_sen)}</strong>,
          },
          ...(item.due_on ? [{ key: 'due', label: field('dueOn'), children: item.due_on }] : []),
          { key: 'bank', label: field('bank'), children: bankNameOf(item.bank) ?? '—' },
          { key: 'accountNo', label: field('accountNo'), children: item.account_no ?? '—' },
          { key: 'accountName', label: field('accountName'), children: item.account_name ?? '—' },
          { key: 'created', label: field('created'), children: klDateTime(item.created_at) },
        ]}
      />
      <Typography.Title level={4} style={{ marginTop: 24 }}>
        {t('payouts.lines')}
      </Typography.Title>
      <Table<TPayoutLine>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={item.lines}
        locale={{ emptyText: <Empty description={t('payouts.noLines')} /> }}
        columns={[
          {
            key: 'order',
            title: t('payouts.line.order'),
            render: (_, l) => (
              <>
                {l.order_no === null ? `#${l.order_id}` : t('payouts.orderNo', { no: l.order_no })}
                {l.receipt_no && <Typography.Text type="secondary"> · {l.receipt_no}</Typography.Text>}
                {l.refund_id !== null && (
                  <Typography.Text type="danger"> · {t('payouts.line.refund')}</Typography.Text>
                )}
              </>
            ),
          },
          { key: 'merchant', title: t('payouts.line.merchant'), dataIndex: 'merchant' },
          {
            key: 'amount',
            title: t('payouts.line.amount'),
            align: 'right',
            render: (_, l) => (l.amount_sen < 0 ? signedRM(l.amount_sen) : formatRM(l.amount_sen)),
          },
          { key: 'date', title: t('payouts.line.date'), render: (_, l) => klDateTime(l.created_at) },
        ]}
      />
      <Typography.Title level={4} style={{ marginTop: 24 }}>
        {t('payouts.history')}
      </Typography.Title>
      <Timeline items={item.events.map((e, i) => ({ key: i, content: <Event event={e} t={t} /> }))} />
    </>
  );
}

/** "Adjusted by −RM 5.00 · by Aisyah Admin · 2026-05-01 10:00 · short delivery". */
function Event({ event, t }: { event: TPayoutEvent; t: TFunction }) {
  const what =
    event.kind === 'adjusted'
      ? t('payouts.events.adjusted', { amount: event.adjustment ?? '' })
      : t(`payouts.events.${event.kind}`);
  return (
    <>
      <strong>{what}</strong>{' '}
      <Typography.Text type="secondary">
        {t('payouts.by', { name: event.actor ?? t('payouts.system') })} · {klDateTime(event.created_at)}
      </Typography.Text>
      {event.reason && <div>{event.reason}</div>}
    </>
  );
}
