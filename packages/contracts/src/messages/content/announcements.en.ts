/** Server messages of issue 15's announcements, spread into en.ts. */
export const announcementsEn = {
  'validation.announcement_audience': 'Choose who sees it: merchants, agents or everyone.',
  'validation.announcement_status': 'Choose a status: live, scheduled, ended or withdrawn.',
  'validation.announcement_body_required': 'Write the announcement.',
  'validation.announcement_body_too_long':
    'The announcement is too long: at most 20,000 characters with its formatting.',
  'validation.announcement_when': 'Use a date and time like 2026-01-31T09:00:00+08:00.',
  'validation.announcement_expire_after_publish': 'The end must be after the start.',
  'success.announcement_created': 'Announcement published.',
  'success.announcement_updated': 'Announcement updated.',
  'success.announcement_dismissed': 'Announcement dismissed.',
  'success.announcement_withdrawn': 'Announcement withdrawn: readers no longer see it.',
  'success.announcement_restored': 'Announcement restored: readers see it within its window.',
  'success.announcement_deleted': 'Announcement deleted.',
} as const;
