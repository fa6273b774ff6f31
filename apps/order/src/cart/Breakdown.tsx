import { useTranslation } from '../i18n';
import { formatMoney, formatPoints } from '../lib/money';

interface Money {
  subtotal_sen: number;
  service_charge_percent: string | null;
  service_charge_sen: number;
  sst_percent: string | null;
  sst_sen: number;
  total_sen: number;
}

const percent = (p: string) => `${Number(p)}%`;

/**
 * Subtotal, service charge, SST and total, as the server computed them; then the points paid with
 * and what is left to pay in money, and the cash rounding of that.
 */
export function Breakdown({
  money,
  points,
  rounding,
}: {
  money: Money;
  /** `paid`: on the order (the points are taken); else the cart (they will be). */
  points?: { points: number; due: number; paid?: boolean };
  rounding?: { sen: number; total: number };
}) {
  const { t } = useTranslation();
  return (
    <dl className="breakdown">
      <div>
        <dt>{t('money.subtotal')}</dt>
        <dd>{formatMoney(money.subtotal_sen)}</dd>
      </div>
      {money.service_charge_percent ? (
        <div>
          <dt>{t('money.serviceCharge', { percent: percent(money.service_charge_percent) })}</dt>
          <dd>{formatMoney(money.service_charge_sen)}</dd>
        </div>
      ) : null}
      {money.sst_percent ? (
        <div>
          <dt>{t('money.sst', { percent: percent(money.sst_percent) })}</dt>
          <dd>{formatMoney(money.sst_sen)}</dd>
        </div>
      ) : null}
      <div className="breakdown-total">
        <dt>{t('money.total')}</dt>
        <dd>{formatMoney(money.total_sen)}</dd>
      </div>
      {points && points.points > 0 ? (
        <>
          <div className="breakdown-points">
            <dt>
              {t(points.paid ? 'money.paidWithPoints' : 'money.points', {
                count: points.points,
                points: formatPoints(points.points),
              })}
            </dt>
            <dd>{formatMoney(-points.points)}</dd>
          </div>
          <div className="breakdown-total">
            <dt>{t('money.amountDue')}</dt>
            <dd>{formatMoney(points.due)}</dd>
          </div>
        </>
      ) : null}
      {rounding && rounding.sen !== 0 ? (
        <>
          <div>
            <dt>{t('money.rounding')}</dt>
            <dd>{formatMoney(rounding.sen)}</dd>
          </div>
          <div className="breakdown-total">
            <dt>{t('money.roundedTotal')}</dt>
            <dd>{formatMoney(rounding.total)}</dd>
          </div>
        </>
      ) : null}
    </dl>
  );
}
