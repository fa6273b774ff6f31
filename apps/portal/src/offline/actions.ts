import { type ApiError, type DataReply, isApiError, orderKeys } from '@meja/client';
import {
  type CounterMethod,
  calls,
  type TBoardOrder,
  type TFoodStatusBody,
  type TOrderDetail,
  type TStaffOrderBody,
} from '@meja/contracts';
import { MutationObserver } from '@tanstack/react-query';
// Not orders/format: it reaches zod through the contracts' schemas, which must stay out of the
// portal's first chunk (the CSP forbids zod's eval probe; see packages/contracts/lean-calls.ts).
import i18n from '../i18n';
import { api } from '../lib/api';
import { queryClient } from '../lib/query-client';
import { type AttentionKind, addAttention, adviceFor } from './attention';

/**
 * The staff's actions that work offline (issue 28), as TanStack Query mutations with defaults
 * registered here under `actionKeys`, so that a mutation persisted in IndexedDB (persist.ts) and
 * restored after a reload finds its function again and is sent.
 *
 * - Each action's variables carry its idempotency key, made once when the user acts: sent again
 *   (a retry, a replay after a reload, a reply lost with the tab) the server applies it once.
 * - All share one scope: they are sent one at a time, in the order they were taken.
 * - `networkMode: 'online'`: offline (connectivity.ts) they wait, paused, and go when it returns.
 * - No reply or a 5xx: tried again with a growing delay. A refusal (4xx) ends the action; if the
 *   user has moved on since, it goes to the "Needs attention" list (attention.ts).
 */

export const actionKeys = {
  keyIn: ['offline', 'key-in'],
  keyInAndPay: ['offline', 'key-in-and-pay'],
  pay: ['offline', 'pay'],
  food: ['offline', 'food-status'],
} as const;
export type ActionKind = keyof typeof actionKeys;

/** A keyed-in line as the pending card shows it before the server has priced it. */
export interface PendingLine {
  name: string;
  quantity: number;
  /** Unit price with options × quantity, as the menu said. */
  amount_sen: number;
  /** Options and note. */
  detail?: string;
}

/** What the board shows of an order keyed in and not yet accepted. */
export interface KeyInSummary {
  /** Admins key in for a named merchant; staff for their own (undefined). */
  merchant_id?: number;
  table: string;
  lines: PendingLine[];
  subtotal_sen: number;
  /** The total with service charge and SST, when the server priced the cart before it was sent. */
  total_sen?: number;
  note?: string;
  take_away: boolean;
}

export interface Payment {
  method: CounterMethod;
  /** Cash handed over (RM, as the server takes it), for the receipt's tendered and change. */
  tendered?: string;
  /**
   * Keyed in and paid at once: the payment's own Idempotency-Key, when the till made one; else
   * it is derived from the key-in's (`paymentKeyOf`).
   */
  key?: string;
}

/** An order that exists on the server, as an action names it. */
export interface OrderRef {
  id: number;
  merchant_id: number;
  /** "No. 12", for the Needs-attention list. */
  label: string;
}

interface Base {
  /** The action's idempotency key (32 hex), made when the user acted. */
  key: string;
  /** When the user acted (ISO). */
  at: string;
}

export interface ActionVars {
  keyIn: Base & { body: TStaffOrderBody; summary: KeyInSummary };
  /** Keyed in and paid at once: the payment needs the order's id, which the key-in answers. */
  keyInAndPay: Base & { body: TStaffOrderBody; summary: KeyInSummary; payment: Payment };
  pay: Base & { order: OrderRef; payment: Payment };
  /** The lines it moves (`lines`) are named even for "Complete All", for the screens' overlay. */
  food: Base & { order: OrderRef; body: TFoodStatusBody; lines: number[]; serve?: boolean };
}

export interface ActionReplies {
  keyIn: DataReply<TOrderDetail>;
  keyInAndPay: DataReply<TOrderDetail>;
  pay: DataReply<TOrderDetail>;
  food: DataReply<TBoardOrder>;
}

/** The payment's own key, derived from the key-in's: the same on every replay. */
export const paymentKeyOf = (keyInKey: string) => `${keyInKey}.paid`;

const keyIn = (body: TStaffOrderBody, key: string) =>
  api.call(calls.orderAdmin.keyIn, { body, headers: { 'Idempotency-Key': key } });

const pay = (id: number, payment: Payment, key: string) =>
  api.call(calls.orderAdmin.toggleOrderStatus, {
    body: { id, action: 'paid', method: payment.method, tendered: payment.tendered },
    headers: { 'Idempotency-Key': key },
  });

const functions: { [K in ActionKind]: (vars: ActionVars[K]) => Promise<ActionReplies[K]> } = {
  keyIn: ({ body, key }) => keyIn(body, key),
  keyInAndPay: async ({ body, key, payment }) => {
    // Sent again after a partial success, the key-in answers the order it made (no second one)
    // and the payment its first answer (no second payment).
    const placed = await keyIn(body, key);
    try {
      return await pay(placed.data.id, payment, payment.key ?? paymentKeyOf(key));
    } catch (err) {
      // The order is placed, unpaid: the error says which (as useKeyInOrder's does).
      throw Object.assign(err as Error, { placed: placed.data });
    }
  },
  pay: ({ order, payment, key }) => pay(order.id, payment, key),
  food: ({ body }) => api.call(calls.orderAdmin.foodStatus, { body }),
};

