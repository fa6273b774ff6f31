import { DeleteOutlined, EditOutlined, ReloadOutlined } from '@ant-design/icons';
import { useDeleteTable, useRegenerateTable, useTables } from '@meja/client';
import type { TTable } from '@meja/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn, dateTime } from '../kit/list/columns';
import { useConfirm, useConfirmDelete } from '../kit/list/confirm';
import { ListPage, textsOf } from '../kit/list/ListPage';
import { useMerchantScope } from '../store/merchant-scope';
import { PrintButton, QrLink } from './qr';
import { type NameModalState, TableNameModal } from './TableNameModal';

/**
 * The merchant's dining tables: each with its QR code, to add, rename, re-issue, delete and print.
 * Admins open a merchant's from the merchant listing (?merchant_id=).
 */
export default function TablesPage() {
  const { t } = useTranslation(undefined, { keyPrefix: 'tables' });
  const scope = useMerchantScope('tables.manage');
  const [nameModal, setNameModal] = useState<NameModalState>(null);
  const regenerate = useRegenerateTable();
  const confirmDelete = useConfirmDelete('tables', useDeleteTable());
  const confirmRegenerate = useConfirm(
    (table: TTable) => ({
      title: t('confirmRegenerate', { name: table.name }),
      content: t('confirmRegenerateBody'),
      okText: t('regenerate'),
    }),
    (table) => regenerate.mutateAsync(table.id),
  );

  return (
    <ListPage
      id="tables"
      texts={textsOf('tables', { chooseMerchant: ['tables.title', 'tables.chooseMerchant'] })}
      actions={(page) => <PrintButton merchantId={scope.merchantId} disabled={!page?.recordsTotal} />}
      create={{ label: 'tables.add', onClick: () => setNameModal({ mode: 'create' }) }}
      scope={scope}
      useRows={useTables}
      search={{ placeholder: 'tables.search' }}
      columns={[
        { key: 'qr', title: t('qr'), width: 128, render: (_, table) => <QrLink table={table} /> },
        { key: 'name', title: t('name'), dataIndex: 'name' },
        { title: t('created'), dataIndex: 'created_at', render: dateTime },
        actionsColumn(t('actions'), (table: TTable) => [
          {
            label: t('rename'),
            icon: <EditOutlined />,
            onClick: () => setNameModal({ mode: 'rename', table }),
          },
          {
            label: t('regenerate'),
            icon: <ReloadOutlined />,
            hint: t('regenerateHint'),
            onClick: () => confirmRegenerate(table),
          },
          { label: t('delete'), icon: <DeleteOutlined />, danger: true, onClick: () => confirmDelete(table) },
        ]),
      ]}
    >
      <TableNameModal state={nameModal} merchantId={scope.merchantId} onClose={() => setNameModal(null)} />
    </ListPage>
  );
}
