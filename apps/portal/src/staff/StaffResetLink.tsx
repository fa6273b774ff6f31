import { useSendStaffResetLink } from '@meja/client';
import type { TStaff } from '@meja/contracts';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { showReply } from '../lib/form-errors';

/** "Send reset link": a password reset link to the staff member's own login e-mail, after a confirmation. */
export function StaffResetLink({ staff }: { staff: Pick<TStaff, 'id' | 'email'> }) {
  const { t } = useTranslation();
  const send = useSendStaffResetLink();
  return (
    <Popconfirm
      title={t('staff.resetLinkConfirm', { email: staff.email })}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      onConfirm={() => showReply(send.mutateAsync(staff.id))}
    >
      <Button loading={send.isPending}>{t('staff.resetLink')}</Button>
    </Popconfirm>
  );
}
