import { PlusOutlined } from '@ant-design/icons';
import { type StaffListParams, useStaffList } from '@meja/client';
import type { TStaff } from '@meja/contracts';
import { Button, Flex, Form, Input, Result, Table, type TableProps, Tag, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../app/Results';
import { useDebounced } from '../lib/use-debounced';
import { useMerchantScope } from '../store/merchant-scope';
import type { Sort } from '../users/columns';
import { canManageStaff, canViewStaff } from './access';
import { StaffDrawer, type StaffDrawerState } from './StaffDrawer';
import { StaffStatusToggle } from './StaffStatusToggle';

/** Columns the server sorts by (`order`), by table column key. */
const sortable: Record<string, string> = {
  email: 'email',
  nickname: 'nickname',
  role: 'role',
  access_option: 'access_option',
  created_at: 'created_at',
};

/**
 * The merchant's operation users: server-side paging, search and sorting; create, edit, toggle.
 * Admins and agents open a merchant's from the merchant listing (?merchant_id=); agents only look.
 */
export default function StaffPage() {
  const { t } = useTranslation();
  const { user, merchantId, missing } = useMerchantScope();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<Sort | undefined>();
  const [drawer, setDrawer] = useState<StaffDrawerState>(null);
  const term = useDebounced(search.trim());
  const allowed = user ? canViewStaff(user) : false;
  const editable = user ? canManageStaff(user) : false;

  const query: StaffListParams = {
    start: (page - 1) * pageSize,
    length: pageSize,
    search: term || undefined,
    order: sort ? `${sort.column}:${sort.direction}` : undefined,
    merchant_id: merchantId,
  };
  const staff = useStaffList(query, { enabled: allowed && !missing });

  if (!user) return null;
  if (!allowed) return <Result status="403" title={t('staff.noAccess')} />;
  if (missing) return <Result status="info" title={t('staff.title')} subTitle={t('staff.chooseMerchant')} />;

  const sorted = (key: string): Partial<ColumnType<TStaff>> => ({
    key,
    sorter: true,
    sortOrder: sort?.column === sortable[key] ? (sort?.direction === 'asc' ? 'ascend' : 'descend') : null,
  });
  const columns: ColumnType<TStaff>[] = [
    { title: t('staff.fields.email'), dataIndex: 'email', ...sorted('email') },
    {
      title: t('staff.fields.nickname'),
      dataIndex: 'nickname',
      render: (v: string | null) => v || '—',
      ...sorted('nickname'),
    },
    {
      title: t('staff.fields.role'),
      dataIndex: 'role',
      render: (v: TStaff['role']) => (v ? <Tag>{t(`staff.roles.${v}`)}</Tag> : '—'),
      ...sorted('role'),
    },
    {
      title: t('staff.fields.accessOption'),
      dataIndex: 'access_option',
      render: (v: TStaff['access_option']) => (v ? t(`staff.access.${v}`) : '—'),
      ...sorted('access_option'),
    },
    {
      key: 'status',
      title: t('staff.fields.status'),
      dataIndex: 'status',
      render: (_: unknown, row) => <StaffStatusToggle staff={row} editable={editable} />,
    },
    {
      title: t('staff.fields.createdAt'),
      dataIndex: 'created_at',
      render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
      ...sorted('created_at'),
    },
  ];
  if (editable) {
    columns.push({
      key: 'actions',
      title: t('staff.fields.actions'),
      render: (_: unknown, row) => (
        <Button
          type="link"
          size="small"
          onClick={(e) => {
            e.stopPropagation();
            setDrawer({ mode: 'edit', id: row.id });
          }}
        >
          {t('common.edit')}
        </Button>
      ),
    });
  }

  const onChange: TableProps<TStaff>['onChange'] = (pagination, _filters, sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const column = s?.order ? sortable[String(s.columnKey)] : undefined;
    setSort(column ? { column, direction: s?.order === 'ascend' ? 'asc' : 'desc' } : undefined);
    setPage(pagination.current ?? 1);
    setPageSize(pagination.pageSize ?? pageSize);
  };

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={16} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('staff.title')}
        </Typography.Title>
        {editable && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ mode: 'create' })}>
            {t('common.create')}
          </Button>
        )}
      </Flex>

      <Form name="filters-staff" layout="inline" colon={false} style={{ marginBottom: 16 }}>
        <Form.Item label={t('staff.search')} htmlFor="search-staff">
          <Input
            id="search-staff"
            type="search"
            allowClear
            placeholder={t('staff.searchPlaceholder')}
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
            style={{ width: 280 }}
          />
        </Form.Item>
      </Form>

      {staff.isError ? (
        <LoadError error={staff.error} onRetry={() => staff.refetch()} />
      ) : (
        <Table<TStaff>
          rowKey="id"
          columns={columns}
          dataSource={staff.data?.data}
          loading={staff.isFetching}
          onChange={onChange}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('staff.empty') }}
          onRow={(row) =>
            editable
              ? { onClick: () => setDrawer({ mode: 'edit', id: row.id }), style: { cursor: 'pointer' } }
              : {}
          }
          pagination={{
            current: page,
            pageSize,
            total: staff.data?.recordsFiltered ?? 0,
            showSizeChanger: true,
            showTotal: (total) => t('staff.total', { count: total }),
          }}
        />
      )}

      {editable && <StaffDrawer state={drawer} merchantId={merchantId} onClose={() => setDrawer(null)} />}
    </>
  );
}
