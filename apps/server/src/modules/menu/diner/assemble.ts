import {
  senToRM,
  type TDinerCategory,
  type TDinerFood,
  type TDinerOptionGroup,
  type TDinerPicture,
} from '@meja/contracts';
import { mediaUrls } from '../../media/service';
import type { AssembledMenu } from './cache';
import { availabilityOf, isAvailable, type KlMoment } from './hours';
import type { MenuRows } from './repository';

type FoodRow = MenuRows['foods'][number];

function pictureOf(f: FoodRow): TDinerPicture | null {
  const key = f.mediaKey ?? f.stockKey;
  const format = f.mediaKey ? f.mediaFormat : f.stockFormat;
  if (!key || !format) return null;
  const { card, thumb } = mediaUrls({ storageKey: key, format });
  return { card, thumb };
}

/** The option groups of each food, active options only; a group with none left is left out. */
function groupsByFood(rows: MenuRows): Map<number, TDinerOptionGroup[]> {
  const optionsOf = new Map<number, TDinerOptionGroup['options']>();
  for (const o of rows.options) {
    const list = optionsOf.get(o.groupId) ?? [];
    list.push({ id: o.id, name: o.name, price: senToRM(o.priceSen), price_sen: o.priceSen });
    optionsOf.set(o.groupId, list);
  }
  const out = new Map<number, TDinerOptionGroup[]>();
  for (const g of rows.groups) {
    const opts = optionsOf.get(g.groupId);
    if (!opts?.length) continue;
    const list = out.get(g.foodId) ?? [];
    list.push({ id: g.groupId, name: g.name, min_qty: g.minQty, max_qty: g.maxQty, options: opts });
    out.set(g.foodId, list);
  }
  return out;
}

function dinerFood(f: FoodRow, groups: TDinerOptionGroup[]): TDinerFood {
  return {
    id: f.id,
    name: f.name,
    code: f.code,
    description: f.description,
    picture: pictureOf(f),
    price: senToRM(f.priceSen),
    price_sen: f.priceSen,
    take_away: f.takeAway,
    birthday_gift_only: f.birthdayGiftOnly,
    sold_out: f.quantityLeft !== null && f.quantityLeft <= 0,
    ...(f.ticketBalance === null ? {} : { ticket_balance: f.ticketBalance }),
    ...(f.ticketExpiryDays === null ? {} : { ticket_expiry_days: f.ticketExpiryDays }),
    option_groups: groups,
  };
}

/** Rows → the cached menu. Foods arrive sorted by priority then name; categories by priority. */
export function assemble(rows: MenuRows): AssembledMenu {
  const groups = groupsByFood(rows);
  const foodsOf = new Map<number, AssembledMenu['categories'][number]['foods']>();
  for (const f of rows.foods) {
    const list = foodsOf.get(f.categoryId) ?? [];
    list.push({
      availability: availabilityOf(f.weekdays, f.activeFrom, f.activeUntil),
      json: JSON.stringify(dinerFood(f, groups.get(f.id) ?? [])),
    });
    foodsOf.set(f.categoryId, list);
  }
  const categories: AssembledMenu['categories'] = [];
  let foodCount = 0;
  for (const c of rows.categories) {
    const list = foodsOf.get(c.id);
    if (!list?.length) continue;
    const head: Omit<TDinerCategory, 'foods'> = {
      id: c.id,
      name: c.name,
      kind: c.kind as TDinerCategory['kind'],
    };
    categories.push({ head: `${JSON.stringify(head).slice(0, -1)},"foods":[`, foods: list });
    foodCount += list.length;
  }
  return { categories, foodCount };
}

/** The JSON array of the categories offered at that moment: foods outside their day or window drop out. */
export function renderCategories(menu: AssembledMenu, at: KlMoment): string {
  const minute = at.day * 1440 + at.minute;
  if (menu.rendered?.minute === minute) return menu.rendered.json;
  const parts: string[] = [];
  for (const c of menu.categories) {
    const offered = c.foods.filter((f) => isAvailable(f.availability, at)).map((f) => f.json);
    if (offered.length) parts.push(`${c.head}${offered.join(',')}]}`);
  }
  const json = `[${parts.join(',')}]`;
  menu.rendered = { minute, json };
  return json;
}
