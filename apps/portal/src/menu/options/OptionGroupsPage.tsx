import { DeleteOutlined, EditOutlined, PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import {
  isApiError,
  type OptionGroupListParams,
  useDeleteOptionGroup,
  useOptionGroups,
  useToggleOptionGroupStatus,
} from '@meja/client';
import type { TOptionGroup } from '@meja/contracts';
import { App, Button, Flex, Input, Result, Space, Switch, Table, type TableProps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../app/Results';
import { showError } from '../../lib/form-errors';
import { useDebounced } from '../../lib/use-debounced';
import { useMenuScope } from '../categories/scope';
import { type GroupModalState, OptionGroupModal } from './OptionGroupModal';
import { OptionListModal } from './OptionListModal';

/** Food option groups: each with its choices (min to max) and options; add, edit, view, switch, delete. */
export default function OptionGroupsPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { user, allowed, merchantId, missing } = useMenuScope();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [search, setSearch] = useState('');
  const [editor, setEditor] = useState<GroupModalState>(null);
  const [viewing, setViewing] = useState<TOptionGroup | null>(null);
  const term = useDebounced(search.trim());
  const query: OptionGroupListParams = {
    start: (page - 1) * pageSize,
    length: pageSize,
    search: term || undefined,
    merchant_id: merchantId,
  };
  const groups = useOptionGroups(query, { enabled: allowed && !missing });
  const toggle = useToggleOptionGroupStatus();
  const remove = useDeleteOptionGroup();

  if (!user) return null;
  if (!allowed) return <Result status="403" title={t('menuOptions.noAccess')} />;
  if (missing) return <Result status="info" title={t('menuOptions.chooseMerchant')} />;

  const switchStatus = async (group: TOptionGroup) => {
    try {
      const reply = await toggle.mutateAsync({ id: group.id });
      if (reply.message) message.success(reply.message);
    } catch (err) {
      showError(err);
    }
  };

  const confirmDelete = (group: TOptionGroup) =>
    modal.confirm({
      title: t('menuOptions.confirmDelete', { name: group.name }),
      content: t('menuOptions.confirmDeleteBody'),
      okText: t('menuOptions.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          const reply = await remove.mutateAsync(group.id);
          message.success(reply.message);
        } catch (err) {
          if (isApiError(err) && err.status === 409) {
            modal.warning({ title: t('menuOptions.deleteBlocked'), content: err.message });
          } else showError(err);
        }
      },
    });

  const columns: TableProps<TOptionGroup>['columns'] = [
    { key: 'name', title: t('menuOptions.name'), dataIndex: 'name' },
    {
      key: 'choices',
      title: t('menuOptions.choices'),
      render: (_, g) => t('menuOptions.choicesRange', { min: g.min_qty, max: g.max_qty }),
    },
    {
      key: 'options',
      title: t('menuOptions.optionCount'),
      align: 'right',
      render: (_, g) => g.options.length,
    },
    {
      key: 'food_count',
      title: t('menuOptions.foods'),
      dataIndex: 'food_count',
      responsive: ['md'],
      render: (count: number) => t('menuOptions.foodCount', { count }),
    },
    {
      key: 'status',
      title: t('menuOptions.visible'),
      render: (_, g) => (
        <Switch
          checked={g.status === 1}
          aria-label={`${t('menuOptions.visible')}: ${g.name}`}
          loading={toggle.isPending && toggle.variables?.id === g.id}
          onChange={() => switchStatus(g)}
        />
      ),
    },
    {
      key: 'actions',
      title: t('menuOptions.actions'),
      render: (_, group) => (
        <Space wrap size={4}>
          <Button size="small" icon={<UnorderedListOutlined />} onClick={() => setViewing(group)}>
            {t('menuOptions.viewOptions')}
          </Button>
          <Button size="small" icon={<EditOutlined />} onClick={() => setEditor({ mode: 'edit', group })}>
            {t('menuOptions.edit')}
          </Button>
          <Button size="small" danger icon={<DeleteOutlined />} onClick={() => confirmDelete(group)}>
            {t('menuOptions.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={16} style={{ marginBottom: 8 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('menuOptions.title')}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditor({ mode: 'create' })}>
          {t('menuOptions.add')}
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary">{t('menuOptions.intro')}</Typography.Paragraph>

      <Input
        type="search"
        allowClear
        aria-label={t('menuOptions.search')}
        placeholder={t('menuOptions.search')}
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setPage(1);
        }}
        style={{ width: 280, marginBottom: 16 }}
      />

      {groups.isError ? (
        <LoadError error={groups.error} onRetry={() => groups.refetch()} />
      ) : (
        <Table<TOptionGroup>
          rowKey="id"
          columns={columns}
          dataSource={groups.data?.data}
          loading={groups.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('menuOptions.empty') }}
          onChange={(pagination) => {
            setPage(pagination.current ?? 1);
            setPageSize(pagination.pageSize ?? pageSize);
          }}
          pagination={{
            current: page,
            pageSize,
            total: groups.data?.recordsFiltered ?? 0,
            showSizeChanger: true,
            showTotal: (n) => t('menuOptions.total', { count: n }),
          }}
        />
      )}

      {editor && (
        // Mounted per opening, so its form starts from this group's values.
        <OptionGroupModal
          key={editor.mode === 'edit' ? editor.group.id : 'new'}
          state={editor}
          merchantId={merchantId}
          onClose={() => setEditor(null)}
        />
      )}
      <OptionListModal group={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
