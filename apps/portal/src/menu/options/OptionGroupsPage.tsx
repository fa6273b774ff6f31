import { DeleteOutlined, EditOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useDeleteOptionGroup, useOptionGroups, useToggleOptionGroupStatus } from '@meja/client';
import type { TOptionGroup } from '@meja/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn, switchColumn } from '../../kit/list/columns';
import { useConfirmDelete } from '../../kit/list/confirm';
import { ListPage, textsOf } from '../../kit/list/ListPage';
import { useMenuScope } from '../scope';
import { type GroupModalState, OptionGroupModal } from './OptionGroupModal';
import { OptionListModal } from './OptionListModal';

/** Food option groups: each with its choices (min to max) and options; add, edit, view, switch, delete. */
export default function OptionGroupsPage() {
  const { t } = useTranslation(undefined, { keyPrefix: 'menuOptions' });
  const scope = useMenuScope();
  const [editor, setEditor] = useState<GroupModalState>(null);
  const [viewing, setViewing] = useState<TOptionGroup | null>(null);
  const toggle = useToggleOptionGroupStatus();
  const confirmDelete = useConfirmDelete('menuOptions', useDeleteOptionGroup(), {
    blocked: 'menuOptions.deleteBlocked',
  });

  return (
    <ListPage
      id="options"
      texts={textsOf('menuOptions', {
        intro: 'menuOptions.intro',
        chooseMerchant: ['menuOptions.chooseMerchant'],
      })}
      scope={scope}
      useRows={useOptionGroups}
      search={{ placeholder: 'menuOptions.search' }}
      create={{ label: 'menuOptions.add', onClick: () => setEditor({ mode: 'create' }) }}
      columns={[
        { key: 'name', title: t('name'), dataIndex: 'name' },
        {
          key: 'choices',
          title: t('choices'),
          render: (_, g) => t('choicesRange', { min: g.min_qty, max: g.max_qty }),
        },
        { key: 'options', title: t('optionCount'), align: 'right', render: (_, g) => g.options.length },
        {
          key: 'food_count',
          title: t('foods'),
          dataIndex: 'food_count',
          responsive: ['md'],
          render: (count: number) => t('foodCount', { count }),
        },
        switchColumn<TOptionGroup>(t('visible'), toggle),
        actionsColumn(t('actions'), (group: TOptionGroup) => [
          { label: t('viewOptions'), icon: <UnorderedListOutlined />, onClick: () => setViewing(group) },
          { label: t('edit'), icon: <EditOutlined />, onClick: () => setEditor({ mode: 'edit', group }) },
          { label: t('delete'), icon: <DeleteOutlined />, danger: true, onClick: () => confirmDelete(group) },
        ]),
      ]}
    >
      <OptionGroupModal state={editor} merchantId={scope.merchantId} onClose={() => setEditor(null)} />
      <OptionListModal group={viewing} onClose={() => setViewing(null)} />
    </ListPage>
  );
}
