import type { rewardsEn } from './rewards.en';

/** 中文：issue 12 rewards. */
export const rewardsZh: Record<keyof typeof rewardsEn, string> = {
  'validation.points': '请输入整数积分。',
  'error.points_sign_in': '请先登录再使用积分付款。',
  'error.points_over_bill': '账单为 RM {{bill}}：最多可用 {{max}} 积分。',
  'error.points_not_enough': '您有 {{held}} 积分：最多只能使用这么多。',
};
