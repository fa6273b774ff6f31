/** Server messages of issue 13's settlements (agents and payouts), spread into en.ts. */
export const settlementsEn = {
  // filled in by the settlements work
} as const;
