/**
 * The banks and e-wallets a diner pays with. No zod here: the ordering app imports this module
 * (`@meja/contracts/payment-methods`) without bringing zod into its bundle.
 */

/** SPEC §9: a store may hide instant bank transfer (FPX) for bills under RM30 (in sen). */
export const fpxMinimumSen = 30_00;

/**
 * Whether a store offers FPX for a bill of `dueSen`, what is left to pay in money after points:
 * the one RM30 rule, which the server enforces and the apps show.
 */
export function fpxOffered(store: { fpx: boolean; hide_fpx_under_rm30: boolean }, dueSen: number): boolean {
  return store.fpx && !(store.hide_fpx_under_rm30 && dueSen < fpxMinimumSen);
}

/**
 * FPX B2C (retail internet banking) banks with their PayNet bank codes, as Billplz takes them in
 * `reference_1` with `reference_1_label: 'Bank Code'` ("Bypass Billplz Bill Page", billplz.com/api)
 * and the display names PayNet asks FPX merchants to show. Alphabetical, as FPX lists them.
 */
export const fpxBanks = [
  { code: 'ABB0233', name: 'Affin Bank' },
  { code: 'AGRO01', name: 'AGRONet' },
  { code: 'ABMB0212', name: 'Alliance Bank (Personal)' },
  { code: 'AMBB0209', name: 'AmBank' },
  { code: 'BIMB0340', name: 'Bank Islam' },
  { code: 'BMMB0341', name: 'Bank Muamalat' },
  { code: 'BOCM01', name: 'Bank Of China' },
  { code: 'BKRM0602', name: 'Bank Rakyat' },
  { code: 'BSN0601', name: 'BSN' },
  { code: 'BCBB0235', name: 'CIMB Clicks' },
  { code: 'HLB0224', name: 'Hong Leong Bank' },
  { code: 'HSBC0223', name: 'HSBC Bank' },
  { code: 'KFH0346', name: 'KFH' },
  { code: 'MBB0228', name: 'Maybank2E' },
  { code: 'MB2U0227', name: 'Maybank2U' },
  { code: 'OCBC0229', name: 'OCBC Bank' },
  { code: 'PBB0233', name: 'Public Bank' },
  { code: 'RHB0218', name: 'RHB Bank' },
  { code: 'SCB0216', name: 'Standard Chartered' },
  { code: 'UOB0226', name: 'UOB Bank' },
] as const;
export type FpxBankCode = (typeof fpxBanks)[number]['code'];

/** Malaysian e-wallets a diner can pay with; `code` is ours, stable, and what the server takes. */
export const eWallets = [
  { code: 'tng', name: "Touch 'n Go eWallet" },
  { code: 'grabpay', name: 'GrabPay' },
  { code: 'boost', name: 'Boost' },
  { code: 'shopeepay', name: 'ShopeePay' },
  { code: 'mae', name: 'MAE by Maybank2u' },
] as const;
export type EWalletCode = (typeof eWallets)[number]['code'];

export const isFpxBank = (code: string): code is FpxBankCode => fpxBanks.some((b) => b.code === code);
export const isEWallet = (code: string): code is EWalletCode => eWallets.some((w) => w.code === code);
