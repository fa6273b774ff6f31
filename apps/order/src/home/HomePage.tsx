import { useEffect } from 'react';
import { useTranslation } from '../i18n';
import { formatMoney } from '../lib/money';
import { recentOrders } from '../lib/recent-orders';
import { base, followLink, openSheet, paths } from '../lib/router';
import { useBuddy } from '../lib/session';
import { savedReferral } from '../lib/signup';
import { dateTime } from '../lib/time';
import { TopBar } from '../ui/TopBar';

/** /order/: opened without a table's code. Says how to start and finds the orders made on this phone. */
export function HomePage() {
  const { t } = useTranslation();
  const buddy = useBuddy();
  const recent = recentOrders();
  useEffect(() => {
    document.title = 'Meja';
  }, []);
  return (
    <main className="page">
      <TopBar />
      <div className="welcome">
        <img src={`${base}/favicon.svg`} alt="" width={72} height={72} />
        <h1>Meja</h1>
        <p>{t('home.scanPrompt')}</p>
        {buddy ? (
          <a className="button" href={paths.account()} onClick={followLink}>
            {t('account.title')}
          </a>
        ) : savedReferral() ? (
          // Came through a friend's share link: joining is one sign-in away, never required to order.
          <div className="invite">
            <p>{t('referral.invited')}</p>
            <button
              type="button"
              className="button button-primary"
              onClick={() => openSheet({ kind: 'signin' })}
            >
              {t('referral.join')}
            </button>
          </div>
        ) : null}
      </div>
      {recent.length > 0 ? (
        <section aria-labelledby="recent" className="recent">
          <h2 id="recent" className="section-title">
            {t('home.recent')}
          </h2>
          <ul className="order-list">
            {recent.map((o) => (
              <li key={o.token}>
                <a className="order-card" href={paths.order(o.token)} onClick={followLink}>
                  <span className="order-card-main">
                    <span className="cart-line-name">
                      {o.order_no ? `${t('order.number', { number: o.order_no })} · ` : ''}
                      {o.store}
                    </span>
                    <span className="cart-line-detail">
                      {dateTime(o.created_at)}
                      {o.table ? ` · ${o.table}` : ''}
                    </span>
                  </span>
                  <span className="cart-line-total">{formatMoney(o.total_sen)}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}
