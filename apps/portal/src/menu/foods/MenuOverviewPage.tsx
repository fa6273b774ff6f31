import { PlusOutlined } from '@ant-design/icons';
import { useCategories, useFoods } from '@meja/client';
import type { FoodKind, TCategory, TFood } from '@meja/contracts';
import { Button, Card, Empty, Flex, Result, Skeleton, Space, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../kit/Results';
import { formatRM } from '../../lib/money';
import { useMenuScope } from '../scope';
import { FoodTags, FoodThumb } from './FoodBadges';
import { FoodDrawer, type FoodDrawerState } from './FoodDrawer';
import { FoodStatusSwitch } from './FoodStatusSwitch';

/** Where categories are managed (the categories screens), by kind. */
const categoryPaths: Record<FoodKind, string> = {
  food: '/menu/categories',
  alcohol: '/menu/alcohol-categories',
};

function FoodRow({ food, last, onOpen }: { food: TFood; last: boolean; onOpen: () => void }) {
  return (
    <Flex
      align="center"
      gap={12}
      style={{ padding: '8px 0', borderBottom: last ? undefined : '1px solid rgba(0,0,0,0.06)' }}
      data-food-id={food.id}
    >
      <button
        type="button"
        onClick={onOpen}
        style={{
          all: 'unset',
          cursor: 'pointer',
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          flex: 1,
          minWidth: 0,
        }}
      >
        <FoodThumb food={food} size={40} />
        <Space size={4} wrap style={{ flex: 1, minWidth: 0 }}>
          <Typography.Text strong>{food.name}</Typography.Text>
          {food.code && <Typography.Text type="secondary">{food.code}</Typography.Text>}
          <FoodTags food={food} />
        </Space>
        <Typography.Text style={{ whiteSpace: 'nowrap' }}>{formatRM(food.price_sen)}</Typography.Text>
      </button>
      <FoodStatusSwitch food={food} />
    </Flex>
  );
}

function CategoryCard(props: {
  category: TCategory;
  foods: TFood[];
  kind: FoodKind;
  onAdd: () => void;
  onOpen: (food: TFood) => void;
}) {
  const { t } = useTranslation();
  const { category, foods } = props;
  return (
    <Card
      size="small"
      title={
        <Space size={8} wrap>
          <span>{category.name}</span>
          <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
            {t('foods.overview.itemCount', { count: foods.length })}
          </Typography.Text>
          {category.status === 0 && <Tag>{t('foods.overview.categoryInactive')}</Tag>}
        </Space>
      }
      extra={
        <Button
          size="small"
          icon={<PlusOutlined />}
          onClick={props.onAdd}
          aria-label={`${t(props.kind === 'alcohol' ? 'foods.add.alcohol' : 'foods.add.food')}: ${category.name}`}
        >
          {t(props.kind === 'alcohol' ? 'foods.add.alcohol' : 'foods.add.food')}
        </Button>
      }
      style={{ marginBottom: 16 }}
      data-category-id={category.id}
    >
      {foods.length === 0 ? (
        <Typography.Text type="secondary">{t('foods.overview.emptyCategory')}</Typography.Text>
      ) : (
        foods.map((f, i) => (
          <FoodRow key={f.id} food={f} last={i === foods.length - 1} onOpen={() => props.onOpen(f)} />
        ))
      )}
    </Card>
  );
}

/** One kind's categories in priority order, each with its items in their order. */
function KindOverview({ kind, merchantId, query }: { kind: FoodKind; merchantId?: number; query: string }) {
  const { t } = useTranslation();
  const [drawer, setDrawer] = useState<FoodDrawerState>(null);
  const categories = useCategories({ remark: kind, start: 0, length: 500, merchant_id: merchantId });
  const foods = useFoods({ remark: kind, start: 0, length: 500, merchant_id: merchantId });

  if (categories.isError) return <LoadError error={categories.error} onRetry={() => categories.refetch()} />;
  if (foods.isError) return <LoadError error={foods.error} onRetry={() => foods.refetch()} />;
  if (!categories.data || !foods.data) return <Skeleton active />;

  const byCategory = new Map<number, TFood[]>();
  for (const f of foods.data.data)
    byCategory.set(f.category_id, [...(byCategory.get(f.category_id) ?? []), f]);
  const list = [...categories.data.data].sort((a, b) => a.priority - b.priority || a.id - b.id);
  const manage = `${categoryPaths[kind]}${query ? `?${query}` : ''}`;

  return (
    <>
      {list.length === 0 ? (
        <Empty description={t('foods.overview.noCategories')}>
          <Link to={manage}>
            <Button type="primary">{t('foods.overview.manageCategories')}</Button>
          </Link>
        </Empty>
      ) : (
        list.map((c) => (
          <CategoryCard
            key={c.id}
            category={c}
            kind={kind}
            foods={byCategory.get(c.id) ?? []}
            onAdd={() => setDrawer({ mode: 'create', categoryId: c.id })}
            onOpen={(f) => setDrawer({ mode: 'edit', id: f.id })}
          />
        ))
      )}
      <FoodDrawer state={drawer} kind={kind} merchantId={merchantId} onClose={() => setDrawer(null)} />
    </>
  );
}

/** SPEC §2 "Menu": the whole menu at a glance, by category, with quick switches and adds. */
export default function MenuOverviewPage() {
  const { t } = useTranslation();
  const { user, allowed, merchantId, missing, query } = useMenuScope();
  const [tab, setTab] = useState<FoodKind>('food');
  if (!user) return null;
  if (!allowed) return <Result status="403" title={t('foods.noAccess')} />;
  if (missing)
    return <Result status="info" title={t('foods.overview.title')} subTitle={t('foods.chooseMerchant')} />;

  const listPath = `/menu/${tab === 'alcohol' ? 'alcohol' : 'foods'}${query ? `?${query}` : ''}`;
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={16} style={{ marginBottom: 8 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('foods.overview.title')}
        </Typography.Title>
        <Link to={listPath}>{t('foods.overview.openList')}</Link>
      </Flex>
      <Typography.Paragraph type="secondary">{t('foods.overview.intro')}</Typography.Paragraph>
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as FoodKind)}
        destroyOnHidden
        items={[
          {
            key: 'food',
            label: t('foods.overview.foodTab'),
            children: <KindOverview kind="food" merchantId={merchantId} query={query} />,
          },
          {
            key: 'alcohol',
            label: t('foods.overview.alcoholTab'),
            children: <KindOverview kind="alcohol" merchantId={merchantId} query={query} />,
          },
        ]}
      />
    </>
  );
}
