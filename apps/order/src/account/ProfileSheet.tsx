import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n';
import { errorText } from '../lib/api';
import { loadMe, useMe } from '../lib/me';
import { setProfileLater } from '../lib/signup';
import { Sheet } from '../ui/Sheet';
import { ProfileForm } from './ProfileForm';
import '../ui/loyalty.css';

/**
 * The short profile prompt after a first sign-in (and from the order page's card): first name and
 * date of birth, or "Later". Closing it without saving leaves the offer on the order page.
 */
export default function ProfileSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const me = useMe();
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    loadMe().catch(setError);
  }, []);

  const later = () => {
    setProfileLater(true);
    onClose();
  };

  return (
    <Sheet title={t('profile.promptTitle')} onClose={later}>
      <p>{t('profile.promptWhy')}</p>
      {me ? (
        <ProfileForm
          me={me}
          full={false}
          submitLabel={t('profile.save')}
          onSaved={() => {
            setProfileLater(false);
            onClose();
          }}
        >
          <button type="button" className="button button-quiet button-block" onClick={later}>
            {t('profile.later')}
          </button>
        </ProfileForm>
      ) : error ? (
        <p className="notice notice-error" role="alert">
          {errorText(error)}
        </p>
      ) : (
        <p className="loading" role="status">
          {t('common.loading')}
        </p>
      )}
    </Sheet>
  );
}
