import { type FoodKind, flagOut, senToRM, type TFood } from '@meja/contracts';
import { mediaUrls } from '../../media/service';
import type { FoodRow, OfferedGroup } from './repository';

export const kindOf = (kind: string): FoodKind => (kind === 'alcohol' ? 'alcohol' : 'food');

/** The picture's files: the merchant's own media item first, else the stock photo. */
function pictureOf(r: FoodRow) {
  if (r.mediaKey && r.mediaFormat) return mediaUrls({ storageKey: r.mediaKey, format: r.mediaFormat });
  if (r.stockKey && r.stockFormat) return mediaUrls({ storageKey: r.stockKey, format: r.stockFormat });
  return null;
}

/** A food row as the API replies with it (SPEC §3 Food, in the old client's field names). */
export function toFood(r: FoodRow, groups: OfferedGroup[]): TFood {
  const urls = pictureOf(r);
  return {
    id: r.id,
    merchant_id: r.merchantId,
    name: r.name,
    code: r.code,
    description: r.description,
    picture: urls?.card ?? null,
    picture_urls: urls,
    media_id: r.mediaId,
    stock_image_id: r.stockImageId,
    price: senToRM(r.priceSen),
    price_sen: r.priceSen,
    category_id: r.categoryId,
    course_id: r.courseId,
    category_name: r.categoryName,
    remark: kindOf(r.kind),
    food_type: r.foodType,
    limited_quantity: r.quantityLeft,
    sold_out: flagOut(r.quantityLeft === 0),
    option_groups: groups.map((g) => ({ id: g.id, name: g.name, min_qty: g.minQty, max_qty: g.maxQty })),
    take_away: flagOut(r.takeAway),
    birthday_gift_only: flagOut(r.birthdayGiftOnly),
    status: flagOut(r.active),
    active_from: r.activeFrom,
    active_until: r.activeUntil,
    weekdays: r.weekdays,
    ticket_balance: r.ticketBalance,
    ticket_expiry_days: r.ticketExpiryDays,
    priority: r.priority,
    version: r.version,
    created_at: r.createdAt.toISOString(),
  };
}
