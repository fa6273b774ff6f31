import { useUsers } from '@meja/client';
import { allowanceStatuses, type ListingType } from '@meja/contracts';
import { can, canCreate, canList, creatableBy } from '@meja/contracts/permissions';
import { Grid } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { choiceFilter } from '../kit/list/choice-filter';
import { dateRange } from '../kit/list/date-range';
import type { ListFilter } from '../kit/list/ListFilters';
import { ListPage } from '../kit/list/ListPage';
import { useSession } from '../lib/session';
import { buildColumns } from './columns';
import { createTypeOf, editableListing, listingColumns } from './listings';
import { merchantLinksOf } from './merchant-links';
import { type DrawerState, UserDrawer } from './UserDrawer';
import { UserPicker } from './UserPicker';

/**
 * The one list screen of every listing type: server-side paging (start/length), search, sorting
 * (`order`), a created-between range (startDate/endDate) and a status filter.
 */
export function UserListPage({ listing }: { listing: ListingType }) {
  const { t } = useTranslation();
  const role = useSession()?.user.role;
  const [drawer, setDrawer] = useState<DrawerState>(null);
  const screens = Grid.useBreakpoint();
  const editable = Boolean(role && can({ role }, 'users.write')) && editableListing(listing);
  const allowance = listing === 'allowance';
  // The allowance list filters on the allowance's status; the others on Active/Inactive.
  const statusOptions = allowance
    ? allowanceStatuses.map((s) => ({ value: s, label: t(`users.allowance.statuses.${s}`) }))
    : [
        { value: 'active', label: t('status.active') },
        { value: 'inactive', label: t('status.inactive') },
      ];
  const agentFilter: ListFilter[] =
    allowance && role && canList(role, 'agent')
      ? [
          {
            name: 'agent_id',
            number: true,
            label: 'users.allowance.agentFilter',
            initial: undefined,
            input: (field) => (
              <div style={{ width: 220 }}>
                <UserPicker
                  listing="agent"
                  id={field.id}
                  value={typeof field.value === 'number' ? field.value : null}
                  onChange={(v) => field.onChange(v ?? undefined)}
                />
              </div>
            ),
          },
        ]
      : [];
  const createType = createTypeOf[listing];
  // On the all-users list the type is chosen on the form, among those the role creates.
  const creatable =
    createType === 'choose'
      ? Boolean(role && creatableBy(role).length > 0)
      : Boolean(createType && role && canCreate(role, createType));
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
      search={{
        label: 'users.filters.search',
        placeholder: allowance
          ? 'users.filters.allowanceSearchPlaceholder'
          : 'users.filters.searchPlaceholder',
      }}
      filters={[
        ...(allowance ? agentFilter : [dateRange('users.filters.created')]),
        choiceFilter('status', 'users.filters.status', t('users.filters.all'), statusOptions, 160),
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
