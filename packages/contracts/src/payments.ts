import { z } from 'zod';
import { dataReply } from './common';
import { fpxMinimumSen, paymentGateways } from './merchant-profile';

/**
 * Online payments of an order (issue 5). The diner picks a channel and, for FPX and e-wallets, the
 * bank or wallet; the server starts the payment at the merchant's gateway and answers the page the
 * browser goes to. The gateway's server-to-server callback decides whether the order is paid.
 */

export const paymentChannels = ['fpx', 'ewallet', 'card'] as const;
export type PaymentChannel = (typeof paymentChannels)[number];

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

/** Whether a store offers FPX for a bill of `totalSen` (SPEC §9; the same rule the server enforces). */
export function fpxOffered(store: { fpx: boolean; hide_fpx_under_rm30: boolean }, totalSen: number): boolean {
  return store.fpx && !(store.hide_fpx_under_rm30 && totalSen < fpxMinimumSen);
}

export const isFpxBank = (code: string): code is FpxBankCode => fpxBanks.some((b) => b.code === code);
export const isEWallet = (code: string): code is EWalletCode => eWallets.some((w) => w.code === code);

/** POST /public/orders/:orderToken/pay */
export const ZStartPaymentBody = z
  .object({
    channel: z.enum(paymentChannels, { error: 'validation.invalid' }),
    /** The FPX bank code (required for FPX) or the e-wallet code (optional: the gateway asks). */
    method: z.string().trim().min(1).max(20).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.channel === 'fpx' && !v.method) {
      ctx.addIssue({ code: 'custom', path: ['method'], message: 'validation.required' });
    } else if (v.channel === 'fpx' && v.method && !isFpxBank(v.method)) {
      ctx.addIssue({ code: 'custom', path: ['method'], message: 'validation.unknown_bank' });
    } else if (v.channel === 'ewallet' && v.method && !isEWallet(v.method)) {
      ctx.addIssue({ code: 'custom', path: ['method'], message: 'validation.unknown_wallet' });
    } else if (v.channel === 'card' && v.method) {
      ctx.addIssue({ code: 'custom', path: ['method'], message: 'validation.invalid' });
    }
  });
export type TStartPaymentBody = z.input<typeof ZStartPaymentBody>;

export const ZStartPayment = z.object({
  payment_id: z.number().int(),
  /** Where the browser goes next: the gateway's payment page (or our sandbox's). */
  redirect_url: z.string(),
});
export type TStartPayment = z.infer<typeof ZStartPayment>;
export const ZStartPaymentReply = dataReply(ZStartPayment);
export type TStartPaymentReply = z.infer<typeof ZStartPaymentReply>;

export const ZGatewayParams = z.object({ gateway: z.enum(paymentGateways) });

/** The server's answer to a gateway callback: gateways read the status, not the body. */
export const ZCallbackReply = z.object({ received: z.boolean() });
