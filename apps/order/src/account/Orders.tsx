import type { TBuddyOrder } from '@meja/contracts';
import { useTranslation } from '../i18n';
import { api } from '../lib/api';
import { formatMoney } from '../lib/money';
import { followLink, paths } from '../lib/router';
import { dateTime } from '../lib/time';
import { usePaged } from '../lib/usePaged';
import { PagedList } from './PagedList';

/** The buddy's past orders, newest first, each linking to its own page. */
export function Orders() {
  const { t } = useTranslation();
  const paged = usePaged<TBuddyOrder>((start, length, signal) => api.myOrders(start, length, signal));
  return (
    <section aria-labelledby="account-orders">
      <h2 id="account-orders" className="section-title">
        {t('account.myOrders')}
      </h2>
      <PagedList paged={paged} empty={t('account.noOrders')} className="order-list">
        {(o) => (
          <li key={o.token}>
            <a className="order-card" href={paths.order(o.token)} onClick={followLink}>
              <span className="order-card-main">
                <span className="cart-line-name">{o.store.display_name}</span>
                <span className="cart-line-detail">
                  {dateTime(o.created_at)}
                  {o.order_no === null ? '' : ` · ${t('order.number', { number: o.order_no })}`}
                  {o.table_name ? ` · ${o.table_name}` : ''}
                  {o.receipt_no ? ` · ${o.receipt_no}` : ''}
                </span>
              </span>
              <span className="order-card-side">
                <span className="cart-line-total">{formatMoney(o.total_sen)}</span>
                <span className={`tag ${o.payment_status === 'paid' ? 'tag-complete' : 'tag-muted'}`}>
                  {t(`order.payment.${o.payment_status as 'paid'}`)}
                </span>
              </span>
            </a>
          </li>
        )}
      </PagedList>
    </section>
  );
}
