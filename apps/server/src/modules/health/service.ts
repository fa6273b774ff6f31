import { unhandledRejectionCount } from '../../lib/process-faults';
import type { Ctx } from '../../plugins/context';
import { ping } from './repository';

export async function health(ctx: Ctx) {
  await ping(ctx.db);
  return {
    status: 'ok' as const,
    database: ctx.database.kind,
    uptime_s: Math.round(process.uptime()),
    unhandled_rejections: unhandledRejectionCount(),
  };
}
