import { useUser } from '@meja/client';
import type { TUser } from '@meja/contracts';
import { Button, Descriptions, Drawer, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../kit/Results';
import { klDateTime } from '../lib/kl-time';
import { formatRM } from '../lib/money';
import { StatusTag } from '../users/StatusToggle';
import { buddyName, uplineText } from './buddy';
import { DateOfBirthModal } from './DateOfBirthModal';
import { pointsText, WalletHistory } from './WalletHistory';

/**
 * One buddy (GET /admin/user/{id}): the profile, registration, upline and referral code, then
 * the wallet history. "Edit account" opens the people listings' edit form over it.
 */
export function BuddyDrawer({
  id,
  onClose,
  onEdit,
}: {
  id: number | null;
  onClose: () => void;
  onEdit: (id: number) => void;
}) {
  const { t } = useTranslation();
  const buddy = useUser(id ?? undefined);
  const body = () => {
    if (id === null) return null;
    if (buddy.isError) return <LoadError error={buddy.error} onRetry={() => buddy.refetch()} />;
    if (!buddy.data) return <Skeleton active paragraph={{ rows: 6 }} />;
    return (
      <Flex vertical gap={24}>
        <Profile buddy={buddy.data} onEdit={() => onEdit(buddy.data.id)} />
        <WalletHistory buddyId={buddy.data.id} />
      </Flex>
    );
  };
  return (
    <Drawer
      title={
        buddy.data && id !== null ? t('buddies.detail', { name: buddyName(buddy.data) }) : t('buddies.title')
      }
      open={id !== null}
      onClose={onClose}
      size={720}
      destroyOnHidden
    >
      {body()}
    </Drawer>
  );
}

function Profile({ buddy, onEdit }: { buddy: TUser; onEdit: () => void }) {
  const { t } = useTranslation();
  const [correcting, setCorrecting] = useState(false);
  const or = (v: string | null | undefined) => v || '—';
  const items = [
    { key: 'id', label: t('buddies.fields.id'), children: buddy.id },
    { key: 'name', label: t('buddies.fields.name'), children: or(buddy.first_name ?? buddy.name) },
    { key: 'phone', label: t('buddies.fields.phone'), children: or(buddy.phone_number) },
    { key: 'email', label: t('buddies.fields.email'), children: or(buddy.email) },
    {
      key: 'dob',
      label: t('buddies.fields.dateOfBirth'),
      // The buddy sets it once; support (an admin: this drawer is theirs) corrects it.
      children: (
        <Flex gap={8} align="center" wrap>
          {or(buddy.date_of_birth)}
          <Button size="small" type="link" onClick={() => setCorrecting(true)}>
            {t('buddies.correctDob')}
          </Button>
        </Flex>
      ),
    },
    {
      key: 'gender',
      label: t('buddies.fields.gender'),
      children: buddy.gender ? t(`buddies.genders.${buddy.gender}`) : '—',
    },
    { key: 'city', label: t('buddies.fields.city'), children: or(buddy.city) },
    { key: 'registered', label: t('buddies.fields.registered'), children: klDateTime(buddy.created_at) },
    { key: 'status', label: t('buddies.fields.status'), children: <StatusTag status={buddy.status} /> },
    { key: 'upline', label: t('buddies.fields.upline'), children: uplineText(buddy) },
    {
      key: 'code',
      label: t('buddies.fields.referralCode'),
      children: buddy.referral_code ? (
        <Typography.Text copyable code>
          {buddy.referral_code}
        </Typography.Text>
      ) : (
        '—'
      ),
    },
    {
      key: 'wallet',
      label: t('buddies.fields.wallet'),
      children:
        buddy.wallet_balance === undefined
          ? '—'
          : `${pointsText(t, buddy.wallet_balance)} (${formatRM(buddy.wallet_balance)})`,
    },
  ];
  return (
    <section>
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('buddies.profile')}
        </Typography.Title>
        <Button size="small" onClick={onEdit}>
          {t('buddies.editAccount')}
        </Button>
      </Flex>
      <Descriptions size="small" bordered column={{ xs: 1, sm: 2 }} items={items} />
      <DateOfBirthModal buddy={correcting ? buddy : null} onClose={() => setCorrecting(false)} />
    </section>
  );
}
