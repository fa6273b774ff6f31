import { useAnnouncementNotice, useDismissAnnouncement } from '@meja/client';
import { can } from '@meja/contracts/permissions';
import { Button, Modal, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../lib/form-errors';
import { useSession } from '../../lib/session';
import { AnnouncementView } from './AnnouncementView';

/**
 * After sign-in: the announcements addressed to the user that they have not dismissed, one at a
 * time, newest first. "Dismiss" hides one for good; "Later" puts them all away until the next page
 * load. Calls `onSettled` once nothing more is to be shown now, so the frame can show the next
 * notice (what's new).
 */
export function AnnouncementsNotice({ onSettled }: { onSettled: () => void }) {
  const { t } = useTranslation();
  const user = useSession()?.user;
  // Buddies use the ordering app: nothing is addressed to them here.
  const reads = user !== undefined && can(user, 'content.read');
  const notice = useAnnouncementNotice({ enabled: reads });
  const dismiss = useDismissAnnouncement();
  const [later, setLater] = useState(false);
  const rows = notice.data ?? [];
  const current = rows[0];
  const done = !reads || later || notice.isError || (notice.isSuccess && current === undefined);

  useEffect(() => {
    if (done) onSettled();
  }, [done, onSettled]);

  if (done || !current) return null;
  return (
    <Modal
      open
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      title={current.title}
      width={640}
      footer={
        <Space>
          {rows.length > 1 && (
            <Typography.Text type="secondary">
              {t('announcements.notice.counter', { index: 1, count: rows.length })}
            </Typography.Text>
          )}
          <Button onClick={() => setLater(true)}>{t('announcements.notice.later')}</Button>
          <Button
            type="primary"
            loading={dismiss.isPending}
            onClick={() => dismiss.mutateAsync(current.id).catch(showError)}
          >
            {t('announcements.notice.dismiss')}
          </Button>
        </Space>
      }
    >
      <AnnouncementView announcement={current} />
    </Modal>
  );
}
