import { bpToPercent, type MessageKey, senToRM, type TPricedCart, translate } from '@meja/contracts';
import { AppError } from '../../lib/errors';
import type { Ctx } from '../../plugins/context';
import type { PricedCart } from './cart';
import type { CartProblems, Problem } from './pricing';
import * as repo from './repository';
import type { Short } from './stock-repository';

/** How a priced cart and a cart's problems are told to the diner (and to staff keying in). */

export function toPricedCart({ lines, totals: t, fpxAvailable }: PricedCart, online: boolean): TPricedCart {
  return {
    lines: lines.map((l) => ({
      food_id: l.food.id,
      name: l.food.name,
      code: l.food.code,
      unit_price: senToRM(l.unitPriceSen),
      unit_price_sen: l.unitPriceSen,
      quantity: l.quantity,
      line_total: senToRM(l.lineTotalSen),
      line_total_sen: l.lineTotalSen,
      take_away: l.takeAway,
      note: l.note,
      options: l.options.map((o) => ({
        option_id: o.option.id,
        group_name: o.group.name,
        name: o.option.name,
        price: senToRM(o.option.priceSen),
        price_sen: o.option.priceSen,
        quantity: o.quantity,
      })),
    })),
    subtotal: senToRM(t.subtotalSen),
    subtotal_sen: t.subtotalSen,
    service_charge_percent: t.serviceChargeBp ? bpToPercent(t.serviceChargeBp) : null,
    service_charge: senToRM(t.serviceChargeSen),
    service_charge_sen: t.serviceChargeSen,
    sst_percent: t.sstBp ? bpToPercent(t.sstBp) : null,
    sst: senToRM(t.sstSen),
    sst_sen: t.sstSen,
    total: senToRM(t.totalSen),
    total_sen: t.totalSen,
    fpx_available: online && fpxAvailable,
    online_payment: online,
  };
}

/**
 * The 400 of a cart that cannot be ordered. Field messages are put in the caller's language here
 * (they name foods and groups), which the error handler passes through unchanged.
 */
export async function cartError(ctx: Ctx, merchantId: number, storeName: string, p: CartProblems) {
  const say = (pr: Problem) => translate(ctx.locale, pr.key, pr.vars) as MessageKey;
  const fields: Record<string, MessageKey> = {};
  for (const [field, pr] of Object.entries(p.fields)) fields[field] = say(pr);
  let top: Problem = p.first ?? { key: 'error.validation' };
  if (p.closed) top = { key: 'error.store_closed', vars: { store: storeName } };
  else if (p.unavailable.length) {
    const unnamed = p.unavailable.filter((u) => u.name === undefined).map((u) => u.foodId);
    const names = await repo.foodNames(ctx.db, merchantId, unnamed);
    const list = p.unavailable.map((u) => u.name ?? names.get(u.foodId) ?? `#${u.foodId}`);
    top = { key: 'error.foods_unavailable', vars: { names: list.join(', ') } };
  }
  if (p.closed || p.unavailable.length) fields.lines = say(top);
  return new AppError('validation', top.key, fields, top.vars);
}

/** The 400 of foods taken by other orders while this one was placed: how many are left, per line. */
export function shortError(ctx: Ctx, cart: PricedCart, short: Short[]) {
  const fields: Record<string, MessageKey> = {};
  let top: Problem | undefined;
  for (const s of short) {
    const name = cart.lines.find((l) => l.food.id === s.foodId)?.food.name ?? `#${s.foodId}`;
    const problem: Problem =
      s.left > 0
        ? { key: 'error.not_enough_left', vars: { count: s.left, name } }
        : { key: 'error.foods_unavailable', vars: { names: name } };
    top ??= problem;
    cart.lines.forEach((l, i) => {
      if (l.food.id === s.foodId)
        fields[`lines.${i}.quantity`] = translate(ctx.locale, problem.key, problem.vars) as MessageKey;
    });
  }
  const first = top ?? { key: 'error.validation' };
  return new AppError('validation', first.key, fields, first.vars);
}
