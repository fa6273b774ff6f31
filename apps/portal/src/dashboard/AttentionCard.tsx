import { WarningOutlined } from '@ant-design/icons';
import type { TAttentionOrder } from '@meja/contracts';
import { Card, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatRM } from '../lib/money';

/**
 * The card's texts. They live here rather than in the shared catalogues while the order screens
 * are still to come (the next issue moves them there); other languages fall back to English.
 */
const texts = {
  en: {
    title: 'Needs attention',
    intro: 'Orders to resolve: money to give back, or paid after their food ran out.',
    order: 'Order',
    store: 'Store',
    table: 'Table',
    flag: 'Why',
    giveBack: 'Give back',
    paidTwice: 'Paid twice',
    stockShort: 'Paid after sold out',
    unnumbered: 'No receipt yet',
  },
  zh: {
    title: '需要处理',
    intro: '待处理的订单：需要退款，或在食物售罄后才付款。',
    order: '订单',
    store: '店铺',
    table: '桌号',
    flag: '原因',
    giveBack: '应退还',
    paidTwice: '重复付款',
    stockShort: '售罄后付款',
    unnumbered: '尚无收据',
  },
};

/**
 * Orders paid twice or paid after their food ran out, in the caller's scope (PRODUCT.md "Orders");
 * nothing is shown when there are none.
 */
export function AttentionCard({ orders, showStore }: { orders?: TAttentionOrder[]; showStore: boolean }) {
  const { i18n } = useTranslation();
  const say = i18n.language?.startsWith('zh') ? texts.zh : texts.en;
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
