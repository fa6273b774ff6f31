import type { TOrder } from '@meja/contracts';
import { cashRounding } from '@meja/contracts/money-format';
import { useTranslation } from '../i18n';
import { formatMoney } from '../lib/money';

/**
 * An unpaid counter order: what to say at the counter and what to pay, after any points the buddy
 * paid part of it with. Cash is rounded to 5 sen (Bank Negara's rule, PRODUCT.md "Money") while
 * card and e-wallet pay the exact amount, so both are shown when they differ.
 */
export function CounterPay({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const due = order.amount_due_sen;
  const cash = due + cashRounding(due);
  return (
    <div className="counter-pay" data-testid="counter-pay">
      {order.order_no !== null ? (
        <p className="counter-pay-number">
          <span>{t('order.counter.quote')}</span>
          <strong>{t('order.number', { number: order.order_no })}</strong>
        </p>
      ) : null}
      <dl className="counter-pay-amounts">
        {cash === due ? (
          <div>
            <dt className="counter-pay-label">{t('order.counter.toPay')}</dt>
            <dd className="counter-pay-amount">{formatMoney(due)}</dd>
          </div>
        ) : (
          <>
            <div>
              <dt className="counter-pay-label">{t('order.counter.cash')}</dt>
              <dd className="counter-pay-amount">{formatMoney(cash)}</dd>
            </div>
            <div>
              <dt className="counter-pay-label">{t('order.counter.cardOrWallet')}</dt>
              <dd className="counter-pay-amount">{formatMoney(due)}</dd>
            </div>
          </>
        )}
      </dl>
    </div>
  );
}
