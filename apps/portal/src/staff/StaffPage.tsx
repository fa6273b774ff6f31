import { useStaffList } from '@meja/client';
import type { TStaff } from '@meja/contracts';
import { can } from '@meja/contracts/permissions';
import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime, editColumn, orDash } from '../kit/list/columns';
import { ListPage, textsOf } from '../kit/list/ListPage';
import { useMerchantScope } from '../store/merchant-scope';
import { StaffDrawer, type StaffDrawerState } from './StaffDrawer';
import { StaffStatusToggle } from './StaffStatusToggle';

/**
 * The merchant's operation users: server-side paging, search and sorting; create, edit, toggle.
 * Admins and agents open a merchant's from the merchant listing (?merchant_id=); agents only look.
 */
export default function StaffPage() {
  const { t } = useTranslation();
  const scope = useMerchantScope('staff.read');
  const [drawer, setDrawer] = useState<StaffDrawerState>(null);
  const editable = Boolean(scope.user && can(scope.user, 'staff.write'));
  const edit = (row: TStaff) => setDrawer({ mode: 'edit', id: row.id });

  return (
    <ListPage
      id="staff"
      texts={textsOf('staff', { chooseMerchant: ['staff.title', 'staff.chooseMerchant'] })}
      scope={scope}
      useRows={useStaffList}
      search={{ label: 'staff.search', placeholder: 'staff.searchPlaceholder' }}
      create={editable ? { label: 'common.create', onClick: () => setDrawer({ mode: 'create' }) } : undefined}
      onOpen={editable ? edit : undefined}
      columns={[
        { title: t('staff.fields.email'), dataIndex: 'email', sort: 'email' },
        { title: t('staff.fields.nickname'), dataIndex: 'nickname', sort: 'nickname', render: orDash },
        {
          title: t('staff.fields.role'),
          dataIndex: 'role',
          sort: 'role',
          render: (v: TStaff['role']) => (v ? <Tag>{t(`staff.roles.${v}`)}</Tag> : '—'),
        },
        {
          title: t('staff.fields.accessOption'),
          dataIndex: 'access_option',
          sort: 'access_option',
          render: (v: TStaff['access_option']) => (v ? t(`staff.access.${v}`) : '—'),
        },
        {
          title: t('staff.fields.status'),
          dataIndex: 'status',
          render: (_, row) => <StaffStatusToggle staff={row} editable={editable} />,
        },
        { title: t('staff.fields.createdAt'), dataIndex: 'created_at', sort: 'created_at', render: dateTime },
        ...(editable ? [editColumn(t('staff.fields.actions'), t('common.edit'), edit)] : []),
      ]}
    >
      {editable && (
        <StaffDrawer state={drawer} merchantId={scope.merchantId} onClose={() => setDrawer(null)} />
      )}
    </ListPage>
  );
}
