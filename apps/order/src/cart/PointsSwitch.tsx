import { useId } from 'react';
import { useTranslation } from '../i18n';
import { formatMoney, formatPoints } from '../lib/money';
import { type PointsChoice, pointsToUse } from './points';

/**
 * "Use my points (N points = RM x.xx)": off by default, so paying with points never costs a
 * diner who does not want to a tap. On, it uses all the bill takes; a field lets them use part.
 */
export function PointsSwitch({
  held,
  total,
  value,
  onChange,
}: {
  held: number;
  total: number | undefined;
  value: PointsChoice;
  onChange: (value: PointsChoice) => void;
}) {
  const { t } = useTranslation();
  const amountId = useId();
  const errorId = useId();
  const { max, error } = pointsToUse(value, held, total);
  return (
    <div className="points-choice">
      <label className="switch-row">
        <input
          type="checkbox"
          role="switch"
          checked={value.on}
          aria-checked={value.on}
          onChange={(e) => onChange({ on: e.target.checked, amount: '' })}
        />
        <span>{t('points.use', { count: held, points: formatPoints(held), value: formatMoney(held) })}</span>
      </label>
      {value.on ? (
        <div className="field nested">
          <label className="field-label" htmlFor={amountId}>
            {t('points.amount', { count: max, points: formatPoints(max) })}
          </label>
          <input
            id={amountId}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={String(max)}
            value={value.amount}
            onChange={(e) =>
              onChange({ on: true, amount: e.target.value.replace(/[^\d]/g, '').slice(0, 10) })
            }
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          {error ? (
            <p className="field-error" id={errorId}>
              {t('points.tooMany', { count: max, points: formatPoints(max) })}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
