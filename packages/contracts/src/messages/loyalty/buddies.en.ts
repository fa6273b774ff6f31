/** Server messages of issue 12's buddies (the loyalty programme), spread into en.ts. */
export const buddiesEn = {
  'validation.date_of_birth': 'Enter the date of birth as DD/MM/YYYY.',
  'validation.gender': 'Choose male, female or other.',
  'validation.too_long': 'This is too long.',
} as const;
