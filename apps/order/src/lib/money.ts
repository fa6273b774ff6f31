import { formatMoney as format } from '@meja/contracts/money-format';

/**
 * Money for people to read (SPEC §9, PRODUCT.md "Money"): "RM 1,234.50", truncated (never rounded)
 * to two decimals, with thousands separators; the contracts' own rule, from its zod-free entry.
 */
export const formatMoney = (sen: number) => format(sen);

/** Points for people to read: 12345 → "12,345" (1 point = 1 sen; their RM value is formatMoney). */
export const formatPoints = (points: number) =>
  String(Math.trunc(points)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
