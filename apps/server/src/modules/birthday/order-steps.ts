import type { MessageKey } from '@meja/contracts';
import { AppError } from '../../lib/errors';
import type { PaidOrder, PlacedOrder, ReleasedOrder, StepCtx } from '../orders/lifecycle';
import { recordOrderEvent } from '../orders/statuses';
import * as repo from './repository';
import { klYearMonth } from './service';

/**
 * Birthday gifts (PRODUCT.md "Birthday gift"). A food flagged birthday-gift-only is listed in
 * every diner's menu with its flag (the menu is cached per store and public); the ordering app
 * shows it to a signed-in buddy, and pricing (orders/pricing.ts) prices it free, one per order,
 * for signed-in buddies only. This module decides whether the buddy may claim it now:
 *
 * - in their birthday month: the month of their date of birth is the Kuala Lumpur month the
 *   order is placed in;
 * - once per buddy, per store, per Kuala Lumpur calendar year (birthday_claims' key): a buddy
 *   with a birthday in March may take one store's gift in March and another store's too, but
 *   each store's only once a year;
 * - the claim is taken when the order is placed, given back if the order is voided or expires
 *   unpaid, and taken again if a late payment pays that expired order (if the buddy took the
 *   store's gift with another order meanwhile, the payment is honoured and the order's log says so).
 *
 * The order's claim status starts 'unclaimed'; staff toggle it to 'claimed' when they serve it
 * (PATCH /api/admin/toggle_claim_status, orders/admin/claim.ts).
 */

/** A refusal on the gift's line, its message also the reply's. */
const refuse = (line: number, key: MessageKey) =>
  new AppError('validation', key, { [`lines.${line}.food_id`]: key });

export const birthdayGift = {
  /** The gift in the cart is the buddy's to claim now, and is claimed. */
  async placed({ db: tx }: StepCtx, order: PlacedOrder) {
    const line = order.cart.lines.findIndex((l) => l.food.birthdayGiftOnly);
    if (line < 0) return;
    const born = order.buddyId === null ? undefined : await repo.dateOfBirth(tx, order.buddyId);
    if (order.buddyId === null || !born) throw refuse(line, 'error.birthday_gift_no_date_of_birth');
    const { year, month } = klYearMonth(order.at);
    if (Number(born.slice(5, 7)) !== month) throw refuse(line, 'error.birthday_gift_not_month');
    const taken = await repo.takeClaim(tx, {
      buddyId: order.buddyId,
      merchantId: order.merchantId,
      year,
      orderId: order.id,
    });
    if (!taken) throw refuse(line, 'error.birthday_gift_claimed');
    await repo.markUnclaimed(tx, order.id);
  },

  /** A voided or expired unpaid order gives its claim back. */
  async released({ db: tx }: StepCtx, order: ReleasedOrder) {
    if (order.buddyId !== null) await repo.releaseClaim(tx, order.id);
  },

  /**
   * A late payment only (the order expired and gave its claim back): the claim is taken again,
   * for the year the order was placed in. Never refused: the money came in.
   */
  async paid({ db: tx }: StepCtx, paid: PaidOrder) {
    if (paid.from !== 'expired' || paid.buddyId === null) return;
    const order = await repo.giftOrder(tx, paid.id);
    if (!order?.claimStatus) return;
    const { year } = klYearMonth(order.createdAt);
    const claim = { buddyId: paid.buddyId, merchantId: paid.merchantId, year, orderId: paid.id };
    if (await repo.takeClaim(tx, claim)) return;
    await recordOrderEvent(tx, {
      orderId: paid.id,
      kind: 'birthday_gift_twice',
      reason: `paid after it expired: the buddy took this store's ${year} birthday gift with another order meanwhile`,
    });
  },
};
