import type { Db } from './client';
import { agentProfiles } from './schema';

/**
 * The demo sales network's own details (SPEC §3 Agent, issue 13): master agent → mentor → agent →
 * the demo merchant. The agent earns the agent commission on the merchant's paid orders and the
 * mentor the mentor commission, so both carry what a payout needs (IC No, bank and account); the
 * bank file of approved items is built from these. IC numbers are valid MyKad numbers (real
 * dates and place-of-birth codes) so the agent form accepts them as they are.
 */
export const demoAgentProfiles = {
  master: {
    icNo: '780214105512',
    bank: 'public_bank',
    accountNo: '3123456789',
    accountName: 'Lim Mei Ling',
  },
  mentor: {
    icNo: '820907086021',
    bank: 'cimb',
    accountNo: '8001234567',
    accountName: 'Muthu a/l Raman',
  },
  agent: {
    icNo: '900101145678',
    bank: 'maybank',
    accountNo: '164012345678',
    accountName: 'Arjun a/l Kumar',
  },
} as const satisfies Record<string, Omit<typeof agentProfiles.$inferInsert, 'userId'>>;

export type DemoAgentUsername = keyof typeof demoAgentProfiles;

/** One agent_profiles row per demo agent, given their user ids by username. */
export async function seedDemoAgentProfiles(tx: Db, ids: Record<DemoAgentUsername, number>) {
  await tx.insert(agentProfiles).values(
    (Object.keys(demoAgentProfiles) as DemoAgentUsername[]).map((username) => ({
      userId: ids[username],
      ...demoAgentProfiles[username],
    })),
  );
}
