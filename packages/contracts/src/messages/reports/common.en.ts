/** Server messages of issue 14's reports (ranges, orders, filters), spread into en.ts. */
export const reportsEn = {
  'validation.report_range_backwards': 'The end date must be on or after the start date.',
  'validation.report_range_too_long': 'A report covers at most 366 days: choose a shorter range.',
  'validation.report_order': 'This report cannot be ordered by that column.',
  'validation.report_type': 'This report has no such type.',
  'validation.report_time_window': 'The end time cannot be before the start time.',
} as const;
