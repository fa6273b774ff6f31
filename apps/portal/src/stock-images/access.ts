import type { TMe } from '@meja/contracts';

/** The food image library screen: admins curate it (the server's `stock_images.write`). */
export const canManageStockImages = (me: Pick<TMe, 'role'>) => me.role === 'admin';

/** Who may browse it and pick from it (`stock_images.read`): admins, merchants, staff with Setting access. */
export const canPickStockImages = (me: Pick<TMe, 'role' | 'access_option'>) =>
  me.role === 'admin' ||
  me.role === 'merchant' ||
  (me.role === 'staff' && me.access_option === 'All Access - Setting');
