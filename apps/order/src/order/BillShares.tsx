import type { TBillShare, TOrder } from '@meja/contracts';
import { type TFunction, useTranslation } from '../i18n';
import { formatMoney } from '../lib/money';
import { followLink, paths } from '../lib/router';
import { billSettled, isShareMethod, sharePaid } from './shares';
import './shares.css';

/** The status line of a split bill: each share pays on its own, then "Bill paid — 3 payments". */
export const splitStatus = (t: TFunction, order: TOrder) =>
  billSettled(order)
    ? t('shares.settled', { count: order.shares.length })
    : t('shares.status', { count: order.shares.length });

/**
 * A split bill's page (issue 29, docs/adr/0026): in place of the pay buttons, its shares, each
 * with its items (a split by items), its amount, and either how it was paid and its receipt or a
 * link to its own page where it is paid. The page is live: each share's payment shows here.
 */
export function BillShares({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const count = order.shares.length;
  return (
    <section aria-labelledby="bill-shares" className="bill-shares">
      <h2 id="bill-shares" className="section-title">
        {t('shares.title')}
      </h2>
      <ul className="share-list">
        {order.shares.map((s) => (
          <li key={s.token} className={`share-row${sharePaid(s) ? ' is-paid' : ''}`} data-testid="bill-share">
            <div className="share-head">
              <span className="share-name">{t('shares.shareOf', { n: s.share_no, count })}</span>
              <span className="share-amount">{formatMoney(s.total_sen)}</span>
            </div>
            {s.lines.length > 0 ? (
              <ul className="share-items">
                {s.lines.map((l, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a share's copies of the bill's lines, in order
                  <li key={i}>
                    <span>
                      {l.quantity}× {l.name}
                    </span>
                    <span>{formatMoney(l.line_total_sen)}</span>
                  </li>
                ))}
              </ul>
            ) : null}
            <ShareState share={s} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ShareState({ share }: { share: TBillShare }) {
  const { t } = useTranslation();
  const method = isShareMethod(share.payment_method)
    ? t(`shares.method.${share.payment_method}`)
    : (share.payment_method ?? '');
  const receipt = share.receipt_no ?? '–';
  switch (share.payment_status) {
    case 'paid':
      return <p className="share-state share-paid">{t('shares.paid', { method, receipt })}</p>;
    case 'refunded':
      return <p className="share-state">{t('shares.refunded', { receipt })}</p>;
    case 'unpaid':
      return (
        <a
          className="button button-small button-primary share-pay"
          href={paths.order(share.token)}
          onClick={followLink}
        >
          {t('shares.payThis')}
        </a>
      );
    default:
      return <p className="share-state">{t(`order.payment.${share.payment_status}`)}</p>;
  }
}
