import type { buddiesEn } from './buddies.en';

/** 中文：issue 12 buddies. */
export const buddiesZh: Record<keyof typeof buddiesEn, string> = {
  'validation.date_of_birth': '请按 DD/MM/YYYY 格式填写出生日期。',
  'validation.gender': '请选择男、女或其他。',
  'validation.too_long': '内容太长。',
};
