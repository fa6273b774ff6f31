import { useToggleUserStatus } from '@meja/client';
import type { TUser } from '@meja/contracts';
import { App, Button, Popconfirm, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { showError } from '../lib/form-errors';

export function StatusTag({ status }: { status: TUser['status'] }) {
  const { t } = useTranslation();
  return <Tag color={status === 'active' ? 'green' : 'default'}>{t(`status.${status}`)}</Tag>;
}

/** SPEC §4: the status tag, and Activate/Deactivate after a confirmation. */
export function StatusToggle({ user, editable }: { user: TUser; editable: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const toggle = useToggleUserStatus();
  const active = user.status === 'active';
  const name = user.name ?? user.username;

  const confirm = async () => {
    try {
      const reply = await toggle.mutateAsync(user.id);
      if (reply.message) message.success(reply.message);
    } catch (err) {
      showError(err);
    }
  };

  return (
    // Clicks here (and in the confirmation, rendered elsewhere but bubbling here) must not open the row.
    // biome-ignore lint/a11y/noStaticElementInteractions: only stops clicks from reaching the row
    // biome-ignore lint/a11y/useKeyWithClickEvents: the buttons inside handle the keyboard
    <span onClick={(e) => e.stopPropagation()}>
      <Space size={4}>
        <StatusTag status={user.status} />
        {editable && (
          <Popconfirm
            title={t(active ? 'users.toggle.confirmDeactivate' : 'users.toggle.confirmActivate', { name })}
            okText={t('common.confirm')}
            cancelText={t('common.cancel')}
            onConfirm={confirm}
          >
            <Button size="small" type="link" danger={active} loading={toggle.isPending}>
              {t(active ? 'users.toggle.deactivate' : 'users.toggle.activate')}
            </Button>
          </Popconfirm>
        )}
      </Space>
    </span>
  );
}
