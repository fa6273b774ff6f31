import { useToggleStaffStatus } from '@meja/client';
import type { TStaff } from '@meja/contracts';
import { App, Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { showError } from '../lib/form-errors';
import { useSession } from '../lib/session';
import { StatusTag } from '../users/StatusToggle';

/**
 * SPEC §4: the status tag, and Activate/Deactivate after a confirmation (not on oneself, and not
 * for those who only look).
 */
export function StaffStatusToggle({ staff, editable }: { staff: TStaff; editable: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const toggle = useToggleStaffStatus();
  const self = useSession()?.user.id === staff.id;
  const active = staff.status === 'active';
  const name = staff.nickname || staff.email;

  const confirm = async () => {
    try {
      const reply = await toggle.mutateAsync(staff.id);
      if (reply.message) message.success(reply.message);
    } catch (err) {
      showError(err);
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only stops clicks from reaching the row
    // biome-ignore lint/a11y/useKeyWithClickEvents: the buttons inside handle the keyboard
    <span onClick={(e) => e.stopPropagation()}>
      <Space size={4}>
        <StatusTag status={staff.status} />
        {editable && !self && (
          <Popconfirm
            title={t(active ? 'staff.toggle.confirmDeactivate' : 'staff.toggle.confirmActivate', { name })}
            okText={t('common.confirm')}
            cancelText={t('common.cancel')}
            onConfirm={confirm}
          >
            <Button size="small" type="link" danger={active} loading={toggle.isPending}>
              {t(active ? 'staff.toggle.deactivate' : 'staff.toggle.activate')}
            </Button>
          </Popconfirm>
        )}
      </Space>
    </span>
  );
}
