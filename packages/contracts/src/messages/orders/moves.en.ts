/** Server messages of moving and merging bills between tables (issue 29), spread into en.ts. */
export const movesEn = {
  'error.move_not_open': 'This order is {{status}}: only an unpaid bill can be moved or merged.',
  'error.move_online':
    'This order is to be paid online: only a bill paid at the counter can be moved or merged.',
  'error.move_target_has_bill': '{{table}} has an open bill already: merge the two bills instead.',
  'error.move_being_paid': 'A payment of this bill is under way: wait until it is paid or given up.',
  'error.move_points': 'This bill is being paid partly with points: it cannot be split or merged.',
  'error.move_line_refunded': 'An item chosen was refunded: it cannot be moved.',
  'error.move_target_closed': 'The other bill is {{status}} now: it can no longer take items.',
  'validation.move_same_table': 'The bill is at this table already.',
  'validation.move_lines_none': 'Choose at least one item to move.',
  'validation.move_line_unknown': 'An item chosen is not on this bill.',
  'validation.move_lines_all': 'Every item is chosen: move the whole bill to the table instead.',
  'validation.merge_same_bill': 'Choose another bill to merge with this one.',
  'success.bill_moved': 'Bill moved to {{table}}.',
  'success.lines_moved': 'Items moved to {{table}}.',
  'success.bills_merged': 'Bills merged.',
} as const;
