/** Server messages of issue 13's items (agents and payouts), spread into en.ts. */
export const itemsEn = {
  // filled in by the items work
} as const;
