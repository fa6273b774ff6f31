import type { TWalletEntry } from '@meja/contracts';
import { useTranslation } from '../i18n';
import { api } from '../lib/api';
import { formatPoints } from '../lib/money';
import { dateTime } from '../lib/time';
import { usePaged } from '../lib/usePaged';
import { PagedList } from './PagedList';

/** The wallet's history (POST /api/get_wallet_history): what earned or spent points, newest first. */
export function Wallet() {
  const { t } = useTranslation();
  const paged = usePaged<TWalletEntry>((start, length, signal) => api.walletHistory(start, length, signal));
  return (
    <section aria-labelledby="account-wallet">
      <h2 id="account-wallet" className="section-title">
        {t('wallet.title')}
      </h2>
      <PagedList paged={paged} empty={t('wallet.empty')} className="order-list wallet-list">
        {(e) => (
          <li key={e.id} className="order-card" data-testid="wallet-entry">
            <span className="order-card-main">
              <span className="cart-line-name">
                {e.kind === 'referral' && e.level
                  ? t('wallet.kind.referralLevel', { level: e.level })
                  : t(`wallet.kind.${e.kind}`)}
              </span>
              <span className="cart-line-detail">
                {dateTime(e.created_at)}
                {e.order ? ` · ${e.order.store}` : ''}
                {e.order?.order_no ? ` · ${t('order.number', { number: e.order.order_no })}` : ''}
              </span>
            </span>
            <span className="order-card-side">
              <span className={`points-delta ${e.points < 0 ? 'is-minus' : 'is-plus'}`}>
                {e.points < 0 ? '−' : '+'}
                {formatPoints(Math.abs(e.points))}
              </span>
              {e.balance_after !== null && (
                <span className="cart-line-detail">
                  {t('wallet.balanceAfter', { points: formatPoints(e.balance_after) })}
                </span>
              )}
            </span>
          </li>
        )}
      </PagedList>
    </section>
  );
}
