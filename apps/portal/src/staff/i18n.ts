import type { Texts } from '../i18n/texts';

/** Operation users, the merchant's staff (SPEC §3 Operation user). */
export const en = {
  staff: {
    menu: 'Operation users',
    title: 'Operation users',
    createTitle: 'Add an operation user',
    editTitle: 'Edit operation user',
    search: 'Search',
    searchPlaceholder: 'E-mail, nickname, role or access',
    total_one: '{{count}} operation user',
    total_other: '{{count}} operation users',
    empty: 'No operation users yet.',
    noAccess: 'Only the merchant, staff with Setting access, admins and agents see operation users.',
    chooseMerchant: 'Open this page from the merchant listing to choose a merchant.',
    createHint: 'A new operation user starts inactive unless you choose Active.',
    passwordHint: 'They sign in with their login e-mail and this password.',
    newPasswordHint: 'Leave empty to keep the current password.',
    fields: {
      email: 'Login e-mail',
      nickname: 'Nickname',
      role: 'Role',
      accessOption: 'Access option',
      status: 'Status',
      password: 'Password',
      newPassword: 'New password',
      confirmPassword: 'Confirm password',
      createdAt: 'Created',
      actions: 'Actions',
    },
    roles: {
      Cashier: 'Cashier',
      Kitchen: 'Kitchen',
      Waiters: 'Waiters',
    },
    access: {
      'All Access - Order': 'All Access - Order',
      'All Access - Kitchen': 'All Access - Kitchen',
      'All Access - Setting': 'All Access - Setting',
      'Only Access - Ready To Serve': 'Only Access - Ready To Serve',
    },
    accessHint:
      'Order: live orders and payments. Kitchen: food status. Setting: the merchant settings screens. Ready To Serve: mark food served.',
    toggle: {
      activate: 'Activate',
      deactivate: 'Deactivate',
      confirmActivate: 'Activate {{name}}?',
      confirmDeactivate: 'Deactivate {{name}}? They are signed out at once.',
    },
  },
} as const;

/** 操作员：完整翻译。 */
export const zh: Texts<typeof en> = {
  staff: {
    menu: '操作员',
    title: '操作员',
    createTitle: '添加操作员',
    editTitle: '编辑操作员',
    search: '搜索',
    searchPlaceholder: '电子邮件、昵称、角色或权限',
    total_one: '共 {{count}} 名操作员',
    total_other: '共 {{count}} 名操作员',
    empty: '暂无操作员。',
    noAccess: '只有商家、拥有设置权限的员工、管理员和代理可以查看操作员。',
    chooseMerchant: '请从商家列表打开此页面以选择商家。',
    createHint: '新操作员默认为停用，除非您选择启用。',
    passwordHint: '操作员使用登录电子邮件和此密码登录。',
    newPasswordHint: '留空则保留当前密码。',
    fields: {
      email: '登录电子邮件',
      nickname: '昵称',
      role: '角色',
      accessOption: '访问权限',
      status: '状态',
      password: '密码',
      newPassword: '新密码',
      confirmPassword: '确认密码',
      createdAt: '创建时间',
      actions: '操作',
    },
    roles: {
      Cashier: '收银员',
      Kitchen: '厨房',
      Waiters: '服务员',
    },
    access: {
      'All Access - Order': '全部权限 - 订单',
      'All Access - Kitchen': '全部权限 - 厨房',
      'All Access - Setting': '全部权限 - 设置',
      'Only Access - Ready To Serve': '仅限 - 待上菜',
    },
    accessHint: '订单：实时订单和付款。厨房：菜品状态。设置：商家设置页面。待上菜：标记已上菜。',
    toggle: {
      activate: '启用',
      deactivate: '停用',
      confirmActivate: '启用 {{name}}？',
      confirmDeactivate: '停用 {{name}}？其将立即被登出。',
    },
  },
};
