import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useDeleteStockImage } from '@meja/client';
import type { TStockImage } from '@meja/contracts';
import { App, Button, Card, Empty, Flex, Result, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../app/Results';
import { showError } from '../lib/form-errors';
import { useSession } from '../lib/session';
import { formatBytes } from '../media/limits';
import { canManageStockImages } from './access';
import { StockImageFilters, StockImagePager, useStockImageBrowser } from './browse';
import { StockImageModal, type StockImageModalState } from './StockImageModal';

const grid: React.CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: 16,
};

/** The admin's food image library (SPEC §2): upload, tag, search, edit and delete stock food photos. */
export default function StockImagesPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const user = useSession()?.user;
  const allowed = user ? canManageStockImages(user) : false;
  const browser = useStockImageBrowser(24, allowed);
  const [editing, setEditing] = useState<StockImageModalState>(null);
  const remove = useDeleteStockImage();
  const { list } = browser;

  if (!user) return null;
  if (!allowed) return <Result status="403" title={t('stockImages.noAccess')} />;

  const confirmDelete = (item: TStockImage) =>
    modal.confirm({
      title: t('stockImages.confirmDelete', { name: item.display_name }),
      content:
        item.used_by > 0
          ? t('stockImages.confirmDeleteUsed', { count: item.used_by })
          : t('stockImages.confirmDeleteBody'),
      okText: t('stockImages.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          const reply = await remove.mutateAsync(item.id);
          message.success(reply.message);
          // The last photo of a page is gone: show the page before it.
          if (list.data?.data.length === 1 && browser.page > 1) browser.setPage(browser.page - 1);
        } catch (err) {
          showError(err);
        }
      },
    });

  const items = list.data?.data ?? [];
  const action = (label: string, icon: React.ReactNode, onClick: () => void, danger = false) => (
    <Button key={label} type="text" size="small" danger={danger} icon={icon} onClick={onClick}>
      {label}
    </Button>
  );

  const card = (item: TStockImage) => (
    <Card
      key={item.id}
      size="small"
      cover={
        <a href={item.urls.original} target="_blank" rel="noreferrer" title={t('stockImages.open')}>
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
        action(t('stockImages.edit'), <EditOutlined />, () => setEditing({ mode: 'edit', item })),
        action(t('stockImages.delete'), <DeleteOutlined />, () => confirmDelete(item), true),
      ]}
    >
      <Card.Meta
        title={<span title={item.display_name}>{item.display_name}</span>}
        description={
          <Flex vertical gap={6}>
            <span>
              {t('stockImages.details', {
                width: item.width,
                height: item.height,
                size: formatBytes(item.bytes),
              })}
              {' · '}
              {item.used_by > 0 ? t('stockImages.usedBy', { count: item.used_by }) : t('stockImages.unused')}
            </span>
            {item.tags.length > 0 && (
              <Flex wrap gap={4}>
                {item.tags.map((tag) => (
                  <Tag
                    key={tag}
                    style={{ cursor: 'pointer', marginInlineEnd: 0 }}
                    onClick={() => browser.filterBy(tag)}
                  >
                    {tag}
                  </Tag>
                ))}
              </Flex>
            )}
          </Flex>
        }
      />
    </Card>
  );

  const uploadButton = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'upload' })}>
      {t('stockImages.upload')}
    </Button>
  );

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={16} style={{ marginBottom: 8 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('stockImages.title')}
        </Typography.Title>
        {uploadButton}
      </Flex>
      <Typography.Paragraph type="secondary">{t('stockImages.intro')}</Typography.Paragraph>

      <StockImageFilters browser={browser} />

      {list.isError ? (
        <LoadError error={list.error} onRetry={() => list.refetch()} />
      ) : (
        <Spin spinning={list.isFetching}>
          {items.length === 0 && !list.isPending ? (
            <Empty
              description={browser.filtered ? t('stockImages.noMatch') : t('stockImages.empty')}
              style={{ padding: '48px 0' }}
            >
              {!browser.filtered && uploadButton}
            </Empty>
          ) : (
            <section aria-label={t('stockImages.title')} style={grid}>
              {items.map(card)}
            </section>
          )}
          <StockImagePager browser={browser} sizes={[12, 24, 48, 96]} />
        </Spin>
      )}

      <StockImageModal state={editing} onClose={() => setEditing(null)} />
    </>
  );
}
