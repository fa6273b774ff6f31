import type { FoodKind, TKeyInCategory, TKeyInFood } from '@meja/contracts';
import { Empty, Flex, Segmented, Skeleton, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../kit/Results';
import { SearchBox } from '../kit/SearchBox';
import { type CartLine, offeredGroups } from './cart';
import { FoodOptionsModal } from './FoodOptionsModal';
import { formatRM } from './format';
import './key-in.css';

const all = 'all';

/**
 * The foods and alcohol items on offer now (the key-in menu: birthday gifts and foods outside
 * their hours are already left out), as a till shows them: a tab per category and a tile per food
 * with its price and whether it is sold out; a tap adds it (a food with options asks for them
 * first). Typing in the search box looks through every category.
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
  const [chosen, setChosen] = useState<string>();
  const [search, setSearch] = useState('');
  const [picking, setPicking] = useState<TKeyInFood | null>(null);
  const categories = useMemo(() => (menu ?? []).filter((c) => c.kind === kind), [menu, kind]);
  const kinds = new Set((menu ?? []).map((c) => c.kind));
  // The first category until the cashier picks another: a till opens on its first page.
  const tab =
    chosen && (chosen === all || categories.some((c) => String(c.id) === chosen)) ? chosen : undefined;
  const current = tab ?? String(categories[0]?.id ?? all);
  const needle = search.trim().toLowerCase();
  const shown = needle
    ? (menu ?? [])
        .flatMap((c) => c.foods)
        .filter((f) => f.name.toLowerCase().includes(needle) || f.code?.toLowerCase() === needle)
    : categories.filter((c) => current === all || String(c.id) === current).flatMap((c) => c.foods);

  const pick = (food: TKeyInFood) => {
    if (food.option_groups.length) setPicking(food);
    else onAdd({ food, quantity: 1, options: [] });
  };

  if (error) return <LoadError error={error} onRetry={onRetry} />;
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap>
        {kinds.size > 1 && (
          <Segmented<FoodKind>
            size="large"
            value={kind}
            onChange={(k) => {
              setKind(k);
              setChosen(undefined);
            }}
            options={[
              { value: 'food', label: t('orders.keyIn.food') },
              { value: 'alcohol', label: t('orders.keyIn.alcohol') },
            ]}
          />
        )}
        <SearchBox
          label={t('orders.keyIn.search')}
          value={search}
          onSearch={setSearch}
          style={{ flex: 1, minWidth: 160 }}
        />
      </Flex>
      {!needle && categories.length > 0 && (
        <Tabs
          className="pos-tabs"
          size="large"
          activeKey={current}
          onChange={setChosen}
          tabBarStyle={{ marginBottom: 0 }}
          items={[
            ...categories.map((c) => ({ key: String(c.id), label: c.name })),
            { key: all, label: t('orders.keyIn.allCategories') },
          ]}
        />
      )}
      {loading ? (
        <Skeleton active />
      ) : shown.length === 0 ? (
        <Empty description={t(needle ? 'orders.keyIn.noMatch' : 'orders.keyIn.noMenu')} />
      ) : (
        <div className="pos-tiles">
          {shown.map((food) => (
            <button
              key={food.id}
              type="button"
              className={`pos-tile${food.sold_out ? ' is-out' : ''}`}
              disabled={food.sold_out}
              onClick={() => pick(food)}
              data-testid="menu-tile"
            >
              <span className="pos-tile-name">{food.name}</span>{' '}
              <span className="pos-tile-price">{formatRM(food.price_sen)}</span>
              {food.code && <span className="pos-tile-code"> {food.code}</span>}
              {food.sold_out ? (
                <span className="pos-tile-tag is-out"> {t('orders.keyIn.soldOut')}</span>
              ) : food.left !== null ? (
                <span className="pos-tile-tag"> {t('orders.keyIn.left', { count: food.left })}</span>
              ) : null}
              {food.option_groups.length > 0 && !food.sold_out && (
                <span className="pos-tile-more"> {t('orders.keyIn.hasOptions')}</span>
              )}
            </button>
          ))}
        </div>
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
