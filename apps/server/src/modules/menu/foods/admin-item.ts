import type { MessageKey } from '@meja/contracts';
import type { AdminItem } from '../../admin-items/types';
import { type FoodToggle, remove, toggle, toggleTypes } from './service';

const switched: Partial<Record<FoodToggle, [on: MessageKey, off: MessageKey]>> = {
  take_away: ['success.food_take_away_on', 'success.food_take_away_off'],
  birthday_gift_only: ['success.food_birthday_gift_on', 'success.food_birthday_gift_off'],
};

/**
 * Foods and alcohol items in the generic PATCH and DELETE /admin/menu/{id} (SPEC §7): switch
 * status, take_away or birthday_gift_only; delete the item.
 */
export const foodAdminItem: AdminItem = {
  permission: 'menu.manage',
  types: Object.keys(toggleTypes),
  toggle: async (ctx, id, type) => {
    const value = await toggle(ctx, id, type as FoodToggle);
    const messages = switched[type as FoodToggle];
    return { value, message: messages ? messages[value ? 0 : 1] : undefined };
  },
  remove: async (ctx, id) =>
    (await remove(ctx, id)) === 'alcohol' ? 'success.alcohol_deleted' : 'success.food_deleted',
};
