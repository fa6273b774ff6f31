/** Server messages of issue 15's settings, spread into en.ts. */
export const settingsEn = {
  'validation.setting_type': 'Choose a kind of setting: payout, contact or merchant.',
  'validation.whatsapp': 'Please enter a valid Malaysian mobile number for WhatsApp, or leave it empty.',
  'success.contact_settings_updated': 'Support contact updated successfully.',
  'success.merchant_settings_updated':
    'New-merchant defaults updated successfully. They apply to merchants created from now on.',
} as const;
