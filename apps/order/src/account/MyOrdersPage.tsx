import type { TBuddyOrder } from '@meja/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api, errorText, isAbort } from '../lib/api';
import { formatMoney } from '../lib/money';
import { followLink, openSheet, paths } from '../lib/router';
import { formatPhone, signOut, useBuddy } from '../lib/session';
import { dateTime } from '../lib/time';
import { TopBar } from '../ui/TopBar';

const pageSize = 20;

/** /order/me: a signed-in buddy's past orders, newest first, each linking to its own page. */
export default function MyOrdersPage() {
  const { t } = useTranslation();
  const buddy = useBuddy();
  const [orders, setOrders] = useState<TBuddyOrder[]>([]);
  const [total, setTotal] = useState<number | undefined>();
  const [error, setError] = useState<unknown>(null);
  const [start, setStart] = useState(0);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    document.title = t('account.myOrders');
  }, [t]);

  useEffect(() => {
    if (!buddy) return;
    const ctrl = new AbortController();
    setLoading(true);
    api.myOrders(start, pageSize, ctrl.signal).then(
      (page) => {
        setOrders((prev) => (start === 0 ? page.data : [...prev, ...page.data]));
        setTotal(page.recordsTotal);
        setLoading(false);
      },
      (err: unknown) => {
        if (isAbort(err)) return;
        if (err instanceof ApiError && err.status === 401) signOut();
        setError(err);
        setLoading(false);
      },
    );
    return () => ctrl.abort();
  }, [buddy, start]);

  return (
    <main className="page">
      <TopBar />
      <header className="page-head">
        <h1>{t('account.myOrders')}</h1>
        {buddy ? (
          <p className="row-between">
            <span>{formatPhone(buddy.phone)}</span>
            <button type="button" className="button button-quiet button-small" onClick={signOut}>
              {t('account.signOut')}
            </button>
          </p>
        ) : null}
      </header>
      {!buddy ? (
        <div className="problem">
          <p>{t('account.signInToSee')}</p>
          <button
            type="button"
            className="button button-primary"
            onClick={() => openSheet({ kind: 'signin' })}
          >
            {t('account.signIn')}
          </button>
        </div>
      ) : error ? (
        <p className="notice notice-error" role="alert">
          {errorText(error)}
        </p>
      ) : total === 0 ? (
        <p className="empty">{t('account.noOrders')}</p>
      ) : (
        <>
          <ul className="order-list" aria-busy={loading}>
            {orders.map((o) => (
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
            ))}
          </ul>
          {total !== undefined && orders.length < total ? (
            <button
              type="button"
              className="button button-block"
              disabled={loading}
              onClick={() => setStart(orders.length)}
            >
              {t('account.more')}
            </button>
          ) : null}
          {loading && orders.length === 0 ? <p className="loading">{t('order.loading')}</p> : null}
        </>
      )}
    </main>
  );
}
