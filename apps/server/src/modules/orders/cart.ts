import type { Availability } from '../menu/diner/hours';

/**
 * A cart as pricing (pricing.ts) answers it: the foods and options as the diners' menu lists them,
 * each line's price and the order's totals. Kept apart from pricing's functions, which read the
 * menu service's rows, so that what an order's steps are told (lifecycle.ts) depends on no service.
 */

export interface Totals {
  subtotalSen: number;
  /** 0 when the store charges none. */
  serviceChargeBp: number;
  serviceChargeSen: number;
  /** 0 when the store does not add SST. */
  sstBp: number;
  sstSen: number;
  totalSen: number;
}

export interface PricingOption {
  id: number;
  name: string;
  priceSen: number;
}
export interface PricingGroup {
  id: number;
  name: string;
  minQty: number;
  maxQty: number;
  options: Map<number, PricingOption>;
}
export interface PricingFood {
  id: number;
  name: string;
  code: string | null;
  kind: 'food' | 'alcohol';
  priceSen: number;
  quantityLeft: number | null;
  takeAway: boolean;
  birthdayGiftOnly: boolean;
  ticketBalance: number | null;
  ticketExpiryDays: number | null;
  availability: Availability;
  /** Active groups with at least one active option, as the diners' menu shows them. */
  groups: PricingGroup[];
}
export interface PricedLine {
  food: PricingFood;
  quantity: number;
  takeAway: boolean;
  note: string | null;
  options: { option: PricingOption; group: PricingGroup; quantity: number }[];
  /** The food and its options (each × its quantity), for one. */
  unitPriceSen: number;
  lineTotalSen: number;
}

export interface PricedCart {
  lines: PricedLine[];
  totals: Totals;
  fpxAvailable: boolean;
}
