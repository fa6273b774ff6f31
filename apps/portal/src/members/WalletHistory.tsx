import { useWalletHistory } from '@meja/client';
import type { TWalletEntry } from '@meja/contracts';
import { DatePicker, Flex, Form, Statistic, Table, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateRange } from '../kit/list/useListState';
import { LoadError } from '../kit/Results';
import { klDateTime } from '../lib/kl-time';
import { formatRM } from '../lib/money';
import { orderLabel } from '../orders/format';
import { pointsNumber, signedPoints } from './format';

const kindColors: Record<TWalletEntry['kind'], string> = {
  cashback: 'green',
  referral: 'blue',
  redeemed: 'gold',
  returned: 'cyan',
  reversed: 'red',
  adjustment: 'default',
  cashed_out: 'purple',
};

/** "Referral reward · Level 2", "Cashback". */
function kindText(t: TFunction, entry: TWalletEntry) {
  const kind = t(`wallet.kinds.${entry.kind}`);
  return entry.level ? `${kind} · ${t('wallet.level', { level: entry.level })}` : kind;
}

/** "No. 17 · RS-000123" over the store's name, or a dash for a movement without an order. */
function OrderCell({ order }: { order: TWalletEntry['order'] }) {
  const { t } = useTranslation();
  if (!order) return '—';
  const no = order.order_no === null ? null : orderLabel(t, { id: 0, order_no: order.order_no });
  return (
    <>
      {[no, order.receipt_no].filter(Boolean).join(' · ') || '—'}
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
        {order.store}
      </Typography.Text>
    </>
  );
}

/** "1,234 points" (plural by the number). */
export const pointsText = (t: TFunction, points: number) =>
  t('wallet.points', { count: points, formatted: pointsNumber(points) });

/**
 * A buddy's wallet as staff and admins see it (POST /get_wallet_history): the balance and its RM
 * value on top, then the movements the caller may see (a merchant's: those of its own orders; an
 * admin's: every one), newest first, with server paging and a date range. `merchantId` narrows an
 * admin's or agent's view to one merchant.
 */
export function WalletHistory({ buddyId, merchantId }: { buddyId: number; merchantId?: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [range, setRange] = useState<DateRange>(null);
  const history = useWalletHistory({
    id: buddyId,
    merchant_id: merchantId,
    start: (page - 1) * pageSize,
    length: pageSize,
    startDate: range?.[0]?.format('YYYY-MM-DD'),
    endDate: range?.[1]?.format('YYYY-MM-DD'),
  });

  if (history.isError) return <LoadError error={history.error} onRetry={() => history.refetch()} />;
  const reply = history.data;
  // Only part of the wallet (a merchant's entries) comes without the balance after each entry.
  const partial = Boolean(reply?.data.some((e) => e.balance_after === null));
  return (
    <Flex vertical gap={16}>
      <Statistic
        title={t('wallet.balance')}
        loading={history.isPending}
        value={reply ? pointsText(t, reply.balance) : ''}
        suffix={
          reply && (
            <Typography.Text type="secondary" style={{ fontSize: 14 }}>
              {t('wallet.worth', { amount: formatRM(reply.balance) })}
            </Typography.Text>
          )
        }
      />
      <section aria-labelledby={`wallet-history-${buddyId}`}>
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
          <Typography.Title level={5} id={`wallet-history-${buddyId}`} style={{ margin: 0 }}>
            {t('wallet.history')}
          </Typography.Title>
          <Form.Item
            label={t('wallet.dates')}
            htmlFor={`wallet-dates-${buddyId}`}
            colon={false}
            style={{ margin: 0 }}
          >
            <DatePicker.RangePicker
              id={{ start: `wallet-dates-${buddyId}` }}
              size="small"
              value={range}
              allowEmpty={[true, true]}
              onChange={(next) => {
                setRange(next);
                setPage(1);
              }}
            />
          </Form.Item>
        </Flex>
        <Table<TWalletEntry>
          rowKey="id"
          size="small"
          dataSource={reply?.data}
          loading={history.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t(range ? 'wallet.noMatch' : 'wallet.empty') }}
          pagination={{
            current: page,
            pageSize,
            total: reply?.recordsFiltered ?? 0,
            showSizeChanger: true,
            showTotal: (count) => t('wallet.total', { count }),
            onChange: (next, size) => {
              setPage(size === pageSize ? next : 1);
              setPageSize(size);
            },
          }}
          columns={[
            {
              key: 'date',
              title: t('wallet.fields.date'),
              render: (_, e) => klDateTime(e.created_at),
            },
            {
              key: 'kind',
              title: t('wallet.fields.kind'),
              render: (_, e) => <Tag color={kindColors[e.kind]}>{kindText(t, e)}</Tag>,
            },
            {
              key: 'order',
              title: t('wallet.fields.order'),
              render: (_, e) => <OrderCell order={e.order} />,
            },
            {
              key: 'points',
              title: t('wallet.fields.points'),
              align: 'right',
              render: (_, e) => (
                <Typography.Text type={e.points < 0 ? 'danger' : 'success'}>
                  {signedPoints(e.points)}
                </Typography.Text>
              ),
            },
            ...(partial
              ? []
              : [
                  {
                    key: 'balance',
                    title: t('wallet.fields.balanceAfter'),
                    align: 'right' as const,
                    render: (_: unknown, e: TWalletEntry) =>
                      e.balance_after === null ? '—' : pointsNumber(e.balance_after),
                  },
                ]),
          ]}
        />
      </section>
    </Flex>
  );
}
