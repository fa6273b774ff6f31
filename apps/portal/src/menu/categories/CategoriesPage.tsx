import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useCategories, useDeleteCategory, useToggleCategoryStatus } from '@meja/client';
import type { CategoryKind, TCategory } from '@meja/contracts';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn, dateTime, switchColumn } from '../../kit/list/columns';
import { useConfirmDelete } from '../../kit/list/confirm';
import { ListPage, textsOf } from '../../kit/list/ListPage';
import { useMenuScope } from '../scope';
import { CategoryModal, type CategoryModalState } from './CategoryModal';
import { OrderedTable } from './OrderedTable';
import { dragColumn } from './SortableRows';

/**
 * Food categories (remark=food) or alcohol categories (remark=alcohol), in the order diners see
 * them: drag a row by its handle to move it (saved at once), add and edit in a modal, switch a
 * category off, delete an empty one.
 */
export default function CategoriesPage({ kind }: { kind: CategoryKind }) {
  const { t } = useTranslation(undefined, { keyPrefix: 'menuCategories' });
  const { modal } = App.useApp();
  const scope = useMenuScope();
  const { merchantId } = scope;
  const [editor, setEditor] = useState<CategoryModalState>(null);
  const toggle = useToggleCategoryStatus();
  const confirmDelete = useConfirmDelete('menuCategories', useDeleteCategory(), {
    blocked: 'menuCategories.deleteBlocked',
  });
  // A category holding foods is refused by the server: say so at once, not after "cannot be undone".
  const askDelete = (c: TCategory) =>
    c.food_count > 0
      ? modal.warning({
          title: t('deleteBlocked'),
          content: t('deleteBlockedBody', { name: c.name, count: c.food_count }),
        })
      : confirmDelete(c);

  return (
    <ListPage
      id={`categories-${kind}`}
      texts={textsOf('menuCategories', {
        title: `menuCategories.title.${kind}`,
        intro: 'menuCategories.intro',
        chooseMerchant: ['menuCategories.chooseMerchant'],
      })}
      scope={scope}
      useRows={useCategories}
      params={{ remark: kind }}
      pageSize={500}
      create={{ label: 'menuCategories.add', onClick: () => setEditor({ mode: 'create' }) }}
      table={(table, rows) => <OrderedTable table={table} rows={rows} merchantId={merchantId} />}
      columns={[
        dragColumn(t('order'), (c: TCategory) => t('dragHandle', { name: c.name })),
        { key: 'name', title: t('name'), dataIndex: 'name' },
        { key: 'food_count', title: t('foods'), dataIndex: 'food_count', align: 'right', width: 96 },
        switchColumn<TCategory>(t('visible'), toggle, 150),
        { title: t('created'), dataIndex: 'created_at', responsive: ['md'], render: dateTime },
        actionsColumn(t('actions'), (category: TCategory) => [
          { label: t('edit'), icon: <EditOutlined />, onClick: () => setEditor({ mode: 'edit', category }) },
          { label: t('delete'), icon: <DeleteOutlined />, danger: true, onClick: () => askDelete(category) },
        ]),
      ]}
    >
      <CategoryModal state={editor} kind={kind} merchantId={merchantId} onClose={() => setEditor(null)} />
    </ListPage>
  );
}
