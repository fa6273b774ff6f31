import { useTranslation } from '../i18n';
import { openSheet } from '../lib/router';
import { useBuddy } from '../lib/session';
import { setProfileLater, useProfileLater } from '../lib/signup';

/**
 * A buddy who signed up while paying was not stopped for the profile: it is offered here, after
 * the order, until completed or declined.
 */
export function ProfileOffer() {
  const { t } = useTranslation();
  const buddy = useBuddy();
  const later = useProfileLater();
  if (!buddy || !later) return null;
  return (
    <section className="card profile-offer" aria-labelledby="profile-offer">
      <h2 id="profile-offer">{t('profile.offerTitle')}</h2>
      <p>{t('profile.promptWhy')}</p>
      <div className="row-between">
        <button type="button" className="button button-quiet" onClick={() => setProfileLater(false)}>
          {t('profile.notNow')}
        </button>
        <button
          type="button"
          className="button button-primary"
          onClick={() => openSheet({ kind: 'profile' })}
        >
          {t('profile.completeShort')}
        </button>
      </div>
    </section>
  );
}
