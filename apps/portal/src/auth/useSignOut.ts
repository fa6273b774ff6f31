import { useLogout } from '@meja/client';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../lib/query-client';
import { clearSession } from '../lib/session';

/** Ends the session on the server, then here; the route guard takes the user to sign in. */
export function useSignOut() {
  const logout = useLogout();
  const { message } = App.useApp();
  const { t } = useTranslation();
  return async () => {
    let text: string = t('auth.signedOut');
    try {
      text = (await logout.mutateAsync()).message;
    } catch {
      // Signed out here whatever the server said: the token may already be gone.
    }
    clearSession('sign_out');
    queryClient.clear();
    message.success(text);
  };
}
