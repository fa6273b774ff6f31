import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** One round trip: the database answers. */
export async function ping(db: Db) {
  await db.execute(sql`select 1`);
}
