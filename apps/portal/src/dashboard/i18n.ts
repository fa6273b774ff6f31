import type { Texts } from '../i18n/texts';

/** The dashboard and its Needs attention card. */
export const en = {
  dashboard: {
    title: 'Dashboard',
    transactions: 'Transactions',
    sales: 'Sales',
    complete: 'Complete',
    processing: 'Processing',
    unpaid: 'Unpaid',
    merchants: 'Merchants',
    agents: 'Agents',
    buddies: 'Buddies',
    ordersHeading: 'Orders',
    networkHeading: 'Network',
    staffBody: 'Your screens for {{access}} will appear in the menu.',
    attention: {
      title: 'Needs attention',
      intro: 'Orders to resolve: money to give back, or paid after their food ran out.',
      order: 'Order',
      store: 'Store',
      table: 'Table',
      flag: 'Why',
      giveBack: 'Give back',
      paidTwice: 'Paid twice',
      stockShort: 'Paid after sold out',
      unnumbered: 'No receipt yet',
    },
  },
} as const;

/** 仪表板：完整翻译。 */
export const zh: Texts<typeof en> = {
  dashboard: {
    title: '仪表盘',
    transactions: '交易',
    sales: '销售额',
    complete: '已完成',
    processing: '处理中',
    unpaid: '未付款',
    merchants: '商家',
    agents: '代理',
    buddies: '会员',
    ordersHeading: '订单',
    networkHeading: '网络',
    staffBody: '您的“{{access}}”页面将显示在菜单中。',
    attention: {
      title: '需要处理',
      intro: '待处理的订单：需要退款，或在食物售罄后才付款。',
      order: '订单',
      store: '店铺',
      table: '桌号',
      flag: '原因',
      giveBack: '应退还',
      paidTwice: '重复付款',
      stockShort: '售罄后付款',
      unnumbered: '尚无收据',
    },
  },
};
