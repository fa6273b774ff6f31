/** Server messages of issue 13's payout items (approve, decline, adjust, pay out, bank file), spread into en.ts. */
export const itemsEn = {
  'error.payout_status_refused': 'This payout is {{from}} and cannot become {{to}}.',
  'error.payout_nothing_to_pay': 'Payout {{id}} has nothing to pay (RM {{payable}}): it cannot be approved.',
  'error.payout_no_bank_details':
    'Payout {{id}}: {{name}} has no bank details yet. Add the bank, account number and account name first.',
  'error.payout_adjustment_refused':
    'Payout {{id}} is {{status}}: only pending or approved payouts can be adjusted.',
  'error.payout_file_empty': 'There are no approved payouts to put in a bank file.',
  'validation.payout_payable_minimum': 'The amount to pay after the adjustment must be at least RM0.01.',
  'validation.payout_type': 'This report does not list that kind of payout.',
  'validation.payout_ids': 'Give payout numbers separated by commas.',
  'success.payout_approved': 'Payouts approved: {{count}}.',
  'success.payout_declined': 'Payouts declined: {{count}}.',
  'success.payout_completed': 'Payouts marked as paid out: {{count}}.',
  'success.payout_adjustment_updated': 'Payout adjustment updated successfully',
  'success.payout_allowance_updated': 'Allowance updated successfully',
} as const;
