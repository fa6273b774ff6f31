import type { Texts } from '../../i18n/texts';

/** The store's courses (issue 29): starter, main, dessert, drinks, as the store names them. */
export const en = {
  courses: {
    nav: 'Courses',
    title: 'Courses',
    intro:
      'The parts of a meal in the order they are served. Give a category its course, or a food its own; staff can then hold a course when keying in an order and fire it to the kitchen when the table is ready.',
    chooseMerchant: 'Open this page from the merchant listing to choose a merchant.',
    noAccess: 'Only the merchant, staff with Setting access and admins manage the menu.',
    add: 'Add course',
    addTitle: 'Add a course',
    editTitle: 'Edit course',
    name: 'Course name',
    namePlaceholder: 'e.g. Starter, Main, Dessert',
    position: 'Serving order',
    positionHint: 'Lower is served first.',
    categories: 'Categories',
    foods: 'Foods',
    actions: 'Actions',
    edit: 'Edit',
    delete: 'Delete',
    empty: 'No courses yet. Add the first one, such as Starter.',
    total_one: '{{count}} course',
    total_other: '{{count}} courses',
    confirmDelete: 'Delete the course “{{name}}”?',
    confirmDeleteBody:
      'Its categories and foods will have no course. Orders already made keep the course’s name.',
    none: 'No course',
    field: 'Course',
    categoryHint: 'Its foods belong to this course unless a food names its own.',
    foodHint: 'Empty: the course of its category.',
  },
} as const;

export const zh: Texts<typeof en> = {
  courses: {
    nav: '上菜顺序',
    title: '上菜顺序',
    intro:
      '一餐按上菜先后分成的几道，例如前菜、主菜、甜点。为分类设定上菜顺序，或为菜品单独设定；员工代客下单时可暂缓某一道，待客人准备好再起菜送往厨房。',
    chooseMerchant: '请从商家列表打开此页面以选择商家。',
    noAccess: '只有商家、拥有设置权限的员工和管理员可以管理菜单。',
    add: '添加上菜顺序',
    addTitle: '添加上菜顺序',
    editTitle: '编辑上菜顺序',
    name: '名称',
    namePlaceholder: '例如：前菜、主菜、甜点',
    position: '上菜次序',
    positionHint: '数字小的先上。',
    categories: '分类',
    foods: '菜品',
    actions: '操作',
    edit: '编辑',
    delete: '删除',
    empty: '还没有上菜顺序。先添加一个，例如“前菜”。',
    total_one: '{{count}} 个上菜顺序',
    total_other: '{{count}} 个上菜顺序',
    confirmDelete: '删除上菜顺序“{{name}}”？',
    confirmDeleteBody: '其分类和菜品将不再有上菜顺序。已下的订单保留原名称。',
    none: '无',
    field: '上菜顺序',
    categoryHint: '该分类的菜品属于此上菜顺序，除非菜品另有设定。',
    foodHint: '留空：使用所属分类的上菜顺序。',
  },
};
