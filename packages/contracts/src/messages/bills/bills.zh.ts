/** Server messages of bills at the table (issue 29, modules/orders/split.ts), spread into zh.ts. */
export const billsZh = {
  'validation.split_count': '账单可分为 2 至 20 份，每份至少 RM 0.01。',
  'validation.split_rounding_share': '请选择一份足够大的来承担四舍五入差额。',
  'validation.split_share_empty': '每一份至少需要一个项目。',
  'validation.split_line_unknown': '所选项目不在此账单上。',
  'validation.split_line_over': '所选项目的数量超过账单上的数量。',
  'validation.split_line_left': '账单上的每个项目都必须分到某一份中。',
  'validation.split_amount': '每一份至少为 RM 0.01。',
  'validation.split_amounts_sum': '各份金额之和必须等于账单总额。',
};
