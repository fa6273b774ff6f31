import { bankOf, normalizeAccountNo, normalizeIcNo } from '@meja/contracts/malaysia';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { agentAndMentorOf } from '../modules/loyalty/repository';
import { agentProfiles, users } from './schema';
import { demoLogins, seedDemo } from './seed';

// Every test database is a copy of a migrated and seeded template: this is the demo as it starts.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const demoUser = async (username: string) => {
  const [row] = await t.database.db.select().from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no demo user ${username}`);
  return row;
};

describe('demo data', () => {
  it('lets every printed login sign in, the mentor included', async () => {
    for (const l of demoLogins) await expect(t.token(l.username, l.password)).resolves.toBeTruthy();
  });

  it('puts the demo merchant under an entitled agent, under a mentor, under the master agent', async () => {
    const master = await demoUser('master');
    const mentor = await demoUser('mentor');
    const agent = await demoUser('agent');
    const merchant = await demoUser('merchant');
    expect(merchant.uplineId).toBe(agent.id);
    expect(agent).toMatchObject({ role: 'agent', uplineId: mentor.id, entitled: true });
    expect(agent.phoneNumber).toMatch(/^\+601\d{8,9}$/);
    expect(mentor).toMatchObject({ role: 'mentor', uplineId: master.id, entitled: true });
    expect(master).toMatchObject({ role: 'master_agent', uplineId: null });
    // The paid-order steps pay these two: the agent's commission and the mentor's.
    expect(await agentAndMentorOf(t.database.db, merchant.id)).toEqual({
      agentId: agent.id,
      mentorId: mentor.id,
    });
  });

  it("keeps each demo agent's IC No and bank account as the agent form would accept them", async () => {
    const ids = await Promise.all(['master', 'mentor', 'agent'].map(async (u) => (await demoUser(u)).id));
    const profiles = await t.database.db
      .select()
      .from(agentProfiles)
      .where(inArray(agentProfiles.userId, ids));
    expect(profiles).toHaveLength(3);
    for (const p of profiles) {
      expect(normalizeIcNo(p.icNo ?? '')).toBe(p.icNo);
      expect(bankOf(p.bank ?? '')?.code).toBe(p.bank);
      expect(normalizeAccountNo(p.accountNo ?? '')).toBe(p.accountNo);
      expect(p.accountName).toBeTruthy();
    }
  });

  it('does nothing on a database that already has people (every restart)', async () => {
    const before = await t.database.db.select({ id: users.id }).from(users);
    expect(await seedDemo(t.database.db)).toBe(false);
    expect(await t.database.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
  });
});
