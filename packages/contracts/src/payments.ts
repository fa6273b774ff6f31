import { z } from 'zod';
import { dataReply } from './common';
import { paymentGateways } from './merchant-profile';
import { isEWallet, isFpxBank } from './payment-methods';

export {
  type EWalletCode,
  eWallets,
  type FpxBankCode,
  fpxBanks,
  fpxMinimumSen,
  fpxOffered,
  isEWallet,
  isFpxBank,
} from './payment-methods';

/**
 * Online payments of an order (issue 5). The diner picks a channel and, for FPX and e-wallets, the
 * bank or wallet; the server starts the payment at the merchant's gateway and answers the page the
 * browser goes to. The gateway's server-to-server callback decides whether the order is paid.
 */

export const paymentChannels = ['fpx', 'ewallet', 'card'] as const;
export type PaymentChannel = (typeof paymentChannels)[number];

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
