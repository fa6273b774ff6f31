/** Server messages of the guests (covers) at a table (issue 29), spread into zh.ts. */
export const guestsZh = {
  'validation.guests': '请输入用餐人数：1 至 99 的整数。',
  'error.guests_not_open': '此订单{{status}}：只有未付款时才能设置用餐人数。',
  'success.guests_set': '用餐人数：{{guests}}。',
};
