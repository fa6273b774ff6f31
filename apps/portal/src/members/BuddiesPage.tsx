import { useUsers } from '@meja/client';
import type { TUser } from '@meja/contracts';
import { canList } from '@meja/contracts/permissions';
import { Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { choiceFilter } from '../kit/list/choice-filter';
import { EditButton } from '../kit/list/columns';
import { dateRange } from '../kit/list/date-range';
import { ListPage, textsOf } from '../kit/list/ListPage';
import { klDateTime } from '../lib/kl-time';
import { formatRM } from '../lib/money';
import { useSession } from '../lib/session';
import { StatusToggle } from '../users/StatusToggle';
import { type DrawerState, UserDrawer } from '../users/UserDrawer';
import { BuddyDrawer } from './BuddyDrawer';
import { uplineText } from './buddy';
import { pointsNumber } from './format';

/**
 * "Platform buddy" (admins; GET /admin/user?listing_type=buddy): every buddy with registration
 * date, upline, wallet balance and status. A row opens the buddy's profile and wallet history;
 * admins also create a buddy and edit the account, as on the other people listings.
 */
export default function BuddiesPage() {
  const { t } = useTranslation();
  const user = useSession()?.user;
  const allowed = user && canList(user.role, 'buddy');
  const [detail, setDetail] = useState<number | null>(null);
  const [account, setAccount] = useState<DrawerState>(null);
  const open = (row: TUser) => setDetail(row.id);

  return (
    <ListPage
      id="buddies"
      texts={textsOf('buddies', ['intro', 'noMatch', 'filters'])}
      scope={{ allowed }}
      useRows={useUsers}
      params={{ listing_type: 'buddy' }}
      search={{ placeholder: 'buddies.search' }}
      filters={[
        dateRange('buddies.registered'),
        choiceFilter(
          'status',
          'buddies.status',
          t('buddies.all'),
          [
            { value: 'active', label: t('status.active') },
            { value: 'inactive', label: t('status.inactive') },
          ],
          140,
        ),
      ]}
      create={{ label: 'common.create', onClick: () => setAccount({ mode: 'create' }) }}
      onOpen={open}
      columns={[
        { key: 'id', title: t('buddies.fields.id'), dataIndex: 'id', sort: 'id', width: 80 },
        {
          key: 'name',
          title: t('buddies.fields.name'),
          // A buddy who has not completed the profile has only the phone (their username) to go by.
          render: (_, b) =>
            b.first_name ||
            b.name || <Typography.Text type="secondary">{t('members.noName')}</Typography.Text>,
        },
        { key: 'phone', title: t('buddies.fields.phone'), render: (_, b) => b.phone_number ?? '—' },
        // The e-mail the buddy gave in its profile (SPEC §3 Member).
        { key: 'email', title: t('buddies.fields.email'), render: (_, b) => b.email || '—' },
        {
          key: 'registered',
          sort: 'created_at',
          title: t('buddies.fields.registered'),
          render: (_, b) => klDateTime(b.created_at),
        },
        { key: 'upline', title: t('buddies.fields.upline'), render: (_, b) => uplineText(b) },
        {
          key: 'wallet',
          title: t('buddies.fields.wallet'),
          align: 'right',
          render: (_, b) =>
            b.wallet_balance === undefined ? (
              '—'
            ) : (
              <>
                {pointsNumber(b.wallet_balance)}
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                  {formatRM(b.wallet_balance)}
                </Typography.Text>
              </>
            ),
        },
        {
          key: 'status',
          title: t('buddies.fields.status'),
          render: (_, b) => <StatusToggle user={b} editable />,
        },
        {
          key: 'actions',
          title: t('buddies.fields.actions'),
          render: (_, b) => <EditButton label={t('buddies.open')} onClick={() => open(b)} />,
        },
      ]}
    >
      <BuddyDrawer
        id={detail}
        onClose={() => setDetail(null)}
        onEdit={(id) => setAccount({ mode: 'edit', id })}
      />
      <UserDrawer listing="buddy" createType="buddy" state={account} onClose={() => setAccount(null)} />
    </ListPage>
  );
}
