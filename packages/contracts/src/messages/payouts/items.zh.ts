import type { itemsEn } from './items.en';

/** 中文: issue 13's items. */
export const itemsZh: Record<keyof typeof itemsEn, string> = {};
