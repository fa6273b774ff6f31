import { type DataReply, newIdempotencyKey } from '@meja/client';
import type { TBoardOrder, TFoodStatusBody, TOrderDetail, TStaffOrderBody } from '@meja/contracts';
import { useCallback, useRef, useState } from 'react';
import i18n from '../i18n';
import { feedback } from '../lib/feedback';
import { type CartLine, subtotalSen, unitSen } from '../orders/cart';
import {
  type ActionKind,
  type ActionVars,
  type KeyInSummary,
  type OrderRef,
  type Payment,
  runAction,
} from './actions';

/**
 * The working screens' actions as hooks shaped like the mutations they replace: online, the
 * server's reply (or refusal, thrown) as before; offline, `undefined` after telling the user the
 * action is kept on the device (the screens then show it as waiting to send).
 */

function useAction<K extends ActionKind>(kind: K, queued?: 'offline.queued.keyIn' | 'offline.queued.paid') {
  const [pending, setPending] = useState(0);
  const run = useCallback(
    async (vars: ActionVars[K]) => {
      setPending((n) => n + 1);
      try {
        const outcome = await runAction(kind, vars);
        if (outcome.sent) return outcome.reply;
        if (queued) feedback.message.info({ content: i18n.t(queued), key: `queued-${kind}` });
        return undefined;
      } finally {
        setPending((n) => n - 1);
      }
    },
    [kind, queued],
  );
  return { run, isPending: pending > 0 };
}

const now = () => new Date().toISOString();

/** What the board shows of a keyed-in order until the server has it. */
export function keyInSummary(
  body: TStaffOrderBody,
  lines: CartLine[],
  table: string,
  totalSen?: number,
): KeyInSummary {
  return {
    merchant_id: body.merchant_id === undefined ? undefined : Number(body.merchant_id),
    table,
    lines: lines.map((l) => ({
      name: l.food.name,
      quantity: l.quantity,
      amount_sen: unitSen(l) * l.quantity,
      detail: [...l.options.map((o) => o.name), l.note].filter(Boolean).join(' · ') || undefined,
    })),
    subtotal_sen: subtotalSen(lines),
    total_sen: totalSen,
    note: body.note,
    take_away: Boolean(body.take_away),
  };
}

/**
 * The till's submit, queued offline: POST /admin/order with the order's Idempotency-Key, and with
 * `payment` ("Place and take payment") the payment after it, as one action: the payment needs the
 * order's id, which only the key-in answers. Shaped like `useKeyInOrder` of @meja/client, with
 * what the board shows of the order until it is sent (`summary`).
 */
export function useKeyInOrderAction() {
  const keyIn = useAction('keyIn', 'offline.queued.keyIn');
  const keyInAndPay = useAction('keyInAndPay', 'offline.queued.paid');
  const mutateAsync = (
    { body, key, payment }: { body: TStaffOrderBody; key: string; payment?: Payment },
    summary: KeyInSummary,
  ): Promise<DataReply<TOrderDetail> | undefined> =>
    payment
      ? keyInAndPay.run({ key, at: now(), body, summary, payment })
      : keyIn.run({ key, at: now(), body, summary });
  return { mutateAsync, isPending: keyIn.isPending || keyInAndPay.isPending };
}

/**
 * PATCH /admin/toggle_order_status "paid" at the counter with an Idempotency-Key, queued offline.
 * One key per payment meant: the same payment sent again (after no reply) keeps its key, a
 * changed one (another amount after a refusal) gets a new one.
 */
export function usePayAction() {
  const { run, isPending } = useAction('pay', 'offline.queued.paid');
  const keyed = useRef<{ payment: string; key: string } | null>(null);
  const mutateAsync = (order: OrderRef, payment: Payment): Promise<DataReply<TOrderDetail> | undefined> => {
    const json = JSON.stringify([order.id, payment]);
    if (keyed.current?.payment !== json) keyed.current = { payment: json, key: newIdempotencyKey() };
    return run({ key: keyed.current.key, at: now(), order, payment });
  };
  return { mutateAsync, isPending };
}

/** The lines a move reaches: those named, or ("Complete All") every line it can still move. */
function linesMoved(order: TBoardOrder | undefined, body: TFoodStatusBody): number[] {
  if (body.line_ids) return body.line_ids.map(Number);
  return (order?.lines ?? [])
    .filter(
      (l) =>
        !l.refunded &&
        (body.status === 'complete' ? l.food_status !== 'complete' : l.food_status === 'processing'),
    )
    .map((l) => l.id);
}

/**
 * PATCH /admin/food_status for the kitchen display and the waiters' list (`serve`), queued
 * offline, shaped like `useFoodStatus`. `orders` are the board's: a move waiting to be sent
 * names its order and the lines it moves, so the screen shows them moved until the server has it.
 */
export function useFoodAction(orders: readonly TBoardOrder[], serve = false) {
  // No toast: a kitchen taps many lines, and each shows as waiting on its card.
  const { run, isPending } = useAction('food');
  const mutateAsync = (body: TFoodStatusBody): Promise<DataReply<TBoardOrder> | undefined> => {
    const id = Number(body.order_id);
    const order = orders.find((o) => o.id === id);
    const no = order?.order_no;
    const ref: OrderRef = {
      id,
      merchant_id: order?.merchant_id ?? 0,
      label: no === null || no === undefined ? `#${id}` : i18n.t('orders.no', { no }),
    };
    return run({
      key: newIdempotencyKey(),
      at: now(),
      order: ref,
      body,
      lines: linesMoved(order, body),
      serve,
    });
  };
  return { mutateAsync, isPending };
}
