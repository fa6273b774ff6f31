import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { showReply } from '../../lib/form-errors';
import type { TextKey } from './ListFilters';

export interface Ask {
  title: string;
  content: string;
  /** The dangerous button's label ("Delete"). */
  okText: string;
  /** The title shown over the server's reason when other rows keep it from going through (409). */
  blocked?: string;
}

/**
 * A row action that asks first (delete, re-issue): the dialog stays busy until the server has
 * answered, then its message or its error is shown.
 */
export function useConfirm<Row>(ask: (row: Row) => Ask, act: (row: Row) => Promise<{ message?: string }>) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return (row: Row) => {
    const { blocked, ...texts } = ask(row);
    modal.confirm({
      ...texts,
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => showReply(act(row), blocked),
    });
  };
}

/** Catalogue sections with `confirmDelete` ({{name}}), `confirmDeleteBody` and `delete`. */
type Deletable = 'media' | 'stockImages' | 'tables' | 'menuOptions' | 'menuCategories' | 'courses';
type Named = { id: number; name?: string; display_name?: string };

/**
 * "Delete “Soups”? … This cannot be undone." in the words of the section `ns`, then the delete.
 * `blocked` titles the server's reason when other rows keep the row (409); `content` replaces
 * the usual warning for a row that needs another.
 */
export function useConfirmDelete<Row extends Named>(
  ns: Deletable,
  remove: { mutateAsync: (id: number) => Promise<{ message?: string }> },
  o: {
    blocked?: Extract<TextKey, `${string}.deleteBlocked`>;
    content?: (row: Row) => string | undefined;
  } = {},
) {
  const { t } = useTranslation();
  return useConfirm(
    (row: Row) => ({
      title: t(`${ns}.confirmDelete`, { name: row.name ?? row.display_name ?? '' }),
      content: o.content?.(row) ?? t(`${ns}.confirmDeleteBody`),
      okText: t(`${ns}.delete`),
      blocked: o.blocked && t(o.blocked),
    }),
    (row) => remove.mutateAsync(row.id),
  );
}
