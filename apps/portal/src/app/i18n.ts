import type { Texts } from '../i18n/texts';

/** The shell's own words: the app's name, the side menu and the diner's page. */
export const en = {
  app: {
    name: 'Meja Portal',
    tagline: 'Table ordering, payments and loyalty for restaurants',
    /** Greets the signed-in user by role: admins, agents and staff use this portal too. */
    greeting: 'Welcome, {{role}}',
  },
  menu: {
    navigation: 'Main menu',
    dashboard: 'Dashboard',
    users: 'Users',
    // Not "User" under "Users": in Chinese both read 用户.
    user: 'All users',
    buddy: 'Buddy',
    agent: 'Agent',
    sub_agent: 'Sub-agent',
    merchant: 'Merchant',
    allowance: 'Allowance',
    merchants: 'Merchants',
    subAgents: 'Sub-agents',
    agents: 'Agents',
    dinerAccount: 'Diner account',
    changePassword: 'Change password',
    content: 'Content',
    announcements: 'Announcements',
    updateLog: 'Update log',
    terms: 'Terms and conditions',
    whatsNew: "What's new",
    settings: 'Settings',
    payoutSetting: 'Payout',
    contactSetting: 'Support contact',
    merchantSetting: 'New merchants',
  },
  diner: {
    title: 'This is a diner account',
    body: 'Buddy accounts are for ordering and rewards: scan the QR code on a restaurant table to open the Meja ordering app. There is nothing to manage in the back-office portal with this account.',
    openOrder: 'Open the ordering app',
  },
} as const;

/** 框架文字：完整翻译。 */
export const zh: Texts<typeof en> = {
  app: {
    name: 'Meja 商户后台',
    tagline: '餐厅扫码点餐、支付与会员积分',
    greeting: '欢迎，{{role}}',
  },
  menu: {
    navigation: '主菜单',
    dashboard: '仪表盘',
    users: '用户',
    user: '全部用户',
    buddy: '会员',
    agent: '代理',
    sub_agent: '子代理',
    merchant: '商家',
    allowance: '招募津贴',
    merchants: '商家',
    subAgents: '子代理',
    agents: '代理',
    dinerAccount: '食客账户',
    changePassword: '修改密码',
    content: '内容',
    announcements: '公告',
    updateLog: '更新日志',
    terms: '条款与条件',
    whatsNew: '新功能',
    settings: '设置',
    payoutSetting: '分润',
    contactSetting: '客服联系方式',
    merchantSetting: '新商家默认值',
  },
  diner: {
    title: '这是食客账户',
    body: '会员账户用于点餐和积分奖励：扫描餐厅桌上的二维码即可打开 Meja 点餐应用。此账户在商户后台没有需要管理的内容。',
    openOrder: '打开点餐应用',
  },
};
