/** Server messages of issue 12's tickets (the loyalty programme), spread into en.ts. */
export const ticketsEn = {} as const;
