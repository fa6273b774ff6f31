import type { FoodStatus } from '@meja/contracts';
import { useMutationState } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type ActionKind, type ActionVars, kindOf, type Payment } from './actions';

export { withPendingFood } from './overlay';

/**
 * The actions taken on this device and not yet accepted by the server, as the screens show them:
 * an order keyed in as a card "Waiting to send", a payment on its order, a kitchen or serve move
 * on its lines.
 */

interface Waiting {
  kind: ActionKind;
  vars: ActionVars[ActionKind];
}

/** Every action waiting (paused, being sent, or tried again), oldest first. */
export function useWaitingActions(): Waiting[] {
  return useMutationState({
    filters: { mutationKey: ['offline'], status: 'pending' },
    select: (m) => ({ kind: kindOf(m) as ActionKind, vars: m.state.variables as ActionVars[ActionKind] }),
  }).filter((w) => w.kind !== undefined && w.vars !== undefined);
}

export interface PendingKeyIn {
  key: string;
  at: string;
  summary: ActionVars['keyIn']['summary'];
  /** Taken with it (keyed in and paid as one action). */
  payment?: Payment;
}

/** Orders keyed in on this device that the server has not created yet (for the merchant shown). */
export function usePendingKeyIns(merchantId?: number): PendingKeyIn[] {
  const waiting = useWaitingActions();
  return useMemo(() => {
    const byKey = new Map<string, PendingKeyIn>();
    for (const w of waiting) {
      if (w.kind !== 'keyIn' && w.kind !== 'keyInAndPay') continue;
      const v = w.vars as ActionVars['keyInAndPay'];
      if (merchantId !== undefined && v.summary.merchant_id !== merchantId) continue;
      const before = byKey.get(v.key);
      byKey.set(v.key, {
        key: v.key,
        at: before?.at ?? v.at,
        summary: v.summary,
        payment: v.payment ?? before?.payment,
      });
    }
    return [...byKey.values()];
  }, [waiting, merchantId]);
}

/** Orders with a payment taken on this device and not yet accepted. */
export function usePendingPayments(): ReadonlyMap<number, Payment> {
  const waiting = useWaitingActions();
  return useMemo(() => {
    const paid = new Map<number, Payment>();
    for (const w of waiting)
      if (w.kind === 'pay') {
        const v = w.vars as ActionVars['pay'];
        paid.set(v.order.id, v.payment);
      }
    return paid;
  }, [waiting]);
}

/** Lines moved on this device and not yet accepted, with where they are going. */
export function usePendingFood(): ReadonlyMap<number, FoodStatus> {
  const waiting = useWaitingActions();
  return useMemo(() => {
    const lines = new Map<number, FoodStatus>();
    for (const w of waiting)
      if (w.kind === 'food') {
        const v = w.vars as ActionVars['food'];
        for (const id of v.lines) lines.set(id, v.body.status);
      }
    return lines;
  }, [waiting]);
}
