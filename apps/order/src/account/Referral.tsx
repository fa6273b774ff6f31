import type { TBuddyMe } from '@meja/contracts';
import { useId, useState } from 'react';
import { useTranslation } from '../i18n';
import { ApiError, api, errorText } from '../lib/api';
import { setMe } from '../lib/me';
import { forgetReferral, savedReferral } from '../lib/signup';

/**
 * The buddy's referral code and share link (the Web Share sheet where the phone has one, else the
 * clipboard), who invited them, and while they may still name a referrer (no upline, no paid
 * order yet) the way to enter one. The profile call carries the code, so it needs the profile.
 */
export function Referral({ me }: { me: TBuddyMe }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const canShare = typeof navigator.share === 'function';

  const share = async () => {
    setCopied(null);
    if (canShare) {
      try {
        await navigator.share({
          title: 'Meja',
          text: t('referral.shareText', { code: me.referral_code }),
          url: me.referral_link,
        });
      } catch {
        // Dismissed: nothing to say.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(me.referral_link);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <section aria-labelledby="account-invite">
      <h2 id="account-invite" className="section-title">
        {t('referral.title')}
      </h2>
      <div className="card stack">
        <p>{t('referral.why')}</p>
        <p className="referral-code">
          <span>{t('referral.yourCode')}</span>
          <strong data-testid="referral-code">{me.referral_code}</strong>
        </p>
        <button type="button" className="button button-primary button-block" onClick={() => void share()}>
          {canShare ? t('referral.share') : t('referral.copy')}
        </button>
        <p className="hint" role="status">
          {copied === 'copied' ? t('referral.copied') : ''}
        </p>
        {copied === 'failed' ? (
          // No clipboard (an old browser, plain http): the link to copy by hand.
          <input
            className="referral-link"
            readOnly
            value={me.referral_link}
            aria-label={t('referral.link')}
          />
        ) : null}
        <p className="hint">{t('referral.joined', { count: me.referrals })}</p>
        {me.upline ? (
          <p className="hint">
            {t('referral.invitedBy', { name: me.upline.first_name ?? `#${me.upline.id}` })}
          </p>
        ) : null}
      </div>
      {me.can_set_referrer && me.profile_complete ? <ReferrerForm me={me} /> : null}
    </section>
  );
}

function ReferrerForm({ me }: { me: TBuddyMe }) {
  const { t } = useTranslation();
  const [code, setCode] = useState(() => savedReferral() ?? '');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const id = useId();
  const errorId = useId();

  const apply = async () => {
    if (busy || !code.trim()) return;
    setBusy(true);
    setError(undefined);
    try {
      // The profile call carries the code; e-mail, gender and city left out stay as they are.
      const next = await api.saveProfile({
        first_name: me.first_name ?? '',
        date_of_birth: me.date_of_birth ?? '',
        referral_code: code.trim(),
      });
      forgetReferral();
      setMe(next);
    } catch (err) {
      setError(
        err instanceof ApiError && err.errors?.referral_code ? err.errors.referral_code : errorText(err),
      );
      setBusy(false);
    }
  };

  return (
    <form
      className="field referrer-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void apply();
      }}
    >
      <label className="field-label" htmlFor={id}>
        {t('referral.enterCode')}
      </label>
      <div className="input-with-button">
        <input
          id={id}
          value={code}
          maxLength={20}
          autoComplete="off"
          autoCapitalize="characters"
          onChange={(e) => setCode(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" className="button" disabled={busy || !code.trim()}>
          {t('referral.apply')}
        </button>
      </div>
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </form>
  );
}
