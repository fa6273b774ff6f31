import type { TOrderDetail, TOrderSummary, TRefundQuote } from '@meja/contracts';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatRM } from './format';

/**
 * What a refund gives back and how, as the server worked it out (its quote), for the cashier to
 * confirm: the money and the way it goes back, the points back to the buddy, the items, the reason.
 */
export function GivenBack({ quote: q, reason }: { quote: TRefundQuote; reason: string }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={8} data-testid="refund-confirm">
      {q.amount_sen > 0 || q.points_back === 0 ? (
        <Typography.Text>
          <Typography.Text strong style={{ fontSize: 18 }}>
            {t('orders.statusModal.givenBack', { amount: formatRM(q.amount_sen) })}
          </Typography.Text>{' '}
          {t(`orders.statusModal.backBy.${q.method}`)}
        </Typography.Text>
      ) : (
        <Typography.Text>{t('orders.statusModal.noMoney')}</Typography.Text>
      )}
      {q.points_back > 0 && (
        <Typography.Text strong>
          {t('orders.statusModal.pointsBack', { count: q.points_back })}
        </Typography.Text>
      )}
      <div>
        <Typography.Text>
          {t(q.complete ? 'orders.statusModal.refundsWhole' : 'orders.statusModal.refundsLines')}
        </Typography.Text>
        <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
          {q.lines.map((l) => (
            <li key={l.id}>
              {l.quantity} × {l.name}
            </li>
          ))}
        </ul>
      </div>
      <Typography.Text>{t('orders.statusModal.reasonIs', { reason: reason.trim() })}</Typography.Text>
    </Flex>
  );
}

/** What voiding an unpaid order does, to confirm: no money moves; points and limited foods go back. */
export function VoidSummary({ order, reason }: { order: TOrderSummary | TOrderDetail; reason: string }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={8} data-testid="void-confirm">
      <Typography.Text strong>
        {t('orders.statusModal.voidNothing', { amount: formatRM(order.total_sen) })}
      </Typography.Text>
      {order.points_sen > 0 && (
        <Typography.Text strong>
          {t('orders.statusModal.pointsBack', { count: order.points_sen })}
        </Typography.Text>
      )}
      <Typography.Text>{t('orders.statusModal.voidHint')}</Typography.Text>
      <Typography.Text>{t('orders.statusModal.reasonIs', { reason: reason.trim() })}</Typography.Text>
    </Flex>
  );
}
