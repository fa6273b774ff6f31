import type { Texts } from '../../i18n/texts';

/** The rich-text editor's toolbar (announcements, update log, terms). */
export const en = {
  richText: {
    toolbar: 'Formatting',
    bold: 'Bold',
    italic: 'Italic',
    underline: 'Underline',
    strike: 'Strikethrough',
    heading: 'Heading',
    subheading: 'Subheading',
    bulletList: 'Bulleted list',
    orderedList: 'Numbered list',
    link: 'Link',
    linkAddress: 'Link address',
    applyLink: 'Apply',
    undo: 'Undo',
    redo: 'Redo',
  },
};

export const zh: Texts<typeof en> = {
  richText: {
    toolbar: '格式',
    bold: '粗体',
    italic: '斜体',
    underline: '下划线',
    strike: '删除线',
    heading: '标题',
    subheading: '小标题',
    bulletList: '项目符号列表',
    orderedList: '编号列表',
    link: '链接',
    linkAddress: '链接地址',
    applyLink: '应用',
    undo: '撤销',
    redo: '重做',
  },
};
