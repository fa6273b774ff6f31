import { DeleteOutlined, EditOutlined, PictureOutlined, PlusOutlined } from '@ant-design/icons';
import { type FoodListParams, useCategories, useDeleteFood, useFoods } from '@meja/client';
import type { FoodKind, TFood } from '@meja/contracts';
import {
  App,
  Button,
  Flex,
  Form,
  Input,
  Popconfirm,
  Result,
  Select,
  Space,
  Table,
  type TableProps,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../app/Results';
import { showError } from '../../lib/form-errors';
import { formatRM } from '../../lib/money';
import { useDebounced } from '../../lib/use-debounced';
import { FoodDrawer, type FoodDrawerState } from './FoodDrawer';
import { FoodStatusSwitch } from './FoodStatusSwitch';
import { useMenuScope } from './scope';

/** Columns the server sorts by (`order`), by table column key. */
const sortable: Record<string, string> = { name: 'name', code: 'code', price: 'price', category: 'category' };
type Sort = { column: string; direction: 'asc' | 'desc' };

/** A small picture, or a placeholder. */
export function FoodThumb({ food, size = 48 }: { food: TFood; size?: number }) {
  const style = { width: Math.round(size * 1.32), height: size, borderRadius: 6, flex: 'none' };
  return food.picture_urls ? (
    <img
      src={food.picture_urls.thumb}
      alt=""
      style={{ ...style, objectFit: 'cover', display: 'block' }}
      loading="lazy"
    />
  ) : (
    <Flex align="center" justify="center" style={{ ...style, background: 'rgba(0,0,0,0.04)', color: '#bbb' }}>
      <PictureOutlined />
    </Flex>
  );
}

/** Sold out, take-away and birthday-gift marks beside a name. */
export function FoodTags({ food }: { food: TFood }) {
  const { t } = useTranslation();
  return (
    <>
      {food.sold_out === 1 && <Tag color="red">{t('foods.soldOut')}</Tag>}
      {food.take_away === 1 && <Tag>{t('foods.takeAway')}</Tag>}
      {food.birthday_gift_only === 1 && <Tag color="magenta">{t('foods.birthdayGift')}</Tag>}
    </>
  );
}

/**
 * The food menu or the alcohol menu (SPEC §2): a paged list with a category filter and a search
 * over names and codes; add and edit in a drawer; the status switch and delete in each row.
 * `?new=1&category_id=…` opens the drawer to add an item to that category.
 */
export function FoodListPage({ kind }: { kind: FoodKind }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { user, allowed, merchantId, missing } = useMenuScope();
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<Sort | undefined>();
  const [drawer, setDrawer] = useState<FoodDrawerState>(null);
  const presetCategory = Number(params.get('category_id')) || undefined;
  const [categoryId, setCategoryId] = useState<number | undefined>(presetCategory);
  const term = useDebounced(search.trim());
  const enabled = allowed && !missing;
  const remove = useDeleteFood();

  // A link from the overview ("Add food" of a category) opens the drawer once.
  useEffect(() => {
    if (params.get('new') !== '1') return;
    setDrawer({ mode: 'create', categoryId: presetCategory });
    const next = new URLSearchParams(params);
    next.delete('new');
    setParams(next, { replace: true });
  }, [params, setParams, presetCategory]);

  const query: FoodListParams = {
    remark: kind,
    merchant_id: merchantId,
    category_id: categoryId,
    start: (page - 1) * pageSize,
    length: pageSize,
    search: term || undefined,
    order: sort ? `${sort.column}:${sort.direction}` : undefined,
  };
  const foods = useFoods(query, { enabled });
  const categories = useCategories(
    { remark: kind, start: 0, length: 500, merchant_id: merchantId },
    { enabled },
  );

  if (!user) return null;
  if (!allowed) return <Result status="403" title={t('foods.noAccess')} />;
  const title = t(kind === 'alcohol' ? 'foods.list.alcoholTitle' : 'foods.list.foodTitle');
  if (missing) return <Result status="info" title={title} subTitle={t('foods.chooseMerchant')} />;

  const destroy = async (food: TFood) => {
    try {
      const reply = await remove.mutateAsync(food.id);
      message.success(reply.message);
    } catch (err) {
      showError(err);
    }
  };

  const sorted = (key: string): Partial<ColumnType<TFood>> => ({
    key,
    sorter: true,
    sortOrder: sort?.column === sortable[key] ? (sort?.direction === 'asc' ? 'ascend' : 'descend') : null,
  });
  const columns: ColumnType<TFood>[] = [
    {
      key: 'picture',
      title: t('foods.columns.picture'),
      width: 90,
      render: (_, f) => <FoodThumb food={f} size={40} />,
    },
    {
      title: t('foods.columns.name'),
      dataIndex: 'name',
      render: (name: string, f) => (
        <Space size={4} wrap>
          <Typography.Text strong>{name}</Typography.Text>
          <FoodTags food={f} />
        </Space>
      ),
      ...sorted('name'),
    },
    {
      title: t('foods.columns.code'),
      dataIndex: 'code',
      render: (v: string | null) => v || '—',
      ...sorted('code'),
    },
    { title: t('foods.columns.category'), dataIndex: 'category_name', ...sorted('category') },
    {
      title: t('foods.columns.price'),
      dataIndex: 'price_sen',
      align: 'right',
      render: (sen: number) => formatRM(sen),
      ...sorted('price'),
    },
    {
      key: 'left',
      title: t('foods.columns.left'),
      align: 'right',
      render: (_, f) => (f.limited_quantity === null ? t('foods.unlimited') : f.limited_quantity),
    },
    { key: 'status', title: t('foods.columns.status'), render: (_, f) => <FoodStatusSwitch food={f} /> },
    {
      key: 'actions',
      title: t('foods.columns.actions'),
      render: (_, f) => (
        // biome-ignore lint/a11y/noStaticElementInteractions: only stops clicks from reaching the row
        // biome-ignore lint/a11y/useKeyWithClickEvents: the buttons inside handle the keyboard
        <span onClick={(e) => e.stopPropagation()}>
          <Space size={0}>
            <Tooltip title={t('foods.edit')}>
              <Button
                type="text"
                icon={<EditOutlined />}
                aria-label={t('foods.editItem', { name: f.name })}
                onClick={() => setDrawer({ mode: 'edit', id: f.id })}
              />
            </Tooltip>
            <Popconfirm
              title={t('foods.confirmDelete', { name: f.name })}
              description={t('foods.confirmDeleteBody')}
              okText={t('foods.delete')}
              okButtonProps={{ danger: true }}
              cancelText={t('common.cancel')}
              onConfirm={() => destroy(f)}
            >
              <Tooltip title={t('foods.delete')}>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('foods.deleteItem', { name: f.name })}
                />
              </Tooltip>
            </Popconfirm>
          </Space>
        </span>
      ),
    },
  ];

  const onChange: TableProps<TFood>['onChange'] = (pagination, _filters, sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const column = s?.order ? sortable[String(s.columnKey)] : undefined;
    setSort(column ? { column, direction: s?.order === 'ascend' ? 'asc' : 'desc' } : undefined);
    setPage(pagination.current ?? 1);
    setPageSize(pagination.pageSize ?? pageSize);
  };

  const addLabel = t(kind === 'alcohol' ? 'foods.add.alcohol' : 'foods.add.food');
  const filtered = Boolean(term || categoryId);
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={16} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setDrawer({ mode: 'create', categoryId })}
        >
          {addLabel}
        </Button>
      </Flex>

      <Form name={`filters-${kind}`} layout="inline" colon={false} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item label={t('foods.list.category')} htmlFor={`category-${kind}`}>
          <Select
            id={`category-${kind}`}
            allowClear
            placeholder={t('foods.list.allCategories')}
            value={categoryId}
            onChange={(v: number | undefined) => {
              setCategoryId(v);
              setPage(1);
            }}
            options={(categories.data?.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            style={{ width: 220 }}
          />
        </Form.Item>
        <Form.Item label={t('foods.list.search')} htmlFor={`search-${kind}`}>
          <Input
            id={`search-${kind}`}
            type="search"
            allowClear
            placeholder={t('foods.list.searchPlaceholder')}
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
            style={{ width: 240 }}
          />
        </Form.Item>
      </Form>

      {foods.isError ? (
        <LoadError error={foods.error} onRetry={() => foods.refetch()} />
      ) : (
        <Table<TFood>
          rowKey="id"
          columns={columns}
          dataSource={foods.data?.data}
          loading={foods.isFetching}
          onChange={onChange}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t(filtered ? 'foods.list.noMatch' : 'foods.list.empty') }}
          onRow={(row) => ({
            onClick: () => setDrawer({ mode: 'edit', id: row.id }),
            style: { cursor: 'pointer' },
          })}
          pagination={{
            current: page,
            pageSize,
            total: foods.data?.recordsFiltered ?? 0,
            showSizeChanger: true,
            showTotal: (total) => t('foods.list.total', { count: total }),
          }}
        />
      )}

      <FoodDrawer state={drawer} kind={kind} merchantId={merchantId} onClose={() => setDrawer(null)} />
    </>
  );
}
