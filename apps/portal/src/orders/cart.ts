import {
  cartLimits,
  type TCartLine,
  type TDinerOption,
  type TKeyInFood,
  type TStaffCartLine,
} from '@meja/contracts';

/** A food's option group as the picker offers it: the food's min/max with the group's active options. */
export interface OfferedGroup {
  id: number;
  name: string;
  min: number;
  max: number;
  options: TDinerOption[];
}

export interface CartLine {
  /** Same food with the same options and note: one line, more of it. */
  key: string;
  food: TKeyInFood;
  quantity: number;
  options: TDinerOption[];
  note?: string;
  /** Held from the kitchen until fired (issue 29). */
  hold?: boolean;
}

/** The groups a food offers, in its order (the server already left out switched-off and empty ones). */
export const offeredGroups = (food: TKeyInFood): OfferedGroup[] =>
  food.option_groups.map((g) => ({
    id: g.id,
    name: g.name,
    min: g.min_qty,
    max: Math.max(g.max_qty, g.min_qty),
    options: g.options,
  }));

/** The most of a food one line may ask for: the cart's limit, or what is left of a limited food. */
export const quantityMax = (food: TKeyInFood) =>
  food.left === null ? cartLimits.quantityMax : Math.max(1, Math.min(cartLimits.quantityMax, food.left));

/** The first group whose choice is out of its min/max, if any. */
export function badGroup(groups: OfferedGroup[], chosen: ReadonlySet<number>): OfferedGroup | undefined {
  return groups.find((g) => {
    const n = g.options.filter((o) => chosen.has(o.id)).length;
    return n < g.min || n > g.max;
  });
}

export const lineKey = (foodId: number, options: TDinerOption[], note?: string) =>
  `${foodId}:${options
    .map((o) => o.id)
    .sort((a, b) => a - b)
    .join(',')}:${note?.trim() ?? ''}`;

export const unitSen = (line: Pick<CartLine, 'food' | 'options'>) =>
  line.food.price_sen + line.options.reduce((s, o) => s + o.price_sen, 0);

export const subtotalSen = (lines: CartLine[]) => lines.reduce((s, l) => s + unitSen(l) * l.quantity, 0);

/** Adds a line, or more of the same line already in the cart. */
export function addLine(lines: CartLine[], line: Omit<CartLine, 'key'>): CartLine[] {
  const key = lineKey(line.food.id, line.options, line.note);
  const same = lines.find((l) => l.key === key);
  if (same) return lines.map((l) => (l === same ? { ...l, quantity: l.quantity + line.quantity } : l));
  return [...lines, { ...line, key }];
}

/** The lines as the server takes them (ZCartLine). */
export const cartBody = (lines: CartLine[]): TCartLine[] =>
  lines.map((l) => ({
    food_id: l.food.id,
    quantity: l.quantity,
    options: l.options.map((o) => ({ option_id: o.id, quantity: 1 })),
    note: l.note?.trim() || undefined,
  }));

/** The lines as staff key them in (ZStaffCartLine): `hold` only on the lines held. */
export const staffCartBody = (lines: CartLine[]): TStaffCartLine[] =>
  cartBody(lines).map((l, i) => (lines[i]?.hold ? { ...l, hold: true } : l));
