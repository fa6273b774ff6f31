import { malaysianBanks } from '@meja/contracts/malaysia';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../i18n';
import { ApiError, api, errorText, isAbort } from '../lib/api';
import {
  bankName,
  type CashOutBody,
  type CashOutField,
  type CashOutForm,
  type CashOutSummary,
  canCashOut,
  checkCashOut,
  maskAccountNo,
  senOf,
  startForm,
} from '../lib/cash-out';
import { loadMe } from '../lib/me';
import { formatMoney, formatPoints } from '../lib/money';
import { CashOutHistory } from './CashOutHistory';
import { TextField } from './ProfileForm';

/**
 * "Cash out referral rewards" on the account page: what can be cashed out (referral rewards only,
 * from the minimum), the form, a confirmation with the RM amount, and the past cash-outs with
 * their status. The server decides what is cashable and checks every field; its field messages
 * are shown at the fields.
 */
export function CashOut() {
  const { t } = useTranslation();
  const [summary, setSummary] = useState<CashOutSummary | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [reads, setReads] = useState(0);
  const [message, setMessage] = useState('');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reads` is the signal to read again
  useEffect(() => {
    const ctrl = new AbortController();
    api.cashOutSummary(ctrl.signal).then(
      (s) => {
        setSummary(s);
        setError(null);
      },
      (err: unknown) => {
        if (!isAbort(err)) setError(err);
      },
    );
    return () => ctrl.abort();
  }, [reads]);

  const done = (text: string) => {
    setMessage(text);
    // The points left and the list changed: read both again (the points card above too).
    setReads((n) => n + 1);
    loadMe({ fresh: true }).catch(() => {});
  };

  return (
    <section aria-labelledby="account-cash-out">
      <h2 id="account-cash-out" className="section-title">
        {t('cashOut.title')}
      </h2>
      {summary ? (
        <div className="card stack" data-testid="cash-out">
          <p>{t('cashOut.why')}</p>
          <p className="cash-out-cashable" data-testid="cashable-points">
            {t('cashOut.cashable', {
              count: summary.cashable_points,
              points: formatPoints(summary.cashable_points),
              value: formatMoney(senOf(summary.cashable_points)),
            })}
          </p>
          <p className="hint" role="status">
            {message}
          </p>
          {canCashOut(summary) ? (
            // A new form once the list shows the cash-out made: it starts again from what is left.
            <CashOutFormCard key={summary.cash_outs.length} summary={summary} onDone={done} />
          ) : (
            <p className="hint">
              {t('cashOut.notEnough', {
                points: formatPoints(summary.minimum_points),
                value: formatMoney(senOf(summary.minimum_points)),
              })}
            </p>
          )}
        </div>
      ) : error ? (
        <p className="notice notice-error" role="alert">
          {errorText(error)}
        </p>
      ) : (
        <p className="loading">{t('common.loading')}</p>
      )}
      {summary ? <CashOutHistory summary={summary} /> : null}
    </section>
  );
}

type FieldErrors = Partial<Record<CashOutField, string>>;

function CashOutFormCard({
  summary,
  onDone,
}: {
  summary: CashOutSummary;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState<CashOutForm>(() => startForm(summary.cashable_points));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState('');
  const [confirming, setConfirming] = useState<CashOutBody | null>(null);
  const [busy, setBusy] = useState(false);
  const bankId = useId();
  const bankErrorId = useId();
  const set = (field: keyof CashOutForm) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const next = () => {
    const checked = checkCashOut(form, summary);
    setError('');
    if (!checked.ok) {
      const limit =
        checked.problems.points === 'pointsTooMany' ? summary.cashable_points : summary.minimum_points;
      const texts: FieldErrors = {};
      for (const [field, problem] of Object.entries(checked.problems))
        texts[field as CashOutField] = t(`cashOut.errors.${problem}`, { points: formatPoints(limit) });
      setErrors(texts);
      return;
    }
    setErrors({});
    setConfirming(checked.body);
  };

  const send = async (body: CashOutBody) => {
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      const reply = await api.cashOut(body);
      onDone(reply.message ?? '');
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && err.errors && Object.keys(err.errors).length) {
        // Back to the form, the server's messages at their fields.
        setErrors(err.errors as FieldErrors);
        setConfirming(null);
      } else setError(errorText(err));
    }
  };

  if (confirming) {
    const value = formatMoney(senOf(confirming.points));
    return (
      <section className="cash-out-confirm stack" aria-labelledby={`${bankId}-confirm`}>
        <h3 id={`${bankId}-confirm`}>{t('cashOut.confirmTitle')}</h3>
        <p>{t('cashOut.confirmText', { points: formatPoints(confirming.points), value })}</p>
        <p className="cash-out-account">
          {t('cashOut.confirmAccount', {
            bank: bankName(confirming.bank),
            account: maskAccountNo(confirming.account_no),
            name: confirming.account_name,
          })}
        </p>
        <p className="hint">{t('cashOut.confirmNote')}</p>
        {error ? (
          <p className="notice notice-error" role="alert">
            {error}
          </p>
        ) : null}
        <button
          type="button"
          className="button button-primary button-block"
          disabled={busy}
          onClick={() => void send(confirming)}
        >
          {busy ? t('cashOut.sending') : t('cashOut.confirm', { value })}
        </button>
        <button
          type="button"
          className="button button-quiet button-block"
          disabled={busy}
          onClick={() => setConfirming(null)}
        >
          {t('cashOut.change')}
        </button>
      </section>
    );
  }

  return (
    <form
      className="stack"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        next();
      }}
    >
      <p className="hint">
        {t('cashOut.minimum', {
          points: formatPoints(summary.minimum_points),
          value: formatMoney(senOf(summary.minimum_points)),
        })}
      </p>
      <TextField
        label={t('cashOut.points')}
        hint={t('cashOut.pointsHint')}
        value={form.points}
        onChange={set('points')}
        error={errors.points}
        inputMode="numeric"
        autoComplete="off"
        maxLength={13}
      />
      <div className="field">
        <label className="field-label" htmlFor={bankId}>
          {t('cashOut.bank')}
        </label>
        <select
          id={bankId}
          value={form.bank}
          onChange={(e) => set('bank')(e.target.value)}
          aria-invalid={errors.bank ? true : undefined}
          aria-describedby={errors.bank ? bankErrorId : undefined}
        >
          <option value="">{t('cashOut.bankPlaceholder')}</option>
          {malaysianBanks.map((b) => (
            <option key={b.code} value={b.code}>
              {b.name}
            </option>
          ))}
        </select>
        {errors.bank ? (
          <p className="field-error" id={bankErrorId}>
            {errors.bank}
          </p>
        ) : null}
      </div>
      <TextField
        label={t('cashOut.accountNo')}
        value={form.accountNo}
        onChange={set('accountNo')}
        error={errors.account_no}
        inputMode="numeric"
        autoComplete="off"
        maxLength={30}
      />
      <TextField
        label={t('cashOut.accountName')}
        hint={t('cashOut.accountNameHint')}
        value={form.accountName}
        onChange={set('accountName')}
        error={errors.account_name}
        autoComplete="name"
        maxLength={100}
      />
      <button type="submit" className="button button-primary button-block">
        {t('cashOut.next')}
      </button>
    </form>
  );
}
