import type { ticketsEn } from './tickets.en';

/** 中文：issue 12 tickets. */
export const ticketsZh: Record<keyof typeof ticketsEn, string> = {
  'ticket.status.not_used': '尚未使用',
  'ticket.status.left_one': '剩余 1 张未使用',
  'ticket.status.left': '剩余 {{count}} 张未使用',
  'ticket.status.completed': '已全部使用',
  'ticket.status.expired': '已过期',
  'ticket.status.void': '已作废',
  'success.ticket_redeemed': '已兑换 1 张：剩余 {{count}} 张。',
  'success.ticket_all_completed': '酒票已全部使用。',
  'error.ticket_expired': '此酒票已于 {{date}} 过期，无法再兑换。',
  'error.ticket_completed': '酒票已全部使用，没有可兑换的了。',
  'error.ticket_void': '此酒票已作废：其商品已退款。',
  'error.ticket_status_refused': '此酒票为{{from}}状态，无法变为{{to}}。',
  'error.birthday_gift_one': '每张订单只能领取一份生日礼物。',
  'error.birthday_gift_no_date_of_birth': '请先在个人资料中填写出生日期。',
  'error.birthday_gift_not_month': '生日礼物仅限您的生日月份领取。',
  'error.birthday_gift_claimed': '您今年已领取过本店的生日礼物。',
  'error.birthday_gift_given_back': '此订单{{status}}：其生日礼物已退回。',
};
