const withThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * Integer sen as RM for display: "RM 1,234.50". SPEC §9: truncated (never rounded) to 2 decimals,
 * with thousands separators.
 */
export function formatRM(sen: number): string {
  if (!Number.isFinite(sen)) return 'RM 0.00';
  const whole = Math.trunc(sen);
  const abs = Math.abs(whole);
  const ringgit = withThousands(String(Math.trunc(abs / 100)));
  const cents = String(abs % 100).padStart(2, '0');
  return `${whole < 0 ? '-' : ''}RM ${ringgit}.${cents}`;
}
