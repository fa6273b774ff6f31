import type { itemsEn } from './items.en';

/** 中文：issue 13 的付款项目。 */
export const itemsZh: Record<keyof typeof itemsEn, string> = {
  'error.payout_status_refused': '此付款状态为 {{from}}，不能变为 {{to}}。',
  'error.payout_nothing_to_pay': '付款 {{id}} 没有可支付的金额（RM {{payable}}），无法批准。',
  'error.payout_no_bank_details': '付款 {{id}}：{{name}} 尚未填写银行资料。请先填写银行、账号和户名。',
  'error.payout_adjustment_refused': '付款 {{id}} 状态为 {{status}}：只有待处理或已批准的付款可以调整。',
  'error.payout_file_empty': '没有可放入银行文件的已批准付款。',
  'validation.payout_payable_minimum': '调整后应付金额不得低于 RM0.01。',
  'validation.payout_type': '此报表不包含该类付款。',
  'validation.payout_ids': '请输入以逗号分隔的付款编号。',
  'success.payout_approved': '已批准付款：{{count}} 笔。',
  'success.payout_declined': '已拒绝付款：{{count}} 笔。',
  'success.payout_completed': '已标记为已付款：{{count}} 笔。',
  'success.payout_adjustment_updated': '付款调整已成功更新',
  'success.payout_allowance_updated': '津贴已成功更新',
};
