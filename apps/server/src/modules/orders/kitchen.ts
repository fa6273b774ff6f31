import type { Db } from '../../db/client';
import type { JobQueue } from '../../lib/jobs';

/**
 * What happens when an order's lines go to the kitchen before it is paid: a counter order placed
 * where the store cooks first (`ready_to_process`), an order keyed in by staff, items added to an
 * open order. (When an order is paid, its kitchen work is a paid-order step: paid/steps.ts.) Other
 * modules register here, as they register paid-order steps, so orders never imports them: printing
 * sends the kitchen tickets. Each runs inside the transaction that wrote the lines.
 */
export type KitchenListener = (tx: Db, jobs: JobQueue | undefined, orderId: number) => Promise<unknown>;

const listeners = new Set<KitchenListener>();

/** Adds a listener to every later call; the same one again changes nothing. Answers how to take it out (tests). */
export function onLinesToKitchen(listener: KitchenListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the listeners that the order's new lines may go to the kitchen (each decides whether they do). */
export async function linesToKitchen(tx: Db, jobs: JobQueue | undefined, orderId: number) {
  for (const listener of listeners) await listener(tx, jobs, orderId);
}
