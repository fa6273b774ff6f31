/** Server messages of issue 13's settlements (agents and payouts), spread into en.ts. */
export const settlementsEn = {
  // Payout settings (SPEC §3, §5)
  'validation.payout_percent_total':
    'The percentages add up to {{total}}%: together they may be at most 100% of the platform fee.',
  'validation.allowance_required': 'Allowance required.',
  'success.payout_settings_updated': 'Payout settings updated successfully.',
  // Clear Balance (SPEC §4, §8)
  'validation.choose_merchants': 'Choose at least one merchant.',
  'validation.clear_balance_no_merchants': 'None of the chosen merchants exists.',
  'success.clear_balance_requested': 'Request successfully. Please wait 5~10 minutes for it to be prepared.',
  // Referral rewards cashed out
  'validation.cash_out_minimum': 'Cash out at least {{min}} points (RM {{min_rm}}) at a time.',
  'validation.cash_out_over': 'You can cash out at most {{cashable}} points (RM {{cashable_rm}}) now.',
  'validation.cash_out_account_name': 'Account name required.',
  'success.cash_out_requested':
    'Cash-out of {{points}} points (RM {{amount}}) requested: it is paid to your bank once approved.',
} as const;
