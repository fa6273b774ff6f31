import type { Texts } from '../i18n/texts';

/** Guests at the table (issue 29): the board card's count and the cashier's dialog to set it. */
export const en = {
  guests: {
    count_one: '{{count}} guest',
    count_other: '{{count}} guests',
    none: 'Guests?',
    title: 'How many guests?',
    label: 'Guests',
    hint: 'The sales report counts them as covers once the bill is paid.',
    save: 'Save',
    cancel: 'Cancel',
    required: 'Enter a whole number from 1 to 99.',
  },
} as const;

export const zh: Texts<typeof en> = {
  guests: {
    count_one: '{{count}} 位',
    count_other: '{{count}} 位',
    none: '几位？',
    title: '几位用餐？',
    label: '用餐人数',
    hint: '账单付款后，销售报表会将其计为用餐人数。',
    save: '保存',
    cancel: '取消',
    required: '请输入 1 至 99 的整数。',
  },
};
