/** Server messages of courses, hold and fire (issue 29), spread into zh.ts. */
export const coursesZh = {
  'error.course_name_taken': '已有同名的上菜顺序。',
  'validation.course_unknown': '请选择本菜单的上菜顺序。',
  'error.line_held': '此菜暂缓中：请先起菜，之后才能制作和上菜。',
  'error.nothing_held': '没有暂缓的菜：已经起菜，或从未暂缓。',
  'success.course_created': '上菜顺序已创建。',
  'success.course_updated': '上菜顺序已保存。',
  'success.course_deleted': '上菜顺序已删除。',
  'success.fired': '已起菜：已送往厨房。',
  'print.fire': '起菜',
} as const;
