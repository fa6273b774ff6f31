/** Server messages of issue 12's rewards (the loyalty programme), spread into en.ts. */
export const rewardsEn = {
  'validation.points': 'Enter a whole number of points.',
} as const;
