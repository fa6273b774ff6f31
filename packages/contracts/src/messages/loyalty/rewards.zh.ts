import type { rewardsEn } from './rewards.en';

/** 中文：issue 12 rewards. */
export const rewardsZh: Record<keyof typeof rewardsEn, string> = {
  'validation.points': '请输入整数积分。',
};
