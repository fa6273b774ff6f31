import type { settlementsEn } from './settlements.en';

/** 中文: issue 13's settlements. */
export const settlementsZh: Record<keyof typeof settlementsEn, string> = {};
