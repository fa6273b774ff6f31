import { isApiError } from '@meja/client';
import { useSyncExternalStore } from 'react';
import { attentionKey, readStored, writeStored } from './persist';

/**
 * Actions sent after the user moved on that the server refused (another cashier was paid first,
 * a food ran out): kept on the device, per user, until dismissed, each with the server's reason
 * and what to do about it. A refusal the user sees in the dialog they are in is not kept here.
 */

export type AttentionKind = 'keyIn' | 'keyInPaid' | 'paid' | 'food' | 'serve';

export type Advice =
  | 'already_paid'
  | 'payment_changed'
  | 'stock'
  | 'key_reused'
  | 'not_in_kitchen'
  | 'food_refused'
  | 'invalid'
  | 'forbidden'
  | 'other';

export interface Attention {
  id: string;
  kind: AttentionKind;
  /** When the user acted (ISO). */
  at: string;
  /** The order as staff call it ("No. 12"), when it exists on the server. */
  label?: string;
  /** What was keyed in ("Table 3: 2 × Teh tarik"), for an order the server never created. */
  what?: string;
  /** The server's message, in the user's language as it was then. */
  reason: string;
  advice: Advice;
}

const adviceByReason: Record<string, Advice> = {
  order_already_paid: 'already_paid',
  payment_key_reused: 'payment_changed',
  order_not_payable_now: 'payment_changed',
  foods_unavailable: 'stock',
  not_enough_left: 'stock',
  option_not_offered: 'stock',
  idempotency_key_reused: 'key_reused',
  order_not_in_kitchen: 'not_in_kitchen',
  food_status_refused: 'food_refused',
  nothing_ready_to_serve: 'food_refused',
  store_no_serve_stage: 'food_refused',
  food_status_serve_only: 'forbidden',
};

export function adviceFor(error: unknown): Advice {
  if (!isApiError(error)) return 'other';
  const known = adviceByReason[error.reason];
  if (known) return known;
  if (error.status === 403) return 'forbidden';
  if (error.status === 400 || error.status === 422 || error.code === 'validation') return 'invalid';
  return 'other';
}

let userId: number | null = null;
let items: readonly Attention[] = [];
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

function save() {
  if (userId !== null) void writeStored(attentionKey(userId), items);
}

/** Reads the signed-in user's list (none when signed out). */
export async function loadAttention(user: number | null) {
  userId = user;
  items = [];
  emit();
  if (user === null) return;
  const stored = await readStored<Attention[]>(attentionKey(user));
  // Refused while the list was being read: those come first, as the newest.
  if (userId === user && stored?.length) {
    items = [...items, ...stored.filter((s) => !items.some((i) => i.id === s.id))];
    emit();
  }
}

export function addAttention(item: Attention) {
  if (items.some((i) => i.id === item.id)) return;
  items = [item, ...items];
  save();
  emit();
}

export function dismissAttention(id: string) {
  items = items.filter((i) => i.id !== id);
  save();
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => items;

export const useAttention = () => useSyncExternalStore(subscribe, snapshot, snapshot);
