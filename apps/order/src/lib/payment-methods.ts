import type { fpxBanks as contractBanks, eWallets as contractWallets } from '@meja/contracts';

/**
 * The FPX banks and e-wallets of @meja/contracts' payments module. That module builds zod schemas
 * at load, so importing its lists would bring zod into the app: these are copies, and `satisfies`
 * makes the type check fail the day they differ from the contract (a tuple type: every bank, in
 * order, with its code and name).
 * Delete them once the lists move to a zod-free subpath of @meja/contracts.
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
] as const satisfies typeof contractBanks;

export const eWallets = [
  { code: 'tng', name: "Touch 'n Go eWallet" },
  { code: 'grabpay', name: 'GrabPay' },
  { code: 'boost', name: 'Boost' },
  { code: 'shopeepay', name: 'ShopeePay' },
  { code: 'mae', name: 'MAE by Maybank2u' },
] as const satisfies typeof contractWallets;
