import type { agentsEn } from './agents.en';

/** 中文: issue 13's agents. */
export const agentsZh: Record<keyof typeof agentsEn, string> = {
  'validation.agent_icno': '身份证号码必须是有效的 12 位号码。',
  'validation.agent_phone': '电话号码必须有效。',
  'validation.agent_account_no': '账号为必填项，且必须是数字。',
  'validation.agent_account_name': '账户名称为必填项。',
  'validation.agent_bank': '银行为必填项：请从列表中选择。',
  'validation.agent_rank': '请选择级别：总代理、导师或代理。',
  'validation.agent_entitled': '津贴资格必须是“是”或“否”。',
  'validation.type_required': '请选择账户类型。',
  'validation.agent_upgrade_only': '代理只能升级为导师。',
  'validation.agent_upgrade_by': '只有管理员或该代理的总代理可以将代理升级为导师。',
  'validation.type_unchangeable': '此账户的类型不能更改。',
  'validation.upline_in_downline': '代理不能归属于自己或自己下线中的任何人。',
  'error.admin_only_payout_details': '只有管理员可以更改代理的银行、账号、账户名称或津贴资格。',
  'success.agent_created': '代理创建成功。',
};
