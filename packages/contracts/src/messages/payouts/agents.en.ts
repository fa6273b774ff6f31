/** Server messages of issue 13's agents (agents and payouts), spread into en.ts. */
export const agentsEn = {
  // filled in by the agents work
} as const;
