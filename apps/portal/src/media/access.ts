import type { TMe } from '@meja/contracts';

/**
 * The media library screen: the merchant owner and staff with Setting access, as the server's
 * `media.manage` permission has it (admins manage a merchant's library through the API).
 */
export const canManageMedia = (me: Pick<TMe, 'role' | 'access_option'>) =>
  me.role === 'merchant' || (me.role === 'staff' && me.access_option === 'All Access - Setting');
