import type { TFood } from '@meja/contracts';
import { useTranslation } from 'react-i18next';
import { type ListColumn, orDash } from '../../kit/list/columns';
import { formatRM } from '../../lib/money';
import { FoodName, FoodThumb } from './FoodBadges';
import { FoodRowActions } from './FoodRowActions';
import { FoodStatusSwitch } from './FoodStatusSwitch';

/** The food list's columns: the server sorts by name, code, category and price. */
export function useFoodColumns(edit: (food: TFood) => void): ListColumn<TFood>[] {
  const { t } = useTranslation(undefined, { keyPrefix: 'foods' });
  return [
    { key: 'picture', title: t('columns.picture'), width: 90, render: (_, f) => <FoodThumb food={f} /> },
    { title: t('columns.name'), dataIndex: 'name', sort: 'name', render: (_, f) => <FoodName food={f} /> },
    { title: t('columns.code'), dataIndex: 'code', sort: 'code', render: orDash },
    { title: t('columns.category'), dataIndex: 'category_name', sort: 'category' },
    { title: t('columns.price'), dataIndex: 'price_sen', sort: 'price', align: 'right', render: formatRM },
    {
      title: t('columns.left'),
      dataIndex: 'limited_quantity',
      align: 'right',
      render: (v) => v ?? t('unlimited'),
    },
    { key: 'status', title: t('columns.status'), render: (_, f) => <FoodStatusSwitch food={f} /> },
    {
      key: 'actions',
      title: t('columns.actions'),
      render: (_, f) => <FoodRowActions food={f} onEdit={edit} />,
    },
  ];
}
