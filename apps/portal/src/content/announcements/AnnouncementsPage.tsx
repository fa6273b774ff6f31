import { DeleteOutlined, EditOutlined, EyeOutlined, StopOutlined, UndoOutlined } from '@ant-design/icons';
import { useAnnouncements, useDeleteAnnouncement, useToggleAnnouncement } from '@meja/client';
import { type AnnouncementStatus, announcementStatuses, type TAnnouncement } from '@meja/contracts';
import { can } from '@meja/contracts/permissions';
import { Modal, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn, dateTime } from '../../kit/list/columns';
import { useConfirm } from '../../kit/list/confirm';
import { dateRange } from '../../kit/list/date-range';
import { ListPage, textsOf } from '../../kit/list/ListPage';
import { showReply } from '../../lib/form-errors';
import { useSession } from '../../lib/session';
import { AnnouncementDrawer, type AnnouncementDrawerState } from './AnnouncementDrawer';
import { AnnouncementView } from './AnnouncementView';

const statusColor: Record<AnnouncementStatus, string> = {
  live: 'green',
  scheduled: 'blue',
  ended: 'default',
  inactive: 'red',
};

/** Admins (SPEC §2 Announcements): write, schedule, preview, withdraw and delete announcements. */
export default function AnnouncementsPage() {
  const { t } = useTranslation();
  const user = useSession()?.user;
  const [editing, setEditing] = useState<AnnouncementDrawerState>(null);
  const [preview, setPreview] = useState<TAnnouncement | null>(null);
  const toggle = useToggleAnnouncement();
  const remove = useDeleteAnnouncement();
  const confirmDelete = useConfirm(
    (row: TAnnouncement) => ({
      title: t('announcements.confirmDelete', { name: row.title }),
      content: t('announcements.confirmDeleteBody'),
      okText: t('announcements.delete'),
    }),
    (row) => remove.mutateAsync(row.id),
  );
  const confirmWithdraw = useConfirm(
    (row: TAnnouncement) => ({
      title: t('announcements.confirmWithdraw', { name: row.title }),
      content: t('announcements.confirmWithdrawBody'),
      okText: t('announcements.withdraw'),
    }),
    (row) => toggle.mutateAsync({ id: row.id }),
  );

  const window = (row: TAnnouncement) =>
    row.expire_at
      ? t('announcements.windowBetween', { from: dateTime(row.publish_at), to: dateTime(row.expire_at) })
      : t('announcements.windowFrom', { from: dateTime(row.publish_at) });

  return (
    <ListPage
      id="announcements"
      texts={textsOf('announcements', ['intro', 'noMatch'])}
      scope={{ allowed: user && can(user, 'content.manage') }}
      useRows={useAnnouncements}
      search={{ placeholder: 'announcements.search' }}
      filters={[
        {
          name: 'status',
          input: ({ id, value, onChange }) => (
            <Select
              id={id}
              aria-label={t('announcements.columns.status')}
              value={value ?? ''}
              onChange={onChange}
              style={{ minWidth: 160 }}
              options={[
                { value: '', label: t('announcements.status.any') },
                ...announcementStatuses.map((s) => ({ value: s, label: t(`announcements.status.${s}`) })),
              ]}
            />
          ),
        },
        dateRange('announcements.published'),
      ]}
      create={{ label: 'announcements.create', onClick: () => setEditing({ mode: 'create' }) }}
      columns={[
        { key: 'title', title: t('announcements.columns.title'), dataIndex: 'title', sort: 'title' },
        {
          key: 'audience',
          title: t('announcements.columns.audience'),
          render: (_, row: TAnnouncement) => t(`announcements.audience.${row.audience}`),
        },
        {
          key: 'window',
          title: t('announcements.columns.window'),
          sort: 'publish_at',
          render: (_, row) => window(row),
        },
        {
          key: 'status',
          title: t('announcements.columns.status'),
          render: (_, row: TAnnouncement) => (
            <Tag color={statusColor[row.status]}>{t(`announcements.status.${row.status}`)}</Tag>
          ),
        },
        { key: 'dismissals', title: t('announcements.columns.dismissals'), dataIndex: 'dismissals' },
        {
          key: 'updated',
          title: t('announcements.columns.updated'),
          sort: 'updated_at',
          render: (_, row: TAnnouncement) => (
            <>
              {dateTime(row.updated_at)}
              {row.updated_by && (
                <Typography.Text type="secondary" style={{ display: 'block' }}>
                  {row.updated_by}
                </Typography.Text>
              )}
            </>
          ),
        },
        actionsColumn(t('announcements.columns.actions'), (row: TAnnouncement) => [
          {
            label: t('announcements.edit'),
            icon: <EditOutlined />,
            onClick: () => setEditing({ mode: 'edit', row }),
          },
          { label: t('announcements.preview'), icon: <EyeOutlined />, onClick: () => setPreview(row) },
          row.active
            ? {
                label: t('announcements.withdraw'),
                icon: <StopOutlined />,
                onClick: () => confirmWithdraw(row),
              }
            : {
                label: t('announcements.restore'),
                icon: <UndoOutlined />,
                onClick: () => void showReply(toggle.mutateAsync({ id: row.id })),
              },
          {
            label: t('announcements.delete'),
            icon: <DeleteOutlined />,
            danger: true,
            onClick: () => confirmDelete(row),
          },
        ]),
      ]}
    >
      <AnnouncementDrawer state={editing} onClose={() => setEditing(null)} />
      <Modal
        open={preview !== null}
        title={preview?.title}
        onCancel={() => setPreview(null)}
        footer={null}
        width={640}
      >
        {preview && <AnnouncementView announcement={preview} />}
      </Modal>
    </ListPage>
  );
}
