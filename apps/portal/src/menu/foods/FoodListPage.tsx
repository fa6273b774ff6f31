import { useFoods } from '@meja/client';
import type { FoodKind, TFood } from '@meja/contracts';
import { useState } from 'react';
import { ListPage } from '../../kit/list/ListPage';
import { useMenuScope } from '../scope';
import { useAddFromLink } from './add-link';
import { useCategoryFilter } from './category-filter';
import { useFoodColumns } from './columns';
import { FoodDrawer, type FoodDrawerState } from './FoodDrawer';

/**
 * The food menu or the alcohol menu (SPEC §2): a paged list with a category filter and a search
 * over names and codes; add and edit in a drawer; the status switch and delete in each row.
 * `?new=1&category_id=…` opens the drawer to add an item to that category.
 */
export function FoodListPage({ kind }: { kind: FoodKind }) {
  const scope = useMenuScope();
  const [drawer, setDrawer] = useState<FoodDrawerState>(null);
  const linkedCategory = useAddFromLink(setDrawer);
  const categoryFilter = useCategoryFilter(kind, scope, linkedCategory);
  const edit = (food: TFood) => setDrawer({ mode: 'edit', id: food.id });
  const title = kind === 'alcohol' ? 'foods.list.alcoholTitle' : 'foods.list.foodTitle';

  return (
    <ListPage
      id={kind}
      texts={{
        title,
        empty: 'foods.list.empty',
        noMatch: 'foods.list.noMatch',
        total: 'foods.list.total',
        noAccess: 'foods.noAccess',
        chooseMerchant: [title, 'foods.chooseMerchant'],
      }}
      scope={scope}
      useRows={useFoods}
      params={{ remark: kind }}
      pageSize={20}
      search={{ label: 'foods.list.search', placeholder: 'foods.list.searchPlaceholder', width: 240 }}
      filters={categoryFilter}
      create={{
        label: kind === 'alcohol' ? 'foods.add.alcohol' : 'foods.add.food',
        onClick: (list) =>
          setDrawer({ mode: 'create', categoryId: list.values.category_id as number | undefined }),
      }}
      onOpen={edit}
      columns={useFoodColumns(edit)}
    >
      <FoodDrawer state={drawer} kind={kind} merchantId={scope.merchantId} onClose={() => setDrawer(null)} />
    </ListPage>
  );
}
