import { useUsers } from '@meja/client';
import type { ListingType } from '@meja/contracts';
import { Grid, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateRange } from '../app/list/date-range';
import { ListPage } from '../app/list/ListPage';
import { canCreate, canEditUsers, merchantLinksOf } from '../lib/permissions';
import { useSession } from '../lib/session';
import { buildColumns } from './columns';
import { createTypeOf, listingColumns } from './listings';
import { type DrawerState, UserDrawer } from './UserDrawer';

/**
 * The one list screen of every listing type: server-side paging (start/length), search, sorting
 * (`order`), a created-between range (startDate/endDate) and a status filter.
 */
export function UserListPage({ listing }: { listing: ListingType }) {
  const { t } = useTranslation();
  const role = useSession()?.user.role;
  const [drawer, setDrawer] = useState<DrawerState>(null);
  const screens = Grid.useBreakpoint();
  const editable = Boolean(role && canEditUsers(role));
  const createType = createTypeOf[listing];
  const creatable =
    createType === 'choose' ? role === 'admin' : Boolean(createType && role && canCreate(role, createType));
  const edit = (user: { id: number }) => setDrawer({ mode: 'edit', id: user.id });

  return (
    <ListPage
      id={listing}
      texts={{
        title: `users.titles.${listing}`,
        empty: 'users.empty',
        total: 'users.total',
        filters: 'users.filters.label',
      }}
      useRows={useUsers}
      params={{ listing_type: listing }}
      search={{ label: 'users.filters.search', placeholder: 'users.filters.searchPlaceholder' }}
      filters={[
        dateRange('users.filters.created'),
        {
          name: 'status',
          label: 'users.filters.status',
          initial: '',
          input: (field) => (
            <Select
              {...field}
              style={{ width: 140 }}
              options={[
                { value: '', label: t('users.filters.all') },
                { value: 'active', label: t('status.active') },
                { value: 'inactive', label: t('status.inactive') },
              ]}
            />
          ),
        },
      ]}
      create={
        creatable ? { label: 'common.create', onClick: () => setDrawer({ mode: 'create' }) } : undefined
      }
      onOpen={editable ? edit : undefined}
      columns={buildColumns(listingColumns[listing], t, {
        editable,
        merchantLinks: role && (listing === 'merchant' || listing === 'user') ? merchantLinksOf(role) : [],
        onEdit: edit,
        pinActions: screens.md !== false,
      })}
    >
      <UserDrawer listing={listing} createType={createType} state={drawer} onClose={() => setDrawer(null)} />
    </ListPage>
  );
}
