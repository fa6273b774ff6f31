import { PlusOutlined } from '@ant-design/icons';
import { type UserListParams, useUsers } from '@meja/client';
import type { ListingType, TUser } from '@meja/contracts';
import {
  Button,
  DatePicker,
  Flex,
  Form,
  Grid,
  Input,
  Select,
  Table,
  type TableProps,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../app/Results';
import { canCreate, canEditUsers, merchantLinksOf } from '../lib/permissions';
import { useSession } from '../lib/session';
import { useDebounced } from '../lib/use-debounced';
import { buildColumns, type Sort } from './columns';
import { createTypeOf, listingColumns, sortColumns } from './listings';
import { type DrawerState, UserDrawer } from './UserDrawer';

type Range = [Dayjs | null, Dayjs | null] | null;

/**
 * The one list screen of every listing type: server-side paging (start/length), search, sorting
 * (`order`), a created-between range (startDate/endDate) and a status filter.
 */
export function UserListPage({ listing }: { listing: ListingType }) {
  const { t } = useTranslation();
  const role = useSession()?.user.role;
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [search, setSearch] = useState('');
  const [range, setRange] = useState<Range>(null);
  const [status, setStatus] = useState<'' | 'active' | 'inactive'>('');
  const [sort, setSort] = useState<Sort | undefined>();
  const [drawer, setDrawer] = useState<DrawerState>(null);
  const screens = Grid.useBreakpoint();
  const term = useDebounced(search.trim());

  const query: UserListParams = {
    listing_type: listing,
    start: (page - 1) * pageSize,
    length: pageSize,
    search: term || undefined,
    order: sort ? `${sort.column}:${sort.direction}` : undefined,
    startDate: range?.[0]?.format('YYYY-MM-DD'),
    endDate: range?.[1]?.format('YYYY-MM-DD'),
    status: status || undefined,
  };
  const users = useUsers(query);

  if (!role) return null;
  const editable = canEditUsers(role);
  const createType = createTypeOf[listing];
  const creatable =
    createType !== null && (createType === 'choose' ? role === 'admin' : canCreate(role, createType));
  const columns = buildColumns(listingColumns[listing], t, {
    sort,
    editable,
    merchantLinks: listing === 'merchant' || listing === 'user' ? merchantLinksOf(role) : [],
    onEdit: (user) => setDrawer({ mode: 'edit', id: user.id }),
    pinActions: screens.md !== false,
  });

  const onChange: TableProps<TUser>['onChange'] = (pagination, _filters, sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const column = s?.order ? sortColumns[s.columnKey as keyof typeof sortColumns] : undefined;
    setSort(column ? { column, direction: s?.order === 'ascend' ? 'asc' : 'desc' } : undefined);
    setPage(pagination.current ?? 1);
    setPageSize(pagination.pageSize ?? pageSize);
  };
  const filterChanged =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={16} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t(`users.titles.${listing}`)}
        </Typography.Title>
        {creatable && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ mode: 'create' })}>
            {t('common.create')}
          </Button>
        )}
      </Flex>

      <Form
        name={`filters-${listing}`}
        layout="inline"
        colon={false}
        aria-label={t('users.filters.label')}
        style={{ marginBottom: 16, rowGap: 12 }}
      >
        <Form.Item label={t('users.filters.search')} htmlFor={`search-${listing}`}>
          <Input
            id={`search-${listing}`}
            type="search"
            allowClear
            placeholder={t('users.filters.searchPlaceholder')}
            value={search}
            onChange={(e) => filterChanged(setSearch)(e.target.value)}
            style={{ width: 280 }}
          />
        </Form.Item>
        <Form.Item label={t('users.filters.created')} htmlFor={`created-${listing}`}>
          <DatePicker.RangePicker
            id={{ start: `created-${listing}` }}
            value={range}
            onChange={(v) => filterChanged(setRange)(v)}
            allowEmpty={[true, true]}
          />
        </Form.Item>
        <Form.Item label={t('users.filters.status')} htmlFor={`status-${listing}`}>
          <Select
            id={`status-${listing}`}
            value={status}
            onChange={filterChanged(setStatus)}
            style={{ width: 140 }}
            options={[
              { value: '', label: t('users.filters.all') },
              { value: 'active', label: t('status.active') },
              { value: 'inactive', label: t('status.inactive') },
            ]}
          />
        </Form.Item>
      </Form>

      {users.isError ? (
        <LoadError error={users.error} onRetry={() => users.refetch()} />
      ) : (
        <Table<TUser>
          rowKey="id"
          columns={columns}
          dataSource={users.data?.data}
          loading={users.isFetching}
          onChange={onChange}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('users.empty') }}
          onRow={(user) =>
            editable
              ? { onClick: () => setDrawer({ mode: 'edit', id: user.id }), style: { cursor: 'pointer' } }
              : {}
          }
          pagination={{
            current: page,
            pageSize,
            total: users.data?.recordsFiltered ?? 0,
            showSizeChanger: true,
            showTotal: (total) => t('users.total', { count: total }),
          }}
        />
      )}

      <UserDrawer listing={listing} createType={createType} state={drawer} onClose={() => setDrawer(null)} />
    </>
  );
}
