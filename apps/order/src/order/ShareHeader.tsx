import type { TOrder, TShareOf } from '@meja/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n';
import { ApiError, api, errorText } from '../lib/api';
import { forgetMe, useMe } from '../lib/me';
import { formatMoney, formatPoints } from '../lib/money';
import { followLink, openSheet, paths } from '../lib/router';
import { useBuddy } from '../lib/session';
import './shares.css';

/** A share's page (issue 29): which share of which bill, and the way back to the whole bill. */
export function ShareOf({ share }: { share: TShareOf }) {
  const { t } = useTranslation();
  const values = { n: share.share_no, count: share.shares, number: share.order_no };
  return (
    <p className="share-of" data-testid="share-of">
      <span>{share.order_no === null ? t('shares.ofTheBill', values) : t('shares.ofBill', values)}</span>
      <a href={paths.order(share.bill_token)} onClick={followLink}>
        {t('shares.toBill')}
      </a>
    </p>
  );
}

/**
 * "Pay with points" on an unpaid share, for a signed-in buddy (a guest is offered to sign in):
 * as many points as the share takes or the buddy holds, fewer if they like. The server takes them
 * once per share; covering the share they pay it, else the rest is due as before.
 */
export function SharePoints({ order, onPaid }: { order: TOrder; onPaid: (order: TOrder) => void }) {
  const { t } = useTranslation();
  const buddy = useBuddy();
  const me = useMe({ fresh: true });
  const held = me?.points ?? 0;
  const [amount, setAmount] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const inputId = useId();
  const heldId = useId();
  const errorId = useId();
  const max = Math.min(order.amount_due_sen, held);
  // The smaller of the share's total and the points held, until the diner types another number.
  useEffect(() => {
    if (amount === null && me) setAmount(max > 0 ? String(max) : '');
  }, [amount, me, max]);

  // Points are taken once per share: one already on it leaves the rest to money.
  if (order.points > 0) return null;
  if (!buddy)
    return (
      <button type="button" className="button button-block" onClick={() => openSheet({ kind: 'signin' })}>
        {t('shares.signInForPoints')}
      </button>
    );
  if (!me || held <= 0) return null;

  const pay = async () => {
    if (inFlight.current) return;
    const typed = (amount ?? '').trim();
    if (!/^\d{1,10}$/.test(typed) || Number(typed) < 1) {
      setError(t('shares.pointsWhole'));
      return;
    }
    inFlight.current = true;
    setBusy(true);
    setError(undefined);
    try {
      const share = await api.payShareWithPoints(order.token, Number(typed));
      forgetMe();
      onPaid(share);
    } catch (err) {
      setError(err instanceof ApiError && err.errors?.points ? err.errors.points : errorText(err));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <div className="share-points" data-testid="share-points">
      <div className="field">
        <label className="field-label" htmlFor={inputId}>
          {t('shares.pointsLabel')}
        </label>
        <p className="hint" id={heldId}>
          {t('shares.pointsHeld', { count: held, points: formatPoints(held), value: formatMoney(held) })}
        </p>
        <input
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={amount ?? ''}
          onChange={(e) => {
            setAmount(e.target.value.replace(/[^\d]/g, '').slice(0, 10));
            setError(undefined);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${heldId} ${errorId}` : heldId}
        />
        {error ? (
          <p className="field-error" id={errorId} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className="button button-block"
        onClick={() => void pay()}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {t('shares.points')}
      </button>
    </div>
  );
}
