import { type StockImageListParams, useStockImageList, useStockImageTags } from '@meja/client';
import { Flex, Input, Pagination, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../lib/use-debounced';

/**
 * What the library page and the picker share: a search over names and tags, one tag as a filter
 * and paging, turned into one GET /admin/food_image query.
 */
export function useStockImageBrowser(initialPageSize: number, enabled = true) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialPageSize);
  const [search, setSearch] = useState('');
  const [tag, setTag] = useState<string | undefined>();
  const term = useDebounced(search.trim());
  const query: StockImageListParams = {
    start: (page - 1) * pageSize,
    length: pageSize,
    search: term || undefined,
    tag,
  };
  const list = useStockImageList(query, { enabled });
  const tags = useStockImageTags({ enabled });
  return {
    page,
    setPage,
    pageSize,
    search,
    tag,
    list,
    tags,
    /** A search or a tag narrows the library. */
    filtered: Boolean(term || tag),
    searchFor(value: string) {
      setSearch(value);
      setPage(1);
    },
    filterBy(value: string | undefined) {
      setTag(value);
      setPage(1);
    },
    turnTo(p: number, size: number) {
      setPage(size === pageSize ? p : 1);
      setPageSize(size);
    },
  };
}
export type StockImageBrowser = ReturnType<typeof useStockImageBrowser>;

/** The search box and the tag chips ("All", then the tags in use, most used first, with their counts). */
export function StockImageFilters({ browser }: { browser: StockImageBrowser }) {
  const { t } = useTranslation();
  const options = [
    { value: '', label: t('stockImages.allTags') },
    ...(browser.tags.data ?? []).map((x) => ({ value: x.tag, label: `${x.tag} · ${x.count}` })),
  ];
  return (
    <Flex vertical gap={12} style={{ marginBottom: 16 }}>
      <Input
        type="search"
        allowClear
        aria-label={t('stockImages.search')}
        placeholder={t('stockImages.search')}
        value={browser.search}
        onChange={(e) => browser.searchFor(e.target.value)}
        style={{ maxWidth: 320 }}
      />
      {options.length > 1 && (
        <Tag.CheckableTagGroup
          aria-label={t('stockImages.tagFilter')}
          options={options}
          value={browser.tag ?? ''}
          onChange={(value) => browser.filterBy(value || undefined)}
          style={{ flexWrap: 'wrap', rowGap: 8 }}
        />
      )}
    </Flex>
  );
}

/** Pages of the current search, with the total. */
export function StockImagePager({ browser, sizes }: { browser: StockImageBrowser; sizes: number[] }) {
  const { t } = useTranslation();
  const total = browser.list.data?.recordsFiltered ?? 0;
  if (total === 0) return null;
  return (
    <Pagination
      style={{ marginTop: 16, justifyContent: 'flex-end' }}
      current={browser.page}
      pageSize={browser.pageSize}
      total={total}
      showSizeChanger={sizes.length > 1}
      pageSizeOptions={sizes}
      showTotal={(n) => t('stockImages.total', { count: n })}
      onChange={(p, size) => browser.turnTo(p, size)}
    />
  );
}
