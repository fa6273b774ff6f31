import { createApiClient } from '@meja/client';
import i18n from '../i18n';
import { feedback } from './feedback';
import { queryClient } from './query-client';
import { clearSession, getSession } from './session';

/**
 * The one API client of the portal. A 401 on a signed-in call ends the session: local storage is
 * cleared and the route guard sends the user to /login. A 5xx shows SPEC §8's notification.
 */
export const api = createApiClient({
  baseUrl: '/api',
  getToken: () => getSession()?.token,
  getLanguage: () => i18n.resolvedLanguage ?? i18n.language,
  onUnauthorized: (error) => {
    // Calls still in flight when the session ended answer 401 too: handle the first only.
    if (getSession() === null) return;
    clearSession('expired');
    queryClient.clear();
    feedback.message.warning({ content: error.message, key: 'session-ended' });
  },
  onServerError: () => {
    feedback.notification.error({
      key: 'server-error',
      title: i18n.t('errors.serverTitle'),
      description: i18n.t('errors.serverDescription'),
      placement: 'topRight',
      duration: 2,
    });
  },
});
