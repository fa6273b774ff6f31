import type { termsEn } from './terms.en';

/** 中文：issue 15 的商家条款与条件。 */
export const termsZh: Record<keyof typeof termsEn, string> = {
  'error.terms_outdated': '条款已有更新版本，请阅读后再接受。',
  'validation.terms_body_too_long': '文本最多 300,000 个字符。',
  'validation.terms_body_empty': '条款文本为必填项。',
  'success.terms_published': '条款第 {{version}} 版已发布。商家将在下次登录时接受。',
  'success.terms_accepted': '谢谢：您已接受条款第 {{version}} 版。',
};
