import { useLogout } from '@meja/client';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../lib/query-client';
import { clearSession, getSession } from '../lib/session';
import { deleteOfflineData, isQueuedAction } from '../offline/persist';

/** Actions taken on this device that the server has not accepted yet. */
const waitingActions = () =>
  queryClient
    .getMutationCache()
    .getAll()
    .filter((m) => isQueuedAction(m.options.mutationKey) && m.state.status === 'pending').length;

/**
 * Ends the session on the server, then here; the route guard takes the user to sign in. Nothing
 * of the user stays on the device (offline copy included): with actions not yet sent, the user
 * is asked first, as signing out discards them.
 */
export function useSignOut() {
  const logout = useLogout();
  const { message, modal } = App.useApp();
  const { t } = useTranslation();
  const signOut = async () => {
    let text: string = t('auth.signedOut');
    try {
      text = (await logout.mutateAsync()).message;
    } catch {
      // Signed out here whatever the server said: the token may already be gone.
    }
    const userId = getSession()?.user.id;
    // First: the cleared cache below must not be written back.
    const deleted = userId === undefined ? undefined : deleteOfflineData(userId);
    clearSession('sign_out');
    queryClient.clear();
    await deleted;
    message.success(text);
  };
  return async () => {
    const count = waitingActions();
    if (count === 0) return signOut();
    modal.confirm({
      title: t('offline.signOut.title', { count }),
      content: t('offline.signOut.body'),
      okText: t('offline.signOut.confirm'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: signOut,
    });
  };
}