/** Calls given no reply, or a server failing, are tried again; a refusal is final. */
const SERVER_FAILURES_MAX = 8;
function tryAgain(failureCount: number, error: unknown) {
  if (!isApiError(error)) return false;
  if (error.isNetworkError || error.status === 408 || error.status === 429) return true;
  return error.status >= 500 && failureCount < SERVER_FAILURES_MAX;
}
const delay = (attempt: number) => Math.min(1_000 * 2 ** attempt, 30_000);

/** Keys of actions a dialog is still waiting for: a refusal shows there, not in the list. */
const watched = new Set<string>();

function attentionOf(kind: ActionKind, vars: ActionVars[ActionKind], error: unknown) {
  const t = i18n.t.bind(i18n);
  const placed = (error as { placed?: TOrderDetail } | null)?.placed;
  let label: string | undefined;
  let what: string | undefined;
  let as: AttentionKind = kind === 'keyInAndPay' ? 'keyInPaid' : kind === 'pay' ? 'paid' : kind;
  if ('order' in vars) {
    label = vars.order.label;
    if (kind === 'food' && (vars as ActionVars['food']).serve) as = 'serve';
  } else if (placed) {
    // Keyed in, then the payment refused: the order exists, unpaid.
    label = placed.order_no === null ? `#${placed.id}` : t('orders.no', { no: placed.order_no });
    as = 'paid';
  } else {
    const { summary } = vars as ActionVars['keyIn'];
    what = `${summary.table}: ${summary.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ')}`;
  }
  addAttention({
    id: vars.key,
    kind: as,
    at: vars.at,
    label,
    what,
    reason: error instanceof Error ? error.message : String(error),
    advice: adviceFor(error),
  });
}

/** After an action is accepted: the order's detail holds the reply, the boards and lists reload. */
function accepted(reply: DataReply<TOrderDetail | TBoardOrder>, detail: boolean) {
  const id = reply.data.id;
  if (detail) queryClient.setQueryData(orderKeys.detail(id), reply.data);
  else void queryClient.invalidateQueries({ queryKey: orderKeys.detail(id) });
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: orderKeys.boards() }),
  ]);
}

export const actionScope = { id: 'meja-staff-actions' };

for (const kind of Object.keys(actionKeys) as ActionKind[]) {
  queryClient.setMutationDefaults(actionKeys[kind], {
    mutationFn: functions[kind] as (vars: unknown) => Promise<unknown>,
    scope: actionScope,
    networkMode: 'online',
    retry: tryAgain,
    retryDelay: delay,
    onSuccess: (reply) => accepted(reply as DataReply<TOrderDetail>, kind !== 'food'),
    onError: (error, vars) => {
      const v = vars as ActionVars[ActionKind];
      if (watched.has(v.key)) return;
      // The session ended: the action stays on the device for the same user (persist.ts).
      if (isApiError(error) && error.status === 401) return;
      attentionOf(kind, v, error);
    },
  });
}

/** What became of an action at once: accepted (the server's reply), or waiting to be sent. */
export type Outcome<R> = { sent: true; reply: R } | { sent: false };

/**
 * Takes an action. Online, it is sent and its reply (or refusal, thrown) comes back as before.
 * Offline, or when the server does not answer, it waits in the queue: the promise resolves
 * `{ sent: false }` at once, and from then on the screens show it as pending.
 */
export function runAction<K extends ActionKind>(
  kind: K,
  vars: ActionVars[K],
): Promise<Outcome<ActionReplies[K]>> {
  const observer = new MutationObserver<ActionReplies[K], ApiError, ActionVars[K]>(queryClient, {
    mutationKey: actionKeys[kind],
  });
  watched.add(vars.key);
  return new Promise((resolve, reject) => {
    let settled = false;
    let unsubscribe = () => {};
    const settle = (then: () => void) => {
      if (settled) return;
      settled = true;
      watched.delete(vars.key);
      unsubscribe();
      then();
    };
    unsubscribe = observer.subscribe((r) => {
      if (r.isPending && (r.isPaused || r.failureCount > 0)) settle(() => resolve({ sent: false }));
    });
    observer.mutate(vars).then(
      (reply) => settle(() => resolve({ sent: true, reply })),
      (err: unknown) => settle(() => reject(err)),
    );
  });
}

/** The kind of an action mutation, from its key. */
export function kindOf(mutation: { options: { mutationKey?: readonly unknown[] } }): ActionKind | undefined {
  const key = mutation.options.mutationKey;
  if (key?.[0] !== 'offline') return undefined;
  return (Object.keys(actionKeys) as ActionKind[]).find((k) => actionKeys[k][1] === key[1]);
}

/**
 * Takes the payment of an order keyed in on this device and not yet accepted: the key-in waiting
 * in the queue becomes one action that keys in and then pays, so the payment is never sent
 * before the order exists. A key-in already on its way stays; the new action sends it again
 * (the same key: the same order) and pays.
 */
export function payPendingKeyIn(key: string, payment: Payment) {
  const cache = queryClient.getMutationCache();
  const waiting = cache
    .getAll()
    .find(
      (m) =>
        kindOf(m) === 'keyIn' &&
        m.state.status === 'pending' &&
        (m.state.variables as ActionVars['keyIn'] | undefined)?.key === key,
    );
  if (!waiting) return undefined;
  const vars = waiting.state.variables as ActionVars['keyIn'];
  if (waiting.state.isPaused) cache.remove(waiting);
  return runAction('keyInAndPay', { ...vars, at: new Date().toISOString(), payment });
}
