import { useTranslation } from '../i18n';
import { bankName, type CashOutSummary } from '../lib/cash-out';
import { formatMoney, formatPoints } from '../lib/money';
import { dateTime } from '../lib/time';

const statusTag = {
  pending: 'tag-ready',
  done: 'tag-processing',
  completed: 'tag-complete',
  declined: 'tag-muted',
};

/** The buddy's cash-outs, newest first, each with its amount, bank and where it stands. */
export function CashOutHistory({ summary }: { summary: CashOutSummary }) {
  const { t } = useTranslation();
  return (
    <>
      <h3 className="cash-out-history-title">{t('cashOut.history')}</h3>
      {summary.cash_outs.length === 0 ? (
        <p className="empty-small">{t('cashOut.empty')}</p>
      ) : (
        <ul className="order-list">
          {summary.cash_outs.map((item) => (
            <li key={item.id} className="order-card" data-testid="cash-out-item">
              <span className="order-card-main">
                <span className="cart-line-name">{formatMoney(item.amount_sen)}</span>
                <span className="cart-line-detail">
                  {t('cashOut.item', {
                    points: formatPoints(item.points),
                    bank: item.bank_name ?? bankName(item.bank),
                    account: item.account_no ?? '',
                  })}
                </span>
                <span className="cart-line-detail">{dateTime(item.created_at)}</span>
              </span>
              <span className="order-card-side">
                <span className={`tag ${statusTag[item.status] ?? 'tag-muted'}`}>
                  {t(`cashOut.status.${item.status}`)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
