import type { Texts } from '../i18n/texts';

/** The waiters' ready-to-serve list. */
export const en = {
  serve: {
    menu: 'Ready to serve',
    title: 'Ready to serve',
    count_one: '{{count}} item ready',
    count_other: '{{count}} items ready',
    empty: 'Nothing ready to serve. Items appear here as soon as the kitchen marks them ready.',
    takeAway: 'Take away',
    cooking_one: '{{count}} more still cooking',
    cooking_other: '{{count}} more still cooking',
    markServed: '{{name}}: mark served',
    serve: 'Serve',
    serveAll: 'All served',
    served: '{{order}}: all served.',
    undo: 'Undo',
    undone: '{{order}} is back on the list.',
  },
} as const;

/** 待上菜列表：完整翻译。 */
export const zh: Texts<typeof en> = {
  serve: {
    menu: '待上菜',
    title: '待上菜',
    count_one: '{{count}} 道菜可上',
    count_other: '{{count}} 道菜可上',
    empty: '暂无待上的菜。厨房标记为已备好后会立即出现在这里。',
    takeAway: '打包',
    cooking_one: '还有 {{count}} 道在制作中',
    cooking_other: '还有 {{count}} 道在制作中',
    markServed: '{{name}}：标记为已上菜',
    serve: '上菜',
    serveAll: '全部已上',
    served: '{{order}}：已全部上菜。',
    undo: '撤销',
    undone: '{{order}} 已回到列表中。',
  },
};
