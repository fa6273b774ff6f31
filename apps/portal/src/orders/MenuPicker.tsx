import { PlusOutlined } from '@ant-design/icons';
import type { FoodKind, TKeyInCategory, TKeyInFood } from '@meja/contracts';
import { Button, Empty, Flex, List, Segmented, Skeleton, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../kit/Results';
import { SearchBox } from '../kit/SearchBox';
import { type CartLine, offeredGroups } from './cart';
import { FoodOptionsModal } from './FoodOptionsModal';
import { formatRM } from './format';

type Listed = TKeyInFood & { category: string };

/**
 * The foods and alcohol items on offer now (the key-in menu: birthday gifts and foods outside
 * their hours are already left out) to key in: search, then "Add" (a food with options asks for
 * them first).
 */
export function MenuPicker({
  menu,
  loading,
  error,
  onRetry,
  onAdd,
}: {
  menu: TKeyInCategory[] | undefined;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  onAdd: (line: Omit<CartLine, 'key'>) => void;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<FoodKind>('food');
  const [search, setSearch] = useState('');
  const [picking, setPicking] = useState<TKeyInFood | null>(null);
  const listed = useMemo(
    () =>
      (menu ?? [])
        .filter((c) => c.kind === kind)
        .flatMap((c): Listed[] => c.foods.map((f) => ({ ...f, category: c.name }))),
    [menu, kind],
  );
  const needle = search.trim().toLowerCase();
  const shown = needle
    ? listed.filter((f) => f.name.toLowerCase().includes(needle) || f.code?.toLowerCase() === needle)
    : listed;

  const pick = (food: TKeyInFood) => {
    if (food.option_groups.length) setPicking(food);
    else onAdd({ food, quantity: 1, options: [] });
  };

  if (error) return <LoadError error={error} onRetry={onRetry} />;
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap>
        <Segmented<FoodKind>
          value={kind}
          onChange={setKind}
          options={[
            { value: 'food', label: t('orders.keyIn.food') },
            { value: 'alcohol', label: t('orders.keyIn.alcohol') },
          ]}
        />
        <SearchBox
          label={t('orders.keyIn.search')}
          value={search}
          onSearch={setSearch}
          style={{ flex: 1, minWidth: 160 }}
        />
      </Flex>
      {loading ? (
        <Skeleton active />
      ) : shown.length === 0 ? (
        <Empty description={t('orders.keyIn.noMenu')} />
      ) : (
        <List
          size="small"
          style={{ maxHeight: '50vh', overflowY: 'auto' }}
          dataSource={shown}
          rowKey="id"
          renderItem={(food) => (
            <List.Item
              actions={[
                <Button
                  key="add"
                  size="small"
                  icon={<PlusOutlined />}
                  disabled={food.sold_out}
                  aria-label={t('orders.keyIn.addFood', { name: food.name })}
                  onClick={() => pick(food)}
                >
                  {t('orders.keyIn.add')}
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={
                  <>
                    {food.code && <Typography.Text type="secondary">{food.code} </Typography.Text>}
                    {food.name}{' '}
                    {food.sold_out ? (
                      <Tag>{t('orders.keyIn.soldOut')}</Tag>
                    ) : food.left !== null ? (
                      <Tag color="orange">{t('orders.keyIn.left', { count: food.left })}</Tag>
                    ) : null}
                  </>
                }
                description={`${food.category} · ${formatRM(food.price_sen)}`}
              />
            </List.Item>
          )}
        />
      )}
      {picking && (
        <FoodOptionsModal
          food={picking}
          groups={offeredGroups(picking)}
          onAdd={onAdd}
          onClose={() => setPicking(null)}
        />
      )}
    </Flex>
  );
}
