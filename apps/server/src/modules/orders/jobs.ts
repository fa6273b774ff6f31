import type { Db } from '../../db/client';
import type { JobQueue, JobSpec } from '../../lib/jobs';
import type { Ctx } from '../../plugins/context';
import { expireDue, expireOrder } from './service';

interface ExpiryJob {
  orderId: number;
  expiresAt: string;
}

/**
 * Unpaid online orders expire (PRODUCT.md "Orders"). Placing an online order queues
 * `orders.expire` for its `expires_at` in the placing transaction, so the job exists exactly when
 * the order does. `orders.expire-due` is the safety net, once a minute across all instances: it
 * expires whatever is due and was missed (a job that failed all its tries, an order placed while
 * no job runner was attached). Both take the order row's lock: an order is expired once, and a
 * paid one is left alone.
 */
export const orderJobs: readonly JobSpec<Ctx>[] = [
  {
    name: 'orders.expire',
    policy: 'stately',
    run: async (ctx, data) => {
      const { orderId, expiresAt } = data as ExpiryJob;
      // pg-boss started it at `expiresAt` by the database's clock; this process's may lag behind.
      await expireOrder(ctx, orderId, new Date(Math.max(Date.now(), Date.parse(expiresAt))));
    },
  },
  {
    name: 'orders.expire-due',
    policy: 'singleton',
    cron: '* * * * *',
    run: async (ctx) => {
      await expireDue(ctx);
    },
  },
];

/** Queues the order's expiry in its placing transaction `tx`. */
export function queueExpiry(jobs: JobQueue, tx: Db, orderId: number, expiresAt: Date) {
  return jobs.send(tx, 'orders.expire', { orderId, expiresAt: expiresAt.toISOString() } satisfies ExpiryJob, {
    singletonKey: String(orderId),
    startAfter: expiresAt,
    retryLimit: 10,
    retryBackoff: true,
  });
}
