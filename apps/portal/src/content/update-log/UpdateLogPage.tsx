import { EditOutlined, SendOutlined } from '@ant-design/icons';
import { isApiError, usePublishUpdateLog, useUpdateLogList } from '@meja/client';
import type { TUpdateLog } from '@meja/contracts';
import { can } from '@meja/contracts/permissions';
import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn, dateTime, type ListColumn } from '../../kit/list/columns';
import { useConfirm } from '../../kit/list/confirm';
import { ListPage, textsOf } from '../../kit/list/ListPage';
import { useSession } from '../../lib/session';
import { CreateVersionModal } from './CreateVersionModal';
import { LogDrawer } from './LogDrawer';

/** Admins: the update log's versions (SPEC §2 "Update log (create version, edit log)"), and publishing them. */
export default function UpdateLogPage() {
  const { t } = useTranslation();
  const user = useSession()?.user;
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<TUpdateLog | null>(null);
  const publish = usePublishUpdateLog();

  const confirmPublish = useConfirm(
    (row: TUpdateLog) => ({
      title: t('updateLog.confirmPublish', { version: row.version }),
      content: t('updateLog.confirmPublishBody'),
      okText: t('updateLog.publish'),
    }),
    async (row) => {
      try {
        return await publish.mutateAsync(row.id);
      } catch (err) {
        // "Write the log first" says more than "some fields need your attention".
        const log = isApiError(err) ? err.errors?.log : undefined;
        throw log ? new Error(log) : err;
      }
    },
  );

  const columns: ListColumn<TUpdateLog>[] = [
    { title: t('updateLog.version'), dataIndex: 'version', sort: 'version' },
    { title: t('updateLog.versionTitle'), dataIndex: 'title', sort: 'title' },
    {
      title: t('updateLog.status'),
      key: 'status',
      render: (_, row) =>
        row.status === 'published' ? (
          <Tag color="green">{t('updateLog.published')}</Tag>
        ) : (
          <Tag>{t('updateLog.draft')}</Tag>
        ),
    },
    {
      title: t('updateLog.publishedAt'),
      dataIndex: 'published_at',
      sort: 'published_at',
      render: (at: string | null) => (at ? dateTime(at) : '—'),
    },
    {
      title: t('updateLog.updatedAt'),
      dataIndex: 'updated_at',
      sort: 'updated_at',
      render: (at: string) => dateTime(at),
    },
    actionsColumn(t('updateLog.actions'), (row) => [
      { label: t('updateLog.editLog'), icon: <EditOutlined />, onClick: () => setEditing(row) },
      ...(row.status === 'draft'
        ? [{ label: t('updateLog.publish'), icon: <SendOutlined />, onClick: () => confirmPublish(row) }]
        : []),
    ]),
  ];

  return (
    <ListPage
      id="update-log"
      texts={textsOf('updateLog', ['intro', 'noMatch'])}
      scope={{ allowed: user && can(user, 'content.manage') }}
      useRows={useUpdateLogList}
      search={{ placeholder: 'updateLog.search', width: 280 }}
      columns={columns}
      create={{ label: 'updateLog.create', onClick: () => setCreating(true) }}
    >
      <CreateVersionModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(row) => {
          setCreating(false);
          setEditing(row);
        }}
      />
      <LogDrawer row={editing} onClose={() => setEditing(null)} />
    </ListPage>
  );
}
