/**
 * The items of the generic PATCH (toggle) and DELETE /api/admin/{name}/{id} (SPEC §7): a whitelist
 * from the name in the URL to the module functions that act on it. A name never reaches SQL.
 *
 * To add an item, add ONE entry to `adminItems` below (an item of some size lives in its module, as
 * menu/foods/admin-item.ts does, and imports only ./types: the registry imports items, never the
 * other way round). An item is { permission, types, toggle, remove }:
 *   - permission: what the caller needs for this item (checked after the route's `admin_items`);
 *   - types: the switches `toggle` understands (the body's `type`), e.g. ['status'];
 *   - toggle(ctx, id, type): flips it and answers the new value (message defaults to
 *     "Status changed to active/inactive.");
 *   - remove(ctx, id): deletes it (throw an AppError to refuse) and answers the success message key.
 * Both check the tenant themselves (another merchant's row is "not found").
 */
import { announcementAdminItem } from '../content/announcements/admin-item';
import * as categories from '../menu/categories/service';
import { foodAdminItem } from '../menu/foods/admin-item';
import * as optionGroups from '../menu/options/service';
import * as staff from '../staff/service';
import * as tables from '../tables/service';
import type { AdminItem } from './types';

const adminItems = new Map<string, AdminItem>(
  Object.entries({
    announcement: announcementAdminItem,
    category: {
      permission: 'menu.manage',
      types: ['status'],
      toggle: async (ctx, id) => ({ value: await categories.setActive(ctx, id) }),
      remove: async (ctx, id) => {
        await categories.remove(ctx, id);
        return 'success.category_deleted';
      },
    },
    menu: foodAdminItem,
    option: {
      permission: 'menu.manage',
      types: ['status'],
      toggle: async (ctx, id) => ({ value: await optionGroups.setActive(ctx, id) }),
      remove: async (ctx, id) => {
        await optionGroups.remove(ctx, id);
        return 'success.option_deleted';
      },
    },
    staff: {
      permission: 'staff.write',
      types: ['status'],
      toggle: async (ctx, id) => ({ value: (await staff.toggleStatus(ctx, id)).status === 'active' }),
      remove: async (ctx, id) => {
        await staff.remove(ctx, id);
        return 'success.staff_deleted';
      },
    },
    table: {
      permission: 'tables.manage',
      remove: async (ctx, id) => {
        await tables.remove(ctx, id);
        return 'success.table_deleted';
      },
    },
  } satisfies Record<string, AdminItem>),
);

/** Adds an item to the whitelist (once per name). */
export function registerAdminItem(name: string, item: AdminItem) {
  if (adminItems.has(name)) throw new Error(`admin item ${name} is registered twice`);
  adminItems.set(name, item);
}

export const adminItemOf = (name: string) => adminItems.get(name);
