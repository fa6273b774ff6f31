/** Server messages of moving and merging bills between tables (issue 29), spread into zh.ts. */
export const movesZh = {
  'error.move_not_open': '此订单{{status}}：只有未付款的账单可以转台或合并。',
  'error.move_online': '此订单需在线付款：只有在柜台付款的账单可以转台或合并。',
  'error.move_target_has_bill': '{{table}} 已有未结账单：请改为合并两张账单。',
  'error.move_being_paid': '此账单正在付款中：请等付款完成或取消后再操作。',
  'error.move_points': '此账单部分以积分支付：不能拆分或合并。',
  'error.move_line_refunded': '所选项目已退款：不能移动。',
  'error.move_target_closed': '另一张账单现已{{status}}：不能再加入项目。',
  'validation.move_same_table': '账单已在此桌。',
  'validation.move_lines_none': '请至少选择一个要移动的项目。',
  'validation.move_line_unknown': '所选项目不在此账单上。',
  'validation.move_lines_all': '已选择全部项目：请改为将整张账单转台。',
  'validation.merge_same_bill': '请选择另一张账单来合并。',
  'success.bill_moved': '账单已转到 {{table}}。',
  'success.lines_moved': '项目已移到 {{table}}。',
  'success.bills_merged': '账单已合并。',
};
