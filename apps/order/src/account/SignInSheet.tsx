import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n';
import { ApiError, api, errorText } from '../lib/api';
import { replaceSheet, useLocation } from '../lib/router';
import { formatPhone, signIn } from '../lib/session';
import { forgetReferral, savedReferral, setProfileLater } from '../lib/signup';
import { Sheet } from '../ui/Sheet';

/**
 * "Sign in with your phone": a Malaysian mobile number, then the 6-digit code sent to it by SMS.
 * The server checks the number and the code; this only keeps the diner from sending obvious typos.
 * A first sign-in (the server `created` the buddy) carries the share link's referral code and is
 * followed by the short profile prompt, unless the diner is paying: then checkout goes on and the
 * order page offers the profile afterwards.
 */
export default function SignInSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { sheets } = useLocation();
  const inCheckout = sheets.some((s) => s.kind === 'cart');
  const [referral] = useState(savedReferral);
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [phone, setPhone] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [resendAt, setResendAt] = useState(0);
  const phoneId = useId();
  const codeId = useId();
  const errorId = useId();
  const codeRef = useRef<HTMLInputElement>(null);

  const send = async () => {
    if (busy) return;
    if (phone.replace(/\D/g, '').length < 9) {
      setError(t('signIn.phoneInvalid'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const sent = await api.sendCode(phone);
      setSentTo(sent.phone);
      setResendAt(Date.now() + sent.resend_in * 1000);
      setStep('code');
      setCode('');
      requestAnimationFrame(() => codeRef.current?.focus());
    } catch (err) {
      setError(err instanceof ApiError && err.errors?.phone ? err.errors.phone : errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const verify = async () => {
    if (busy) return;
    if (!/^\d{6}$/.test(code)) {
      setError(t('signIn.codeInvalid'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const session = await api.verifyCode(sentTo, code, referral);
      signIn({
        token: session.token,
        id: session.user.id,
        phone: session.user.phone_number,
        name: session.user.name,
      });
      // The code counts only for a new buddy; either way it has had its one chance.
      if (session.created || session.referred) forgetReferral();
      if (session.created && !inCheckout) {
        setProfileLater(false);
        replaceSheet({ kind: 'profile' });
        return;
      }
      setProfileLater(!!session.created);
      onClose();
    } catch (err) {
      setError(err instanceof ApiError && err.errors?.code ? err.errors.code : errorText(err));
      setBusy(false);
    }
  };

  return (
    <Sheet title={t('signIn.title')} onClose={onClose}>
      {step === 'phone' ? (
        <form
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
          noValidate
        >
          <p>{t('signIn.why')}</p>
          {referral ? <p className="hint">{t('referral.withCode', { code: referral })}</p> : null}
          <div className="field">
            <label className="field-label" htmlFor={phoneId}>
              {t('signIn.phone')}
            </label>
            <input
              id={phoneId}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="012-345 6789"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              maxLength={30}
            />
          </div>
          {error ? (
            <p className="field-error" id={errorId} role="alert">
              {error}
            </p>
          ) : null}
          <button type="submit" className="button button-primary button-block" disabled={busy}>
            {busy ? t('signIn.sending') : t('signIn.sendCode')}
          </button>
          <button type="button" className="button button-quiet button-block" onClick={onClose}>
            {t('signIn.guest')}
          </button>
        </form>
      ) : (
        <form
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            void verify();
          }}
          noValidate
        >
          <p>{t('signIn.codeSent', { phone: formatPhone(sentTo) })}</p>
          <div className="field">
            <label className="field-label" htmlFor={codeId}>
              {t('signIn.code')}
            </label>
            <input
              ref={codeRef}
              id={codeId}
              className="code-input"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
          </div>
          {error ? (
            <p className="field-error" id={errorId} role="alert">
              {error}
            </p>
          ) : null}
          <button type="submit" className="button button-primary button-block" disabled={busy}>
            {busy ? t('signIn.verifying') : t('signIn.verify')}
          </button>
          <div className="row-between">
            <button
              type="button"
              className="button button-quiet"
              onClick={() => {
                setStep('phone');
                setError(undefined);
              }}
            >
              {t('signIn.changeNumber')}
            </button>
            <ResendButton at={resendAt} onResend={() => void send()} disabled={busy} />
          </div>
        </form>
      )}
    </Sheet>
  );
}

function ResendButton({ at, onResend, disabled }: { at: number; onResend: () => void; disabled: boolean }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(Date.now());
  const left = Math.max(0, Math.ceil((at - now) / 1000));
  useEffect(() => {
    if (left <= 0) return;
    const id = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(id);
  }, [left]);
  return (
    <button type="button" className="button button-quiet" onClick={onResend} disabled={disabled || left > 0}>
      {left > 0 ? t('signIn.resendIn', { seconds: left }) : t('signIn.resend')}
    </button>
  );
}
