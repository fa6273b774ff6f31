import type { TPagingQuery } from '@meja/contracts';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useDebounced } from '../../lib/use-debounced';

/** A filter's value; '' and undefined mean "any" and are left out of the query. */
export type FilterValue = string | number | undefined;
export type DateRange = [Dayjs | null, Dayjs | null] | null;
export interface Sort {
  column: string;
  direction: 'asc' | 'desc';
}

/** SPEC's paging parameters, plus the list's own filters by their query names. */
export type ListQuery = TPagingQuery & Record<string, FilterValue>;

const day = (d: Dayjs | null | undefined) => d?.format('YYYY-MM-DD');

/**
 * What a list shows: the page, the search (sent once typing pauses), the sort, a date range and
 * filters. Any change of what is shown starts again on the first page.
 */
export function useListState(initialPageSize: number, initialFilters: Record<string, FilterValue> = {}) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialPageSize);
  const [search, setSearch] = useState('');
  const [range, setRange] = useState<DateRange>(null);
  const [values, setValues] = useState(initialFilters);
  const [sort, setSort] = useState<Sort | undefined>();
  const term = useDebounced(search.trim());
  const filters = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '' && v !== undefined));

  const query: ListQuery = {
    start: (page - 1) * pageSize,
    length: pageSize,
    search: term || undefined,
    order: sort ? `${sort.column}:${sort.direction}` : undefined,
    startDate: day(range?.[0]),
    endDate: day(range?.[1]),
    ...filters,
  };
  return {
    page,
    pageSize,
    search,
    range,
    values,
    sort,
    query,
    /** A search or a filter narrows the list ("no match" rather than "none yet"). */
    filtered: Boolean(term || range || Object.keys(filters).length),
    searchFor(text: string) {
      setSearch(text);
      setPage(1);
    },
    between(next: DateRange) {
      setRange(next);
      setPage(1);
    },
    filter(name: string, value: FilterValue) {
      setValues((v) => ({ ...v, [name]: value }));
      setPage(1);
    },
    /** A table's paging and sort, as antd reports them. */
    show(nextPage: number, nextSize: number, nextSort?: Sort) {
      setSort(nextSort);
      setPage(nextPage);
      setPageSize(nextSize);
    },
    /** A pager's page; a new page size starts again on the first page. */
    turnTo(nextPage: number, nextSize: number) {
      setPage(nextSize === pageSize ? nextPage : 1);
      setPageSize(nextSize);
    },
    /** The rows of this page are gone (its last ones deleted): show the last page that has some. */
    fit(total: number) {
      if (page > 1 && (page - 1) * pageSize >= total) setPage(Math.max(1, Math.ceil(total / pageSize)));
    },
  };
}
export type ListState = ReturnType<typeof useListState>;
