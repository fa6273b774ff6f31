import type { buddiesEn } from './buddies.en';

/** 中文：issue 12 buddies. */
export const buddiesZh: Record<keyof typeof buddiesEn, string> = {
  'validation.date_of_birth': '请按 DD/MM/YYYY 格式填写出生日期。',
  'validation.date_of_birth_not_a_day': '没有这一天，请检查日期和月份。',
  'validation.date_of_birth_future': '出生日期不能是将来的日期。',
  'validation.date_of_birth_too_old': '请填写 120 年以内的出生日期。',
  'validation.date_of_birth_locked': '出生日期已设置，无法在此更改。如有错误，请联系客服更正。',
  'success.date_of_birth_changed': '出生日期已更改。',
  'validation.gender': '请选择男、女或其他。',
  'validation.too_long': '内容太长。',
  'validation.referral_unknown': '没有会员使用此推荐码。',
  'validation.referral_self': '不能使用自己的推荐码。',
  'validation.referral_loop': '该会员是通过您加入的，不能成为您的推荐人。',
  'validation.referral_already_set': '您的推荐人已设定，无法更改。',
  'validation.referral_after_paid': '推荐码只能在首次付款订单之前添加。',
  'error.signup_wait': '此网络的新注册过多，请等待 {{seconds}} 秒后再试。',
  'success.profile_saved': '资料已保存。',
  'success.member_activated': '会员已启用。',
  'success.member_deactivated': '会员已停用。',
};
