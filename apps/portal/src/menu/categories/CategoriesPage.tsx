import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type CategoryListParams,
  isApiError,
  useCategories,
  useCategoryPriority,
  useDeleteCategory,
  useToggleCategoryStatus,
} from '@meja/client';
import type { CategoryKind, TCategory } from '@meja/contracts';
import { App, Button, Flex, Result, Space, Switch, Table, type TableProps, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../app/Results';
import { showError } from '../../lib/form-errors';
import { CategoryModal, type CategoryModalState } from './CategoryModal';
import { DragHandle, SortableRows, sortableRowComponents } from './SortableRows';
import { useMenuScope } from './scope';

/** Every category of a kind fits one screen: they are reordered by dragging. */
const allOfThem = 500;

/**
 * Food categories (remark=food) or alcohol categories (remark=alcohol), in the order diners see
 * them: drag a row by its handle to move it (saved at once), add and edit in a modal, switch a
 * category off, delete an empty one.
 */
export default function CategoriesPage({ kind }: { kind: CategoryKind }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { user, allowed, merchantId, missing } = useMenuScope();
  const [editor, setEditor] = useState<CategoryModalState>(null);
  const query: CategoryListParams = { remark: kind, merchant_id: merchantId, length: allOfThem };
  const categories = useCategories(query, { enabled: allowed && !missing });
  const priority = useCategoryPriority();
  const toggle = useToggleCategoryStatus();
  const remove = useDeleteCategory();
  /** The order on screen: the server's, or the one just dropped while it is being saved. */
  const [rows, setRows] = useState<TCategory[]>([]);
  useEffect(() => {
    if (categories.data && !priority.isPending) setRows(categories.data.data);
  }, [categories.data, priority.isPending]);

  if (!user) return null;
  if (!allowed) return <Result status="403" title={t('menuCategories.noAccess')} />;
  if (missing) return <Result status="info" title={t('menuCategories.chooseMerchant')} />;

  const move = async (next: TCategory[]) => {
    const before = rows;
    setRows(next);
    try {
      const reply = await priority.mutateAsync({ ids: next.map((r) => r.id), merchant_id: merchantId });
      setRows(reply.data);
      if (reply.message) message.success(reply.message);
    } catch (err) {
      setRows(before);
      showError(err);
    }
  };

  const switchStatus = async (category: TCategory) => {
    try {
      const reply = await toggle.mutateAsync({ id: category.id });
      if (reply.message) message.success(reply.message);
    } catch (err) {
      showError(err);
    }
  };

  const confirmDelete = (category: TCategory) => {
    // A category holding foods is refused by the server: say so at once, not after "cannot be undone".
    if (category.food_count > 0) {
      modal.warning({
        title: t('menuCategories.deleteBlocked'),
        content: t('menuCategories.deleteBlockedBody', { name: category.name, count: category.food_count }),
      });
      return;
    }
    modal.confirm({
      title: t('menuCategories.confirmDelete', { name: category.name }),
      content: t('menuCategories.confirmDeleteBody'),
      okText: t('menuCategories.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          const reply = await remove.mutateAsync(category.id);
          message.success(reply.message);
        } catch (err) {
          if (isApiError(err) && err.status === 409) {
            modal.warning({ title: t('menuCategories.deleteBlocked'), content: err.message });
          } else showError(err);
        }
      },
    });
  };

  const columns: TableProps<TCategory>['columns'] = [
    {
      key: 'sort',
      title: t('menuCategories.order'),
      width: 72,
      align: 'center',
      render: (_, category) => (
        <DragHandle
          label={t('menuCategories.dragHandle', { name: category.name })}
          disabled={priority.isPending}
        />
      ),
    },
    { key: 'name', title: t('menuCategories.name'), dataIndex: 'name' },
    {
      key: 'food_count',
      title: t('menuCategories.foods'),
      dataIndex: 'food_count',
      align: 'right',
      width: 96,
    },
    {
      key: 'status',
      title: t('menuCategories.visible'),
      width: 150,
      render: (_, category) => (
        <Switch
          checked={category.status === 1}
          aria-label={`${t('menuCategories.visible')}: ${category.name}`}
          loading={toggle.isPending && toggle.variables?.id === category.id}
          onChange={() => switchStatus(category)}
        />
      ),
    },
    {
      key: 'created_at',
      title: t('menuCategories.created'),
      dataIndex: 'created_at',
      responsive: ['md'],
      render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
    },
    {
      key: 'actions',
      title: t('menuCategories.actions'),
      render: (_, category) => (
        <Space wrap size={4}>
          <Button size="small" icon={<EditOutlined />} onClick={() => setEditor({ mode: 'edit', category })}>
            {t('menuCategories.edit')}
          </Button>
          <Button size="small" danger icon={<DeleteOutlined />} onClick={() => confirmDelete(category)}>
            {t('menuCategories.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={16} style={{ marginBottom: 8 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t(`menuCategories.title.${kind}`)}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditor({ mode: 'create' })}>
          {t('menuCategories.add')}
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary">{t('menuCategories.intro')}</Typography.Paragraph>

      {categories.isError ? (
        <LoadError error={categories.error} onRetry={() => categories.refetch()} />
      ) : (
        <SortableRows rows={rows} onMove={move}>
          <Table<TCategory>
            rowKey="id"
            components={sortableRowComponents}
            columns={columns}
            dataSource={rows}
            loading={categories.isLoading}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('menuCategories.empty') }}
            pagination={false}
            footer={() => t('menuCategories.total', { count: rows.length })}
          />
        </SortableRows>
      )}

      {editor && (
        // Mounted per opening, so its form starts from this category's values.
        <CategoryModal
          key={editor.mode === 'edit' ? editor.category.id : 'new'}
          state={editor}
          kind={kind}
          merchantId={merchantId}
          onClose={() => setEditor(null)}
        />
      )}
    </>
  );
}
