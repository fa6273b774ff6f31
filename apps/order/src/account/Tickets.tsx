import type { TBuddyTicket } from '@meja/contracts';
import { useTranslation } from '../i18n';
import { api } from '../lib/api';
import { date } from '../lib/time';
import { usePaged } from '../lib/usePaged';
import { PagedList } from './PagedList';

/**
 * The buddy's tickets (alcohol bought by the bottle, redeemed a glass at a time by the staff):
 * what is left, the status in the server's words, until when, and where. Shown once there are any.
 */
export function Tickets() {
  const { t } = useTranslation();
  const paged = usePaged<TBuddyTicket>((start, length, signal) => api.myTickets(start, length, signal));
  // Most buddies have none: nothing shows (not even while loading) until some are there.
  if (!paged.total && !paged.error) return null;
  return (
    <section aria-labelledby="account-tickets">
      <h2 id="account-tickets" className="section-title">
        {t('tickets.title')}
      </h2>
      <PagedList paged={paged} empty="" className="order-list">
        {(k) => (
          <li key={k.id} className="order-card" data-testid="ticket">
            <span className="order-card-main">
              <span className="cart-line-name">{k.name}</span>
              <span className="cart-line-detail">
                {k.store.display_name}
                {k.order_no === null ? '' : ` · ${t('order.number', { number: k.order_no })}`}
              </span>
              {k.status === 'active' || k.status === 'expired' ? (
                <span className="cart-line-detail">
                  {t(k.status === 'active' ? 'tickets.useBy' : 'tickets.expiredOn', {
                    date: date(k.expires_at),
                  })}
                </span>
              ) : null}
            </span>
            <span className="order-card-side">
              <span className="ticket-left">{t('tickets.left', { left: k.left, total: k.total })}</span>
              <span className={`tag ${k.status === 'active' ? 'tag-ready' : 'tag-muted'}`}>
                {k.status_text}
              </span>
            </span>
          </li>
        )}
      </PagedList>
    </section>
  );
}
