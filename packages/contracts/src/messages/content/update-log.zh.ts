import type { updateLogEn } from './update-log.en';

/** 中文：issue 15 的更新日志。 */
export const updateLogZh: Record<keyof typeof updateLogEn, string> = {
  'validation.update_log_version_taken': '此版本已存在。',
  'validation.update_log_empty': '请先填写更新日志，再发布此版本。',
  'validation.update_log_nothing_to_change': '请修改标题、版本或日志。',
  'success.update_log_created': '版本已创建。',
  'success.update_log_updated': '版本已保存。',
  'success.update_log_published': '版本已发布。',
};
