import { createApiClient } from '@meja/client';
import i18n from '../i18n';
import { reportNoReply } from '../offline/connectivity';
import { holdOfflineData } from '../offline/persist';
import { feedback } from './feedback';
import { queryClient } from './query-client';
import { clearSession, getSession } from './session';

/**
 * The one API client of the portal. A 401 on a signed-in call ends the session: local storage is
 * cleared and the route guard sends the user to /login (actions not yet sent stay on the device
 * for when the same user signs in again). A 5xx shows SPEC §8's notification; no reply at all
 * means the server is out of reach, which the offline banner says instead.
 */
export const api = createApiClient({
  baseUrl: '/api',
  getToken: () => getSession()?.token,
  getLanguage: () => i18n.resolvedLanguage ?? i18n.language,
  onUnauthorized: (error) => {
    // Calls still in flight when the session ended answer 401 too: handle the first only.
    if (getSession() === null) return;
    holdOfflineData();
    clearSession('expired');
    queryClient.clear();
    feedback.message.warning({ content: error.message, key: 'session-ended' });
  },
  onServerError: (error) => {
    if (error.isNetworkError) return reportNoReply();
    feedback.notification.error({
      key: 'server-error',
      title: i18n.t('errors.serverTitle'),
      description: i18n.t('errors.serverDescription'),
      placement: 'topRight',
      duration: 2,
    });
  },
});
