import { useStockImageTags } from '@meja/client';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListFilter } from '../kit/list/ListFilters';

/**
 * The tag chips over the food image library and its picker: "All", then the tags in use, most
 * used first, with their counts. One tag at a time narrows the list; none while no photo has tags.
 */
export function useTagFilter(enabled: boolean): ListFilter[] {
  const { t } = useTranslation();
  const tags = useStockImageTags({ enabled });
  if (!tags.data?.length) return [];
  const options = [
    { value: '', label: t('stockImages.allTags') },
    ...tags.data.map((x) => ({ value: x.tag, label: `${x.tag} · ${x.count}` })),
  ];
  const input: ListFilter['input'] = ({ value, onChange }) => (
    <Tag.CheckableTagGroup
      aria-label={t('stockImages.tagFilter')}
      options={options}
      value={value ?? ''}
      onChange={(tag) => onChange(tag || undefined)}
      style={{ flexWrap: 'wrap', rowGap: 8 }}
    />
  );
  return [{ name: 'tag', wide: true, input }];
}
