import type { TBuddyMe } from '@meja/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n';
import { errorText } from '../lib/api';
import { loadMe, useMe } from '../lib/me';
import { formatMoney, formatPoints } from '../lib/money';
import { openSheet } from '../lib/router';
import { formatPhone, signOut, useBuddy } from '../lib/session';
import { TopBar } from '../ui/TopBar';
import { CashOut } from './CashOut';
import { Orders } from './Orders';
import { ProfileForm } from './ProfileForm';
import { Referral } from './Referral';
import { Tickets } from './Tickets';
import { Wallet } from './Wallet';
import '../ui/loyalty.css';

/**
 * /order/me, the buddy's account: points and their history, tickets, past orders, the invite
 * (referral code and link), the cash-out of referral rewards and the profile. A guest is asked to sign in.
 */
export default function AccountPage() {
  const { t } = useTranslation();
  const buddy = useBuddy();

  useEffect(() => {
    document.title = t('account.title');
  }, [t]);

  if (!buddy) {
    return (
      <main className="page">
        <TopBar />
        <header className="page-head">
          <h1>{t('account.title')}</h1>
        </header>
        <div className="problem">
          <p>{t('account.signInToSee')}</p>
          <button
            type="button"
            className="button button-primary"
            onClick={() => openSheet({ kind: 'signin' })}
          >
            {t('account.signIn')}
          </button>
        </div>
      </main>
    );
  }
  // Another buddy signing in on this phone gets their own lists from the top.
  return <Account key={buddy.token} phone={buddy.phone} />;
}

function Account({ phone }: { phone: string }) {
  const { t } = useTranslation();
  const me = useMe();
  const [error, setError] = useState<unknown>(null);

  // Points move with every paid order: the page reads the account afresh each time it opens.
  useEffect(() => {
    loadMe({ fresh: true }).catch(setError);
  }, []);

  return (
    <main className="page account-page">
      <TopBar />
      <header className="page-head">
        <h1>{me?.first_name ? t('account.hello', { name: me.first_name }) : t('account.title')}</h1>
        <p className="row-between">
          <span>{formatPhone(phone)}</span>
          <button type="button" className="button button-quiet button-small" onClick={signOut}>
            {t('account.signOut')}
          </button>
        </p>
      </header>
      {me ? (
        <Points me={me} />
      ) : error ? (
        <p className="notice notice-error" role="alert">
          {errorText(error)}
        </p>
      ) : (
        <p className="loading" role="status">
          {t('common.loading')}
        </p>
      )}
      {me && !me.profile_complete ? (
        <p className="notice notice-offer">
          <a href="#account-profile">{t('profile.complete')}</a>
        </p>
      ) : null}
      <Tickets />
      <Wallet />
      <Orders />
      {me ? <Referral me={me} /> : null}
      {me ? <CashOut /> : null}
      {me ? (
        <section aria-labelledby="account-profile">
          <h2 id="account-profile" className="section-title" tabIndex={-1}>
            {t('profile.title')}
          </h2>
          <ProfileForm me={me} full submitLabel={t('profile.save')} />
        </section>
      ) : null}
    </main>
  );
}

function Points({ me }: { me: TBuddyMe }) {
  const { t } = useTranslation();
  return (
    <section className="points-card" aria-labelledby="account-points">
      <h2 id="account-points" className="visually-hidden">
        {t('wallet.points')}
      </h2>
      <p className="points-balance" data-testid="points-balance">
        {t('wallet.balance', { count: me.points, points: formatPoints(me.points) })}
      </p>
      <p>{t('wallet.worth', { value: formatMoney(me.points) })}</p>
      {me.birthday_month ? <p className="points-note">{t('birthday.thisMonth')}</p> : null}
    </section>
  );
}
