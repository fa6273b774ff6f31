import { fpxOffered, type MessageKey, maxSen, type TCartParsed } from '@meja/contracts';
import { availabilityOf, isAvailable, type KlMoment } from '../menu/diner/hours';
import type { MenuRows } from '../menu/diner/repository';
import type { PricedCart, PricedLine, PricingFood, PricingGroup, Totals } from './cart';

/**
 * Pricing a cart (PRODUCT.md "Money"): pure functions of the menu as the diners' menu loads it
 * (modules/menu/diner/service.ts `menuRows`), the store and the clock. Prices a client sends
 * are never read. All money is integer sen; every rounding is half-up to the sen, once per order.
 */

/** SST is 6% (SPEC §9), in hundredths of a percent. */
export const sstBp = 600;

/** `bp` hundredths of a percent of `sen`, rounded half-up to the sen (amounts are never negative). */
export const percentOf = (sen: number, bp: number) => Math.floor((sen * bp + 5000) / 10000);

export interface ChargeSettings {
  serviceCharge: boolean;
  serviceChargeBp: number;
  salesServiceTax: boolean;
}

/** Subtotal → service charge (store's percent of it) → SST (6% of both) → total. */
export function totalsOf(lineTotals: readonly number[], store: ChargeSettings): Totals {
  const subtotalSen = lineTotals.reduce((a, b) => a + b, 0);
  const serviceChargeBp = store.serviceCharge ? store.serviceChargeBp : 0;
  const serviceChargeSen = percentOf(subtotalSen, serviceChargeBp);
  const sst = store.salesServiceTax ? sstBp : 0;
  const sstSen = percentOf(subtotalSen + serviceChargeSen, sst);
  return {
    subtotalSen,
    serviceChargeBp,
    serviceChargeSen,
    sstBp: sst,
    sstSen,
    totalSen: subtotalSen + serviceChargeSen + sstSen,
  };
}

/** FPX is offered for this bill: the store takes it and does not hide it under RM30. */
export const fpxAvailable = (store: { fpxStatus: boolean; hideFpxUnderMinimum: boolean }, totalSen: number) =>
  fpxOffered({ fpx: store.fpxStatus, hide_fpx_under_rm30: store.hideFpxUnderMinimum }, totalSen);

/** A merchant's menu as pricing reads it: every food the diners' menu lists (active, in an active category). */
export type PricingMenu = Map<number, PricingFood>;

/** The diners' menu rows → foods by id, compiled once per menu version. */
export function indexMenu(rows: MenuRows): PricingMenu {
  const kindOf = new Map(
    rows.categories.map((c) => [c.id, c.kind === 'alcohol' ? 'alcohol' : 'food'] as const),
  );
  const links = new Map(rows.groups.map((g) => [g.groupId, g]));
  const groups = new Map<number, PricingGroup>();
  for (const o of rows.options) {
    const g = links.get(o.groupId);
    if (!g) continue;
    let group = groups.get(o.groupId);
    if (!group) {
      group = { id: g.groupId, name: g.name, minQty: g.minQty, maxQty: g.maxQty, options: new Map() };
      groups.set(o.groupId, group);
    }
    group.options.set(o.id, { id: o.id, name: o.name, priceSen: o.priceSen });
  }
  const groupsOf = new Map<number, PricingGroup[]>();
  for (const link of rows.groups) {
    const group = groups.get(link.groupId);
    if (!group) continue;
    const list = groupsOf.get(link.foodId) ?? [];
    list.push(group);
    groupsOf.set(link.foodId, list);
  }
  const menu: PricingMenu = new Map();
  for (const f of rows.foods) {
    const kind = kindOf.get(f.categoryId);
    if (!kind) continue;
    menu.set(f.id, {
      id: f.id,
      name: f.name,
      code: f.code,
      kind,
      priceSen: f.priceSen,
      quantityLeft: f.quantityLeft,
      takeAway: f.takeAway,
      birthdayGiftOnly: f.birthdayGiftOnly,
      ticketBalance: f.ticketBalance,
      ticketExpiryDays: f.ticketExpiryDays,
      availability: availabilityOf(f.weekdays, f.activeFrom, f.activeUntil),
      groups: groupsOf.get(f.id) ?? [],
    });
  }
  return menu;
}

/** A message key and the values it names. */
export interface Problem {
  key: MessageKey;
  vars?: Record<string, string | number>;
}

/** Why a cart cannot be ordered: reported all at once, never only the first problem. */
export interface CartProblems {
  /** The store is closed: nothing can be ordered. */
  closed: boolean;
  /** Foods that are sold out or not offered now (ids absent from the menu have no name here). */
  unavailable: { foodId: number; name?: string }[];
  /** Field → its problem, e.g. `lines.2.options`. */
  fields: Record<string, Problem>;
  /** The first problem other than unavailable foods, for the reply's message. */
  first?: Problem;
}

export type PricingResult = { ok: true; cart: PricedCart } | { ok: false; problems: CartProblems };

type Line = TCartParsed['lines'][number];

