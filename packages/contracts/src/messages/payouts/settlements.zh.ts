import type { settlementsEn } from './settlements.en';

/** 中文: issue 13's settlements. */
export const settlementsZh: Record<keyof typeof settlementsEn, string> = {
  'validation.payout_percent_total': '各百分比合计为 {{total}}%：合计最多只能是平台费的 100%。',
  'validation.allowance_required': '津贴为必填项。',
  'success.payout_settings_updated': '分红设置已成功更新。',
  'validation.choose_merchants': '请至少选择一个商家。',
  'validation.clear_balance_no_merchants': '所选商家均不存在。',
  'success.clear_balance_requested': '请求成功。请等待 5~10 分钟准备完成。',
  'validation.cash_out_minimum': '每次至少兑现 {{min}} 积分（RM {{min_rm}}）。',
  'validation.cash_out_over': '您目前最多可兑现 {{cashable}} 积分（RM {{cashable_rm}}）。',
  'validation.cash_out_account_name': '账户名称为必填项。',
  'success.cash_out_requested': '已申请兑现 {{points}} 积分（RM {{amount}}）：批准后将转入您的银行账户。',
};
