import type { reportsEn } from './common.en';

/** 中文: issue 14's reports. */
export const reportsZh: Record<keyof typeof reportsEn, string> = {
  'validation.report_range_backwards': '结束日期不能早于开始日期。',
  'validation.report_range_too_long': '报表最多涵盖 366 天：请选择较短的日期范围。',
  'validation.report_order': '此报表不能按该列排序。',
  'validation.report_type': '此报表没有这种类型。',
  'validation.report_time_window': '结束时间不能早于开始时间。',
};
