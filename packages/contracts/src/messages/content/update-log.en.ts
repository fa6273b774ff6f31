/** Server messages of issue 15's update log, spread into en.ts. */
export const updateLogEn = {
  'validation.update_log_version_taken': 'This version already exists.',
  'validation.update_log_empty': 'Write the log before publishing this version.',
  'validation.update_log_nothing_to_change': 'Change the title, the version or the log.',
  'success.update_log_created': 'Version created.',
  'success.update_log_updated': 'Version saved.',
  'success.update_log_published': 'Version published.',
} as const;
