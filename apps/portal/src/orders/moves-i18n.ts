import type { Texts } from '../i18n/texts';

/** Moving and merging bills between tables (issue 29): the order dialogs' words. */
export const en = {
  moves: {
    moveTable: 'Move to table…',
    moveLines: 'Move items…',
    merge: 'Merge with…',
    moveTableTitle: 'Move {{label}} to another table',
    moveLinesTitle: 'Move items of {{label}} to another table',
    mergeTitle: 'Merge another bill into {{label}}',
    table: 'Table',
    tablePick: 'Choose a table',
    items: 'Items to move',
    itemsPick: 'Choose at least one item, not all of them',
    bill: 'Bill to merge in',
    billPick: 'Choose an open bill',
    noBills: 'No other open bill of this store to merge.',
    billOption: '{{label}} · {{table}} · {{total}}',
    moveTableHint: 'The bill, its items and its diners’ page move to the table chosen.',
    moveLinesHint: 'The items join the table’s open bill (a new one if it has none).',
    mergeHint: 'Every item of the bill chosen joins this one; that bill is then voided as merged.',
    move: 'Move',
    mergeOk: 'Merge',
  },
} as const;

export const zh: Texts<typeof en> = {
  moves: {
    moveTable: '转台…',
    moveLines: '移动项目…',
    merge: '合并账单…',
    moveTableTitle: '将 {{label}} 转到另一桌',
    moveLinesTitle: '将 {{label}} 的项目移到另一桌',
    mergeTitle: '将另一张账单合并到 {{label}}',
    table: '桌子',
    tablePick: '请选择桌子',
    items: '要移动的项目',
    itemsPick: '请至少选择一个项目，但不能全选',
    bill: '要合并的账单',
    billPick: '请选择一张未结账单',
    noBills: '本店没有其他可合并的未结账单。',
    billOption: '{{label}} · {{table}} · {{total}}',
    moveTableHint: '账单、其项目及顾客页面将转到所选的桌子。',
    moveLinesHint: '项目将加入该桌的未结账单（若无则新开一张）。',
    mergeHint: '所选账单的全部项目将并入此账单；该账单随后作为已合并而作废。',
    move: '移动',
    mergeOk: '合并',
  },
};
