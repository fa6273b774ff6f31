import { useToggleUserStatus } from '@meja/client';
import type { TUser } from '@meja/contracts';
import { Button, Popconfirm, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { showReply } from '../lib/form-errors';

export function StatusTag({ status }: { status: TUser['status'] }) {
  const { t } = useTranslation();
  return <Tag color={status === 'active' ? 'green' : 'default'}>{t(`status.${status}`)}</Tag>;
}

interface Props {
  id: number;
  status: TUser['status'];
  /** Named in the confirmation. */
  name: string;
  /** Without it only the tag shows. */
  editable: boolean;
  /** Whose texts: the people listings' or the operation users'. */
  section: 'users' | 'staff';
  toggle: { isPending: boolean; mutateAsync: (id: number) => Promise<{ message?: string }> };
}

/** SPEC §4: the status tag, and Activate/Deactivate after a confirmation. */
export function ActiveToggle({ id, status, name, editable, section, toggle }: Props) {
  const { t } = useTranslation();
  const active = status === 'active';
  return (
    // Clicks here (and in the confirmation, rendered elsewhere but bubbling here) must not open the row.
    // biome-ignore lint/a11y/noStaticElementInteractions: only stops clicks from reaching the row
    // biome-ignore lint/a11y/useKeyWithClickEvents: the buttons inside handle the keyboard
    <span onClick={(e) => e.stopPropagation()}>
      <Space size={4} wrap>
        <StatusTag status={status} />
        {editable && (
          <Popconfirm
            title={t(active ? `${section}.toggle.confirmDeactivate` : `${section}.toggle.confirmActivate`, {
              name,
            })}
            okText={t('common.confirm')}
            cancelText={t('common.cancel')}
            onConfirm={() => showReply(toggle.mutateAsync(id))}
          >
            <Button size="small" type="link" danger={active} loading={toggle.isPending}>
              {t(active ? `${section}.toggle.deactivate` : `${section}.toggle.activate`)}
            </Button>
          </Popconfirm>
        )}
      </Space>
    </span>
  );
}

export const StatusToggle = ({ user, editable }: { user: TUser; editable: boolean }) => (
  <ActiveToggle
    id={user.id}
    status={user.status}
    name={user.name ?? user.username}
    editable={editable}
    section="users"
    toggle={useToggleUserStatus()}
  />
);
