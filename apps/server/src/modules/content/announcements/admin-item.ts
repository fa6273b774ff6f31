import type { AdminItem } from '../../admin-items/types';
import { remove, toggleActive } from './service';

/**
 * Announcements in the generic PATCH and DELETE /admin/announcement/{id} (SPEC §7): `status`
 * withdraws or restores one (kept, with its dismissals); delete removes it for good.
 */
export const announcementAdminItem: AdminItem = {
  permission: 'content.manage',
  types: ['status'],
  toggle: async (ctx, id) => {
    const value = await toggleActive(ctx, id);
    return { value, message: value ? 'success.announcement_restored' : 'success.announcement_withdrawn' };
  },
  remove: async (ctx, id) => {
    await remove(ctx, id);
    return 'success.announcement_deleted';
  },
};
