import { count } from 'drizzle-orm';
import { hashPassword } from '../lib/passwords';
import type { Db } from './client';
import { stores, users } from './schema';

/** Demo logins: printed at start, created only in demo data (never by production config). */
export const demoLogins = [
  {
    role: 'admin',
    username: 'admin',
    password: 'Admin@1234',
    name: 'Aisyah Admin',
    email: 'admin@demo.meja.my',
  },
  {
    role: 'master_agent',
    username: 'master',
    password: 'Master@1234',
    name: 'Mei Ling (master agent)',
    email: 'master@demo.meja.my',
  },
  {
    role: 'agent',
    username: 'agent',
    password: 'Agent@1234',
    name: 'Arjun Agent',
    email: 'agent@demo.meja.my',
  },
  {
    role: 'sub_agent',
    username: 'subagent',
    password: 'Subagent@1234',
    name: 'Siti Sub-agent',
    email: 'subagent@demo.meja.my',
  },
  {
    role: 'merchant',
    username: 'merchant',
    password: 'Merchant@1234',
    name: 'Restoran Sedap',
    email: 'merchant@demo.meja.my',
  },
  {
    role: 'buddy',
    username: 'buddy',
    password: 'Buddy@1234',
    name: 'Ben Buddy',
    email: 'buddy@demo.meja.my',
  },
] as const;

/** Fills an empty database with the demo people and the merchant's store; does nothing otherwise. */
export async function seedDemo(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  const hashes = await Promise.all(demoLogins.map((l) => hashPassword(l.password)));
  await db.transaction(async (tx) => {
    const ids: Record<string, number> = {};
    const add = async (i: number, extra: Partial<typeof users.$inferInsert> = {}) => {
      const l = demoLogins[i];
      if (!l) throw new Error(`no demo login ${i}`);
      const [row] = await tx
        .insert(users)
        .values({
          role: l.role,
          username: l.username,
          name: l.name,
          email: l.email,
          passwordHash: hashes[i],
          status: 'active',
          firstLogin: false,
          ...extra,
        })
        .returning({ id: users.id });
      if (!row) throw new Error('seed insert returned nothing');
      ids[l.role] = row.id;
      return row.id;
    };
    await add(0);
    const master = await add(1);
    const agent = await add(2, { uplineId: master, entitled: true, phoneNumber: '+60123456789' });
    const sub = await add(3, { uplineId: agent });
    const merchant = await add(4, {
      uplineId: agent,
      subAgentId: sub,
      setupStatus: 'completed',
      phoneNumber: '+60378901234',
    });
    await add(5, { phoneNumber: '+60198765432' });
    await tx.insert(stores).values({ merchantId: merchant, displayName: 'Restoran Sedap, Bangsar' });
  });
  return true;
}
