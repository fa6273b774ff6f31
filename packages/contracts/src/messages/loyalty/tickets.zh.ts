import type { ticketsEn } from './tickets.en';

/** 中文：issue 12 tickets. */
export const ticketsZh: Record<keyof typeof ticketsEn, string> = {};
