/** Server messages of the guests (covers) at a table (issue 29), spread into en.ts. */
export const guestsEn = {
  'validation.guests': 'Enter the number of guests: a whole number from 1 to 99.',
  'error.guests_not_open':
    'This order is {{status}}: the number of guests can only be set while it is unpaid.',
  'success.guests_set': 'Guests: {{guests}}.',
} as const;
