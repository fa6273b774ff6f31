import { useCategories } from '@meja/client';
import type { FoodKind } from '@meja/contracts';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListFilter } from '../../kit/list/ListFilters';
import type { MenuScope } from '../scope';

/**
 * The food list's category filter, first in the row: the merchant's categories of this kind;
 * `initial` comes from a link of the menu overview (?category_id=).
 */
export function useCategoryFilter(kind: FoodKind, scope: MenuScope, initial?: number) {
  const { t } = useTranslation();
  const query = { remark: kind, start: 0, length: 500, merchant_id: scope.merchantId };
  const categories = useCategories(query, { enabled: Boolean(scope.allowed) && !scope.missing });
  const options = (categories.data?.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  const filter: ListFilter = {
    name: 'category_id',
    number: true,
    label: 'foods.list.category',
    initial,
    first: true,
    input: (field) => (
      <Select
        {...field}
        allowClear
        placeholder={t('foods.list.allCategories')}
        options={options}
        style={{ width: 220 }}
      />
    ),
  };
  return [filter];
}
