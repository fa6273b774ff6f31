import { WarningOutlined } from '@ant-design/icons';
import type { TAttentionOrder } from '@meja/contracts';
import { Card, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatRM } from '../lib/money';

/**
 * Orders paid twice or paid after their food ran out, in the caller's scope (PRODUCT.md "Orders");
 * nothing is shown when there are none.
 */
export function AttentionCard({ orders, showStore }: { orders?: TAttentionOrder[]; showStore: boolean }) {
  const { t } = useTranslation();
  const say = t('dashboard.attention', { returnObjects: true });
  if (!orders?.length) return null;
  return (
    <Card
      title={
        <span>
          <WarningOutlined style={{ color: '#d46b08', marginRight: 8 }} />
          {say.title}
        </span>
      }
      style={{ marginTop: 24 }}
      data-testid="attention"
    >
      <p>{say.intro}</p>
      <Table<TAttentionOrder>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: true }}
        dataSource={orders}
        columns={[
          {
            key: 'order',
            title: say.order,
            render: (_, o) => o.receipt_no ?? `#${o.id} · ${say.unnumbered}`,
          },
          ...(showStore ? [{ key: 'store', title: say.store, dataIndex: 'store_name' }] : []),
          { key: 'table', title: say.table, render: (_, o) => o.table_name ?? '—' },
          {
            key: 'flag',
            title: say.flag,
            render: (_, o) => (
              <>
                {o.paid_twice ? <Tag color="orange">{say.paidTwice}</Tag> : null}
                {o.stock_short ? <Tag color="red">{say.stockShort}</Tag> : null}
              </>
            ),
          },
          {
            key: 'give_back',
            title: say.giveBack,
            align: 'right',
            render: (_, o) => (o.give_back_sen ? formatRM(o.give_back_sen) : '—'),
          },
        ]}
      />
    </Card>
  );
}
