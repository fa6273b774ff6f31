import type { TOrder, TOrderLine } from '@meja/contracts';
import { useTranslation } from '../i18n';
import { formatMoney } from '../lib/money';
import { clock } from '../lib/time';

/**
 * Whether the kitchen has the order: once paid, or an unpaid counter order a line of which has
 * already moved on (stores that cook before payment). Before that a "Preparing" tag would promise
 * food nobody is making.
 */
export const inKitchen = (order: Pick<TOrder, 'payment_status' | 'lines' | 'tab'>) =>
  order.payment_status === 'paid' ||
  // An open bill's rounds go to the kitchen as they are ordered; a split bill keeps its food there.
  (order.payment_status === 'unpaid' && order.tab) ||
  order.payment_status === 'split' ||
  (order.payment_status === 'unpaid' && order.lines.some((l) => l.food_status !== 'processing'));

/**
 * The order's lines, each with its own food status while the kitchen has the order; a refunded
 * line says so instead, its amount struck through (no longer part of the bill).
 */
export function OrderLines({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const showStatus = inKitchen(order);
  // An open bill: its lines under the round that ordered them ("Round 1 · 19:02").
  if (order.rounds.length > 0)
    return (
      <>
        {order.rounds.map((r) => (
          <section key={r.round_no} className="order-round" data-testid="order-round">
            <h3 className="order-round-title">
              {t('order.round', { n: r.round_no, time: clock(r.created_at) })}
            </h3>
            <ul className="order-lines">
              {order.lines
                .filter((l) => l.round_no === r.round_no)
                .map((l) => (
                  <OrderLine key={l.id} line={l} showStatus={showStatus} />
                ))}
            </ul>
          </section>
        ))}
      </>
    );
  return (
    <ul className="order-lines">
      {order.lines.map((l) => (
        <OrderLine key={l.id} line={l} showStatus={showStatus} />
      ))}
    </ul>
  );
}

function OrderLine({ line, showStatus }: { line: TOrderLine; showStatus: boolean }) {
  const { t } = useTranslation();
  return (
    <li className={`order-line${line.refunded ? ' is-refunded' : ''}`} data-testid="order-line">
      <span className="order-line-qty">{line.quantity}×</span>
      <div className="cart-line-text">
        <span className="cart-line-name">{line.name}</span>
        {line.options.length ? (
          <span className="cart-line-detail">
            {line.options.map((o) => (o.quantity > 1 ? `${o.name} ×${o.quantity}` : o.name)).join(', ')}
          </span>
        ) : null}
        {line.note ? <span className="cart-line-detail">“{line.note}”</span> : null}
        <span className="order-line-tags">
          {line.take_away ? <span className="tag tag-muted">{t('food.takeAway')}</span> : null}
          {line.refunded ? (
            <span className="tag tag-refunded">{t('order.lineRefunded')}</span>
          ) : showStatus ? (
            <span className={`tag tag-${line.food_status}`}>{t(`order.status.${line.food_status}`)}</span>
          ) : null}
        </span>
      </div>
      <span className="cart-line-total">{formatMoney(line.line_total_sen)}</span>
    </li>
  );
}
