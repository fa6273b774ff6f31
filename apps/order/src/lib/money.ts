/**
 * Money for people to read (SPEC §9, PRODUCT.md "Money"): "RM 1,234.50", truncated (never rounded)
 * to two decimals, with thousands separators. The same rule as `formatMoney` of @meja/contracts,
 * which cannot be imported here without bringing zod into the bundle.
 */
export function formatMoney(sen: number): string {
  if (!Number.isFinite(sen)) return 'RM 0.00';
  const whole = Math.trunc(sen);
  const abs = Math.abs(whole);
  const ringgit = String(Math.trunc(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole < 0 ? '-' : ''}RM ${ringgit}.${String(abs % 100).padStart(2, '0')}`;
}
