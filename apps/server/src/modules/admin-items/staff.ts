import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { ActorCtx } from '../../plugins/context';
import { deleteSessionsOf } from '../auth/repository';
import * as staff from '../staff/service';

async function deleteUser(db: Db, id: number) {
  await db.delete(users).where(eq(users.id, id));
}

/** Removes an operation staff member of the caller's merchant, signing them out everywhere. */
export async function removeStaff(ctx: ActorCtx, id: number) {
  await staff.get(ctx, id);
  if (id === ctx.actor.id) throw new AppError('forbidden', 'error.self_delete');
  await ctx.db.transaction(async (tx) => {
    await deleteSessionsOf(tx, id);
    await deleteUser(tx, id);
  });
}
