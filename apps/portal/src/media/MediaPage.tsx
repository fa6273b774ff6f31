import { DeleteOutlined, EditOutlined, PlusOutlined, SwapOutlined } from '@ant-design/icons';
import { type MediaListParams, useDeleteMedia, useMediaList } from '@meja/client';
import type { TMedia } from '@meja/contracts';
import { App, Button, Card, Empty, Flex, Input, Pagination, Result, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../app/Results';
import { showError } from '../lib/form-errors';
import { useSession } from '../lib/session';
import { useDebounced } from '../lib/use-debounced';
import { canManageMedia } from './access';
import { formatBytes } from './limits';
import { MediaModal, type MediaModalState } from './MediaModal';

const grid: React.CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: 16,
};

/** The merchant's photos as a grid of cards: upload, rename, replace and delete, paged and searchable. */
export default function MediaPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const user = useSession()?.user;
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(24);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<MediaModalState>(null);
  const term = useDebounced(search.trim());
  const allowed = user ? canManageMedia(user) : false;

  const query: MediaListParams = {
    start: (page - 1) * pageSize,
    length: pageSize,
    search: term || undefined,
  };
  const list = useMediaList(query, { enabled: allowed });
  const remove = useDeleteMedia();

  if (!user) return null;
  if (!allowed) return <Result status="403" title={t('media.noAccess')} />;

  const confirmDelete = (item: TMedia) =>
    modal.confirm({
      title: t('media.confirmDelete', { name: item.display_name }),
      content: t('media.confirmDeleteBody'),
      okText: t('media.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          const reply = await remove.mutateAsync(item.id);
          message.success(reply.message);
          // The last photo of a page is gone: show the page before it.
          if (list.data?.data.length === 1 && page > 1) setPage(page - 1);
        } catch (err) {
          showError(err);
        }
      },
    });

  const items = list.data?.data ?? [];
  const action = (label: string, icon: React.ReactNode, onClick: () => void, danger = false) => (
    <Button
      key={label}
      type="text"
      size="small"
      danger={danger}
      icon={icon}
      onClick={onClick}
      style={{ paddingInline: 4 }}
    >
      {label}
    </Button>
  );

  const card = (item: TMedia) => (
    <Card
      key={item.id}
      size="small"
      cover={
        <a href={item.urls.original} target="_blank" rel="noreferrer" title={t('media.open')}>
          <img
            src={item.urls.thumb}
            alt={item.display_name}
            width={288}
            height={218}
            loading="lazy"
            style={{
              display: 'block',
              width: '100%',
              height: 'auto',
              aspectRatio: '288 / 218',
              objectFit: 'cover',
            }}
          />
        </a>
      }
      actions={[
        action(t('media.rename'), <EditOutlined />, () => setEditing({ mode: 'rename', item })),
        action(t('media.replace'), <SwapOutlined />, () => setEditing({ mode: 'replace', item })),
        action(t('media.delete'), <DeleteOutlined />, () => confirmDelete(item), true),
      ]}
    >
      <Card.Meta
        title={<span title={item.display_name}>{item.display_name}</span>}
        description={t('media.details', {
          width: item.width,
          height: item.height,
          size: formatBytes(item.bytes),
        })}
      />
    </Card>
  );

  const uploadButton = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'upload' })}>
      {t('media.upload')}
    </Button>
  );

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={16} style={{ marginBottom: 8 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('media.title')}
        </Typography.Title>
        {uploadButton}
      </Flex>
      <Typography.Paragraph type="secondary">{t('media.intro')}</Typography.Paragraph>

      <Input
        type="search"
        allowClear
        aria-label={t('media.search')}
        placeholder={t('media.search')}
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setPage(1);
        }}
        style={{ width: 280, marginBottom: 16 }}
      />

      {list.isError ? (
        <LoadError error={list.error} onRetry={() => list.refetch()} />
      ) : (
        <Spin spinning={list.isFetching}>
          {items.length === 0 && !list.isPending ? (
            <Empty description={term ? t('media.noMatch') : t('media.empty')} style={{ padding: '48px 0' }}>
              {!term && uploadButton}
            </Empty>
          ) : (
            <section aria-label={t('media.title')} style={grid}>
              {items.map(card)}
            </section>
          )}
          {(list.data?.recordsFiltered ?? 0) > 0 && (
            <Pagination
              style={{ marginTop: 16, justifyContent: 'flex-end' }}
              current={page}
              pageSize={pageSize}
              total={list.data?.recordsFiltered ?? 0}
              showSizeChanger
              pageSizeOptions={[12, 24, 48, 96]}
              showTotal={(n) => t('media.total', { count: n })}
              onChange={(p, size) => {
                setPage(size === pageSize ? p : 1);
                setPageSize(size);
              }}
            />
          )}
        </Spin>
      )}

      <MediaModal state={editing} onClose={() => setEditing(null)} />
    </>
  );
}
