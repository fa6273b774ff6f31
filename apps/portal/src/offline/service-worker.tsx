import { registerSW } from 'virtual:pwa-register';
import { Button } from 'antd';
import i18n from '../i18n';
import { feedback } from '../lib/feedback';

/**
 * Registers the staff app's service worker (vite.config.ts): the portal then loads with no
 * connection. A new build's worker takes over as soon as it is installed, so the next load is
 * the new build; the page already open is not reloaded under the user's hands, they are offered
 * the reload in their language.
 */
export function registerServiceWorker() {
  // Service workers need a secure context (https, or localhost); elsewhere the portal works as a
  // plain web page.
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  registerSW({
    immediate: true,
    onNeedReload: () => {
      feedback.notification.info({
        key: 'new-version',
        title: i18n.t('offline.update.ready'),
        duration: 0,
        placement: 'bottomRight',
        actions: (
          <Button type="primary" onClick={() => window.location.reload()}>
            {i18n.t('offline.update.reload')}
          </Button>
        ),
      });
    },
  });
}
