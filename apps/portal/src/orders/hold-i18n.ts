import type { Texts } from '../i18n/texts';

/** Hold and fire (issue 29): the words of the key-in, the boards and the kitchen display. */
export const en = {
  hold: {
    hold: 'Hold',
    holdLine: 'Hold {{name}}',
    holdCourses: 'Hold a course',
    holdCourse: 'Hold {{course}}',
    held: 'Hold',
    fire: 'Fire {{course}}',
    fireHeld: 'Fire held items',
    fired: 'Fired',
    heldCount_one: '{{count}} item on hold',
    heldCount_other: '{{count}} items on hold',
  },
} as const;

export const zh: Texts<typeof en> = {
  hold: {
    hold: '暂缓',
    holdLine: '暂缓 {{name}}',
    holdCourses: '暂缓一道菜',
    holdCourse: '暂缓{{course}}',
    held: '暂缓',
    fire: '起菜：{{course}}',
    fireHeld: '起菜：暂缓的菜',
    fired: '已起菜',
    heldCount_one: '{{count}} 道菜暂缓',
    heldCount_other: '{{count}} 道菜暂缓',
  },
};
