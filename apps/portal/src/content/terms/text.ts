import type { TTermsVersion } from '@meja/contracts';

/**
 * The terms in the language on screen: Chinese for Chinese, English otherwise (the terms exist in
 * those two). Read from both bodies the server sends, so switching language needs no reload.
 */
export function termsIn(
  language: string,
  v: Pick<TTermsVersion, 'body_en' | 'body_zh' | 'summary_en' | 'summary_zh'>,
) {
  const zh = language.toLowerCase().startsWith('zh');
  return { body: zh ? v.body_zh : v.body_en, summary: zh ? v.summary_zh : v.summary_en };
}
