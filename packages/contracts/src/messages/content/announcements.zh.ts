import type { announcementsEn } from './announcements.en';

/** 中文：issue 15 的公告。 */
export const announcementsZh: Record<keyof typeof announcementsEn, string> = {
  'validation.announcement_audience': '请选择对象：商家、代理或所有人。',
  'validation.announcement_status': '请选择状态：进行中、已排期、已结束或已撤回。',
  'validation.announcement_body_required': '请填写公告内容。',
  'validation.announcement_body_too_long': '公告过长：含格式最多 20,000 个字符。',
  'validation.announcement_when': '请使用日期时间格式，例如 2026-01-31T09:00:00+08:00。',
  'validation.announcement_expire_after_publish': '结束时间必须晚于开始时间。',
  'success.announcement_created': '公告已发布。',
  'success.announcement_updated': '公告已更新。',
  'success.announcement_dismissed': '公告已关闭。',
  'success.announcement_withdrawn': '公告已撤回：读者将不再看到。',
  'success.announcement_restored': '公告已恢复：读者将在其时间范围内看到。',
  'success.announcement_deleted': '公告已删除。',
};
