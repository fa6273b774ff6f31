import { WalletOutlined } from '@ant-design/icons';
import { useMemberListing } from '@meja/client';
import type { TMember } from '@meja/contracts';
import { can, merchantAccess } from '@meja/contracts/permissions';
import { Drawer, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { actionsColumn } from '../kit/list/columns';
import { dateRange } from '../kit/list/date-range';
import { ListPage } from '../kit/list/ListPage';
import { klDateTime } from '../lib/kl-time';
import { formatRM } from '../lib/money';
import { useSession } from '../lib/session';
import { MerchantSelect, merchantFilter } from '../orders/MerchantSelect';
import { pointsNumber } from './format';
import { MemberStatus } from './MemberStatus';
import { WalletHistory } from './WalletHistory';

/** Whose wallet is open: the member's id and what to call them. */
type Open = { id: number; name: string } | null;

/** ?merchant_id= as a row id, or nothing. */
const idOf = (raw: string | null) => (raw && /^\d{1,10}$/.test(raw) ? Number(raw) : undefined);

/**
 * The member list (SPEC merchant settings; GET /admin/merchant/member_listing): the buddies who
 * paid an order at a store, with visits, spend, first and last visit and points. Each opens its
 * wallet history. The merchant and their staff see their own; admins and agents pick the
 * merchant (kept in the address, so the page can be linked and reloaded).
 */
export default function MembersPage() {
  const { t } = useTranslation();
  const user = useSession()?.user;
  const [params, setParams] = useSearchParams();
  const [wallet, setWallet] = useState<Open>(null);
  const allowed = user && can(user, 'members.read');
  const picks = Boolean(allowed && merchantAccess(user.role) === 'named');
  const merchantId = picks ? idOf(params.get('merchant_id')) : undefined;
  const choose = (id: number | undefined) => setParams(id ? { merchant_id: String(id) } : {});
  const editable = Boolean(user && can(user, 'members.status'));
  const nameOf = (m: TMember) => m.first_name || m.phone_number;
  // The merchant lives in the address, not in the list's filters: the list sends it as merchant_id.
  const byMerchant = merchantFilter('members.merchant', {
    value: merchantId,
    onChange: choose,
    placeholder: t('members.pickMerchant'),
  });

  if (allowed && picks && merchantId === undefined) {
    return (
      <>
        <Typography.Title level={2}>{t('members.title')}</Typography.Title>
        <Result
          status="info"
          title={t('members.chooseMerchant')}
          extra={
            <MerchantSelect
              id="members-merchant"
              value={undefined}
              onChange={choose}
              placeholder={t('members.pickMerchant')}
              label={t('members.merchant')}
            />
          }
        />
      </>
    );
  }

  return (
    <ListPage<TMember, Parameters<typeof useMemberListing>[0]>
      // A new merchant starts again on the first page with fresh filters.
      key={merchantId ?? 'own'}
      id="members"
      texts={{
        title: 'members.title',
        intro: 'members.intro',
        empty: 'members.empty',
        noMatch: 'members.noMatch',
        total: 'members.total',
        noAccess: 'members.noAccess',
        filters: 'members.filters',
      }}
      scope={{ allowed, merchantId }}
      useRows={useMemberListing}
      search={{ placeholder: 'members.search' }}
      filters={[...(picks ? [byMerchant] : []), dateRange('members.dates')]}
      columns={[
        {
          key: 'name',
          title: t('members.fields.name'),
          render: (_, m) =>
            m.first_name || <Typography.Text type="secondary">{t('members.noName')}</Typography.Text>,
        },
        { key: 'phone', title: t('members.fields.phone'), dataIndex: 'phone_number' },
        { key: 'visits', title: t('members.fields.visits'), dataIndex: 'visits', align: 'right' },
        {
          key: 'spend',
          title: t('members.fields.spend'),
          align: 'right',
          render: (_, m) => formatRM(m.spend_sen),
        },
        { key: 'first', title: t('members.fields.firstVisit'), render: (_, m) => klDateTime(m.first_visit) },
        { key: 'last', title: t('members.fields.lastVisit'), render: (_, m) => klDateTime(m.last_visit) },
        {
          key: 'points',
          title: t('members.fields.points'),
          align: 'right',
          render: (_, m) => pointsNumber(m.points),
        },
        {
          key: 'status',
          title: t('members.fields.status'),
          render: (_, m) => <MemberStatus member={m} name={nameOf(m)} editable={editable} />,
        },
        actionsColumn<TMember>(t('members.fields.actions'), (m) => [
          {
            label: t('members.wallet'),
            icon: <WalletOutlined />,
            onClick: () => setWallet({ id: m.id, name: nameOf(m) }),
          },
        ]),
      ]}
    >
      <WalletDrawer open={wallet} merchantId={merchantId} onClose={() => setWallet(null)} />
    </ListPage>
  );
}

/** The wallet history of one member, beside the list: their entries at the merchant listed. */
function WalletDrawer({
  open,
  merchantId,
  onClose,
}: {
  open: Open;
  merchantId: number | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      title={open && t('wallet.title', { name: open.name })}
      open={open !== null}
      onClose={onClose}
      size={640}
      destroyOnHidden
    >
      {open && <WalletHistory buddyId={open.id} merchantId={merchantId} />}
    </Drawer>
  );
}
