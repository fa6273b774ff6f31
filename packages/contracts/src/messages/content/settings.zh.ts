import type { settingsEn } from './settings.en';

/** 中文：issue 15 的平台设置。 */
export const settingsZh: Record<keyof typeof settingsEn, string> = {
  'validation.setting_type': '请选择设置类型：payout、contact 或 merchant。',
  'validation.whatsapp': '请输入有效的马来西亚手机号码作为 WhatsApp，或留空。',
  'success.contact_settings_updated': '客服联系方式已成功更新。',
  'success.merchant_settings_updated': '新商家默认设置已成功更新，适用于此后创建的商家。',
};
