/** Server messages of bills at the table (issue 29: splitting a bill, modules/orders/split.ts), spread into en.ts. */
export const billsEn = {
  'validation.split_count': 'A bill splits into 2 to 20 shares, each of at least RM 0.01.',
  'validation.split_rounding_share': 'Choose a share large enough to carry the rounding difference.',
  'validation.split_share_empty': 'Each share needs at least one item.',
  'validation.split_line_unknown': 'An item chosen is not on this bill.',
  'validation.split_line_over': 'More of an item was chosen than the bill has.',
  'validation.split_line_left': 'Every item of the bill must be in a share.',
  'validation.split_amount': 'Each share must be at least RM 0.01.',
  'validation.split_amounts_sum': 'The shares must add up to the bill’s total.',
} as const;