/** Options of one line against its food's groups; problems go to `problems`. */
function priceOptions(food: PricingFood, line: Line, at: string, problems: CartProblems) {
  const note = (key: MessageKey, vars: Record<string, string | number> = {}) => {
    const problem = { key, vars: { food: food.name, ...vars } };
    problems.fields[at] ??= problem;
    problems.first ??= problem;
  };
  const chosen: PricedLine['options'] = [];
  const seen = new Set<number>();
  const counts = new Map<number, number>();
  for (const c of line.options) {
    if (seen.has(c.option_id)) {
      note('validation.option_repeated');
      continue;
    }
    seen.add(c.option_id);
    const group = food.groups.find((g) => g.options.has(c.option_id));
    const option = group?.options.get(c.option_id);
    if (!group || !option) {
      note('error.option_not_offered');
      continue;
    }
    chosen.push({ option, group, quantity: c.quantity });
    counts.set(group.id, (counts.get(group.id) ?? 0) + c.quantity);
  }
  for (const g of food.groups) {
    const n = counts.get(g.id) ?? 0;
    if (n < g.minQty) note('error.option_group_min', { group: g.name, min: g.minQty });
    else if (n > g.maxQty) note('error.option_group_max', { group: g.name, max: g.maxQty });
  }
  // The food's order of groups and options, whatever order the client sent.
  const position = (o: (typeof chosen)[number]) => food.groups.indexOf(o.group);
  chosen.sort((a, b) => position(a) - position(b));
  return chosen;
}

export interface PricingOptions {
  /**
   * The caller is a signed-in buddy: a birthday-gift-only food may be in the cart, one at most,
   * its food price free (its options keep theirs). Whether this buddy may claim it now (birthday
   * month, once per store and year) is the birthday module's placing step. Without it (guests,
   * staff keying in) such foods are not offered.
   */
  birthdayGift?: boolean;
}

/**
 * Prices a cart against the menu at a moment: every food must be offered now (what the diners'
 * menu lists: active, in its window and on its weekday, the store open, not a birthday gift
 * unless `opts.birthdayGift`, not sold out, enough left for the whole cart), each option one of
 * the food's, each group's min/max kept (counting option quantities), take-away only where the
 * food allows it.
 */
export function priceCart(
  menu: PricingMenu,
  store: ChargeSettings & { open: boolean; fpxStatus: boolean; hideFpxUnderMinimum: boolean },
  at: KlMoment,
  cart: TCartParsed,
  opts: PricingOptions = {},
): PricingResult {
  const problems: CartProblems = { closed: !store.open, unavailable: [], fields: {} };
  const wanted = new Map<number, number>();
  for (const l of cart.lines) wanted.set(l.food_id, (wanted.get(l.food_id) ?? 0) + l.quantity);
  let gifts = 0;

  const lines: PricedLine[] = [];
  cart.lines.forEach((line, i) => {
    const food = menu.get(line.food_id);
    const offered =
      store.open &&
      food !== undefined &&
      (!food.birthdayGiftOnly || opts.birthdayGift === true) &&
      isAvailable(food.availability, at) &&
      (food.quantityLeft === null || food.quantityLeft > 0);
    if (!offered || !food) {
      if (!problems.unavailable.some((u) => u.foodId === line.food_id))
        problems.unavailable.push({ foodId: line.food_id, name: food?.name });
      problems.fields[`lines.${i}.food_id`] = { key: 'validation.food_unavailable' };
      return;
    }
    const total = wanted.get(food.id) ?? 0;
    if (food.quantityLeft !== null && total > food.quantityLeft) {
      const problem: Problem = {
        key: 'error.not_enough_left',
        vars: { count: food.quantityLeft, name: food.name },
      };
      problems.fields[`lines.${i}.quantity`] = problem;
      problems.first ??= problem;
    }
    if (line.take_away && !food.takeAway) {
      problems.fields[`lines.${i}.take_away`] = { key: 'validation.take_away_not_offered' };
      problems.first ??= { key: 'error.validation' };
    }
    if (food.birthdayGiftOnly) {
      gifts += line.quantity;
      if (gifts > 1) {
        const problem: Problem = { key: 'error.birthday_gift_one' };
        problems.fields[`lines.${i}.quantity`] = problem;
        problems.first ??= problem;
      }
    }
    const options = priceOptions(food, line, `lines.${i}.options`, problems);
    // A birthday gift's food is free; options chosen with it are charged as usual.
    const foodSen = food.birthdayGiftOnly ? 0 : food.priceSen;
    const unitPriceSen = foodSen + options.reduce((s, o) => s + o.option.priceSen * o.quantity, 0);
    lines.push({
      food,
      quantity: line.quantity,
      takeAway: line.take_away,
      note: line.note ?? null,
      options,
      unitPriceSen,
      lineTotalSen: unitPriceSen * line.quantity,
    });
  });

  if (problems.closed || problems.unavailable.length || Object.keys(problems.fields).length)
    return { ok: false, problems };
  const totals = totalsOf(
    lines.map((l) => l.lineTotalSen),
    store,
  );
  // Beyond what an amount column holds (≈ RM 21 million): refused, never stored wrongly.
  if (totals.totalSen > maxSen) {
    problems.fields.lines = { key: 'validation.money_too_big' };
    return { ok: false, problems: { ...problems, first: { key: 'validation.money_too_big' } } };
  }
  return { ok: true, cart: { lines, totals, fpxAvailable: fpxAvailable(store, totals.totalSen) } };
}
