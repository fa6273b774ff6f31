import type { Account, Posting } from '../../ledger';

/**
 * A refund's ledger transaction: the reversal of the refunded lines' share of the order's
 * 'order_paid' posting (paid-entries.ts `paidEntries`). Shares are cumulative: after refunds that
 * together gave back lines worth `part` of the subtotal, each leg has been reversed by
 * round(leg × part / subtotal), so this refund reverses the difference from before. The last leg
 * (what the merchant is owed) balances the rest, so every refund balances and the refunds of all
 * lines, in any steps, reverse the payment exactly to the sen, cash rounding included.
 */

export interface RefundPart {
  /** Subtotal of the lines refunded before this refund, and with it. */
  beforeSen: number;
  afterSen: number;
  /** With this refund every line of the order is refunded. */
  complete: boolean;
}

export interface RefundLedger {
  /** The reversal, zero legs left out (empty: nothing to post). */
  postings: Posting[];
  /** The money given back: the reversal of the money-in leg (what was debited where the money is). */
  amountSen: number;
}

/**
 * round(|leg| × part / whole) half-up, with leg's sign, exact for any amounts a column holds. Also
 * the share loyalty's refund step gives back of the points paid and takes back of the rewards.
 */
export function shareOf(leg: number, part: number, whole: number): number {
  if (part === 0 || whole === 0) return 0;
  const n = BigInt(Math.abs(leg)) * BigInt(part) * 2n + BigInt(whole);
  const share = Number(n / (2n * BigInt(whole)));
  return leg < 0 ? -share : share;
}

/**
 * This refund's share of `amount` (the points an order was paid with, a reward it earned): the
 * cumulative share after it less the one before, all that is left once the order is wholly
 * refunded. The quote of a refund and loyalty's refund step (loyalty/reversal.ts) both use it.
 */
export function refundShare(amount: number, r: RefundPart & { subtotalSen: number }): number {
  const after = r.complete ? amount : shareOf(amount, r.afterSen, r.subtotalSen);
  return after - shareOf(amount, r.beforeSen, r.subtotalSen);
}

/** Where the payment's money came in, and where a refund's goes out when that is elsewhere. */
export interface RefundMoney {
  /** The account the paid posting debited with the money taken (gateway clearing, the till). */
  in: Account;
  /** A refund made another way than the payment came in (a gateway payment given back in cash). */
  backFrom?: Account;
}

/**
 * `paid` is the order's paid posting (`paidEntries`). Its money-in leg is found by its account,
 * not its place: a zero leg is left out of a posting (a 1-sen cash bill rounds to nothing taken).
 */
export function refundLedger(
  paid: readonly Posting[],
  subtotalSen: number,
  part: RefundPart,
  money: RefundMoney,
): RefundLedger {
  if (!paid.length) return { postings: [], amountSen: 0 };
  const cumulative = (leg: number, sen: number, complete: boolean) =>
    complete ? leg : shareOf(leg, sen, subtotalSen);
  const deltas = paid.map(
    (p) =>
      cumulative(p.amountSen, part.afterSen, part.complete) -
      shareOf(p.amountSen, part.beforeSen, subtotalSen),
  );
  const last = deltas.length - 1;
  deltas[last] = -deltas.slice(0, last).reduce((a, b) => a + b, 0);
  const moneyLeg = paid.findIndex((p) => p.account.key === money.in.key);
  const postings = paid
    .map((p, i) => ({
      account: i === moneyLeg && money.backFrom ? money.backFrom : p.account,
      amountSen: -(deltas[i] ?? 0),
    }))
    .filter((p) => p.amountSen !== 0);
  // `|| 0`: never a negative zero in a reply.
  return { postings, amountSen: moneyLeg < 0 ? 0 : deltas[moneyLeg] || 0 };
}
