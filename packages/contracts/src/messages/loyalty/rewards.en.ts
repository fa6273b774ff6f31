/** Server messages of issue 12's rewards (the loyalty programme), spread into en.ts. */
export const rewardsEn = {
  'validation.points': 'Enter a whole number of points.',
  'error.points_sign_in': 'Sign in to pay with points.',
  'error.points_over_bill': 'The bill is RM {{bill}}: use at most {{max}} points.',
  'error.points_not_enough': 'You have {{held}} points: use at most that many.',
} as const;
