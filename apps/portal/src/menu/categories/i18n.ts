import type { Texts } from '../../i18n/texts';

/** Food and alcohol categories (SPEC §2 food category, alcohol category; §5 deletion). */
export const en = {
  menuCategories: {
    nav: {
      group: 'Menu',
      food: 'Food categories',
      alcohol: 'Alcohol categories',
    },
    title: {
      food: 'Food categories',
      alcohol: 'Alcohol categories',
    },
    intro: 'Diners see the categories in this order. Drag a row by its handle to move it.',
    chooseMerchant: 'Open this page from the merchant listing to choose a merchant.',
    noAccess: 'Only the merchant, staff with Setting access and admins manage the menu.',
    add: 'Add category',
    addTitle: 'Add a category',
    editTitle: 'Edit category',
    name: 'Name',
    namePlaceholder: 'e.g. Rice, Noodles, Drinks',
    foods: 'Items',
    status: 'Status',
    visible: 'Shown to diners',
    created: 'Created',
    actions: 'Actions',
    order: 'Order',
    dragHandle: 'Drag to move {{name}}',
    edit: 'Edit',
    delete: 'Delete',
    empty: 'No categories yet. Add the first one.',
    total_one: '{{count}} category',
    total_other: '{{count}} categories',
    savingOrder: 'Saving the new order…',
    confirmDelete: 'Delete the category “{{name}}”?',
    confirmDeleteBody: 'This cannot be undone.',
    deleteBlocked: 'This category cannot be deleted',
    deleteBlockedBody_one:
      '“{{name}}” holds {{count}} item. Move it to another category or delete it first; then the category can be deleted.',
    deleteBlockedBody_other:
      '“{{name}}” holds {{count}} items. Move them to another category or delete them first; then the category can be deleted.',
    conflictTitle: 'Changed by someone else',
    reload: 'Load their changes',
    reloaded: 'Their changes are loaded. Make your edit again and save.',
  },
} as const;

export const zh: Texts<typeof en> = {
  menuCategories: {
    nav: {
      group: '菜单',
      food: '食品分类',
      alcohol: '酒类分类',
    },
    title: {
      food: '食品分类',
      alcohol: '酒类分类',
    },
    intro: '食客按此顺序看到分类。拖动行首的手柄即可调整位置。',
    chooseMerchant: '请从商户列表打开此页面以选择商户。',
    noAccess: '只有商户、具有设置权限的员工和管理员可以管理菜单。',
    add: '添加分类',
    addTitle: '添加分类',
    editTitle: '编辑分类',
    name: '名称',
    namePlaceholder: '例如：饭类、面类、饮料',
    foods: '菜品数',
    status: '状态',
    visible: '对食客显示',
    created: '创建时间',
    actions: '操作',
    order: '顺序',
    dragHandle: '拖动以移动 {{name}}',
    edit: '编辑',
    delete: '删除',
    empty: '还没有分类。请添加第一个。',
    total_one: '共 {{count}} 个分类',
    total_other: '共 {{count}} 个分类',
    savingOrder: '正在保存新顺序…',
    confirmDelete: '删除分类“{{name}}”？',
    confirmDeleteBody: '此操作无法撤销。',
    deleteBlocked: '无法删除此分类',
    deleteBlockedBody_one:
      '“{{name}}”中有 {{count}} 个菜品。请先把它移到其他分类或删除，然后才能删除此分类。',
    deleteBlockedBody_other:
      '“{{name}}”中有 {{count}} 个菜品。请先把它们移到其他分类或删除，然后才能删除此分类。',
    conflictTitle: '已被其他人修改',
    reload: '加载他们的修改',
    reloaded: '已加载他们的修改。请重新编辑并保存。',
  },
};
