import type { TOrder } from '@meja/contracts';
import { useTranslation } from '../i18n';
import { formatMoney, formatPoints } from '../lib/money';
import './refunds.css';

type Refunded = Pick<TOrder, 'refunded_sen' | 'refunded_points' | 'net_total_sen'>;

/** Whether refunds gave anything back yet, in money or in points. */
export const wasRefunded = (order: Refunded) => order.refunded_sen > 0 || order.refunded_points > 0;

/**
 * Under the bill, once refunds gave something back: the money refunded, the points back in the
 * diner's wallet, and what the order comes to now (the server's figures, as the refunds made them).
 */
export function RefundBreakdown({ order }: { order: Refunded }) {
  const { t } = useTranslation();
  if (!wasRefunded(order)) return null;
  return (
    <dl className="breakdown breakdown-refund" data-testid="refund-breakdown">
      {order.refunded_sen > 0 ? (
        <div className="breakdown-refunded">
          <dt>{t('money.refunded')}</dt>
          <dd>{formatMoney(-order.refunded_sen)}</dd>
        </div>
      ) : null}
      {order.refunded_points > 0 ? (
        <div className="breakdown-refunded">
          <dt>{t('money.pointsReturned')}</dt>
          <dd>
            {t('money.pointsCount', {
              count: order.refunded_points,
              points: formatPoints(order.refunded_points),
            })}
          </dd>
        </div>
      ) : null}
      <div className="breakdown-total">
        <dt>{t('money.newTotal')}</dt>
        <dd>{formatMoney(order.net_total_sen)}</dd>
      </div>
    </dl>
  );
}
