/** Server messages of issue 12's buddies (the loyalty programme), spread into en.ts. */
export const buddiesEn = {
  'validation.date_of_birth': 'Enter the date of birth as DD/MM/YYYY.',
  'validation.date_of_birth_not_a_day': 'There is no such day: check the day and the month.',
  'validation.date_of_birth_future': 'The date of birth cannot be in the future.',
  'validation.date_of_birth_too_old': 'Enter a date of birth within the last 120 years.',
  'validation.date_of_birth_locked':
    'Your date of birth is already set and cannot be changed here. If it is wrong, ask support to correct it.',
  'success.date_of_birth_changed': 'Date of birth changed.',
  'validation.gender': 'Choose male, female or other.',
  'validation.too_long': 'This is too long.',
  'validation.referral_unknown': 'No buddy has this referral code.',
  'validation.referral_self': 'You cannot use your own referral code.',
  'validation.referral_loop': 'This buddy joined through you, so they cannot be your referrer.',
  'validation.referral_already_set': 'Your referrer is already set and cannot be changed.',
  'validation.referral_after_paid': 'A referral code can only be added before your first paid order.',
  'error.signup_wait':
    'Too many new sign-ups from this network. Please wait {{seconds}} seconds and try again.',
  'success.profile_saved': 'Profile saved.',
  'success.member_activated': 'Member activated.',
  'success.member_deactivated': 'Member deactivated.',
} as const;
