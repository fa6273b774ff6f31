import type { TCartLine, TDinerFood, TDinerMenu } from '@meja/contracts';
import { useMemo } from 'react';
import { createStore, readJson, type Store, session, useStore, writeJson } from './store';

/**
 * The cart of one table, kept in this tab's session storage (a reload keeps it, another tab or
 * table starts empty). A line is what the server prices: food, quantity, options with their own
 * quantities (SPEC §4), note and take-away. The same choice added twice adds to its line.
 */
export interface CartLine {
  /** Food, options, note and take-away: what makes two lines the same. */
  key: string;
  food_id: number;
  quantity: number;
  options: { option_id: number; quantity: number }[];
  note?: string;
  take_away: boolean;
}

export const quantityMax = 99;

const stores = new Map<string, Store<CartLine[]>>();
const storageKey = (table: string) => `meja.cart.${table}`;

function storeOf(table: string): Store<CartLine[]> {
  let store = stores.get(table);
  if (!store) {
    store = createStore<CartLine[]>(readJson<CartLine[]>(session, storageKey(table)) ?? []);
    const s = store;
    s.subscribe(() => writeJson(session, storageKey(table), s.get().length ? s.get() : null));
    stores.set(table, store);
  }
  return store;
}

export const lineKey = (l: Omit<CartLine, 'key' | 'quantity'>) =>
  JSON.stringify([
    l.food_id,
    [...l.options].sort((a, b) => a.option_id - b.option_id).map((o) => [o.option_id, o.quantity]),
    l.note ?? '',
    l.take_away,
  ]);

export function useCart(table: string) {
  const store = storeOf(table);
  const lines = useStore(store);
  return useMemo(
    () => ({
      lines,
      count: lines.reduce((n, l) => n + l.quantity, 0),
      add(line: Omit<CartLine, 'key'>) {
        const key = lineKey(line);
        store.set((prev) =>
          prev.some((l) => l.key === key)
            ? prev.map((l) =>
                l.key === key ? { ...l, quantity: Math.min(quantityMax, l.quantity + line.quantity) } : l,
              )
            : [...prev, { ...line, key }],
        );
      },
      setQuantity(key: string, quantity: number) {
        store.set((prev) =>
          quantity <= 0
            ? prev.filter((l) => l.key !== key)
            : prev.map((l) => (l.key === key ? { ...l, quantity: Math.min(quantityMax, quantity) } : l)),
        );
      },
      remove(keys: string[]) {
        store.set((prev) => prev.filter((l) => !keys.includes(l.key)));
      },
      clear() {
        store.set([]);
      },
    }),
    [lines, store],
  );
}

/** The lines as the price and order calls take them. */
export const cartBody = (lines: CartLine[]): TCartLine[] =>
  lines.map((l) => ({
    food_id: l.food_id,
    quantity: l.quantity,
    options: l.options,
    ...(l.note ? { note: l.note } : {}),
    take_away: l.take_away,
  }));

export function foodIndex(menu: TDinerMenu): Map<number, TDinerFood> {
  const map = new Map<number, TDinerFood>();
  for (const c of menu.categories) for (const f of c.foods) map.set(f.id, f);
  return map;
}

/**
 * One of a line, from the menu's prices: only an estimate for the cart bar; the server prices the
 * bill. A birthday gift is free.
 */
export function unitEstimate(food: TDinerFood, options: CartLine['options']): number {
  let sen = food.birthday_gift_only ? 0 : food.price_sen;
  for (const chosen of options) {
    for (const g of food.option_groups) {
      const o = g.options.find((x) => x.id === chosen.option_id);
      if (o) sen += o.price_sen * chosen.quantity;
    }
  }
  return sen;
}

export function cartEstimate(lines: CartLine[], foods: Map<number, TDinerFood>): number {
  let sen = 0;
  for (const l of lines) {
    const food = foods.get(l.food_id);
    if (food) sen += unitEstimate(food, l.options) * l.quantity;
  }
  return sen;
}
