import type { agentsEn } from './agents.en';

/** 中文: issue 13's agents. */
export const agentsZh: Record<keyof typeof agentsEn, string> = {};
