import { useSetMemberStatus } from '@meja/client';
import type { TMember } from '@meja/contracts';
import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { showReply } from '../lib/form-errors';
import { StatusTag } from '../users/StatusToggle';

/**
 * A member's status; agents and admins also Activate/Deactivate after a confirmation (a buddy
 * deactivated is signed out everywhere, so the question says so).
 */
export function MemberStatus({
  member,
  name,
  editable,
}: {
  member: TMember;
  name: string;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const toggle = useSetMemberStatus();
  const active = member.status === 'active';
  return (
    <Space size={4}>
      <StatusTag status={member.status} />
      {editable && (
        <Popconfirm
          title={t(active ? 'members.toggle.confirmDeactivate' : 'members.toggle.confirmActivate', { name })}
          okText={t('common.confirm')}
          cancelText={t('common.cancel')}
          onConfirm={() =>
            showReply(toggle.mutateAsync({ id: member.id, status: active ? 'inactive' : 'active' }))
          }
        >
          <Button
            size="small"
            type="link"
            danger={active}
            loading={toggle.isPending}
            aria-label={`${t(active ? 'members.toggle.deactivate' : 'members.toggle.activate')}: ${name}`}
          >
            {t(active ? 'members.toggle.deactivate' : 'members.toggle.activate')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
