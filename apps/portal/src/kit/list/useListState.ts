import type { TPagingQuery } from '@meja/contracts';
import type { Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { klDayOf, klDayPicker } from '../../lib/kl-time';
import {
  type FilterKey,
  type FilterValue,
  type ListView,
  readView,
  type Sort,
  writeView,
} from './list-address';
import { useSearchDraft } from './search-draft';

export type { FilterKey, FilterValue, Sort } from './list-address';
export type DateRange = [Dayjs | null, Dayjs | null] | null;

/** SPEC's paging parameters, plus the list's own filters by their query names. */
export type ListQuery = TPagingQuery & Record<string, FilterValue>;

/**
 * What a list shows: the page, the search (taken once typing pauses), the sort, a date range and
 * `filters`. Any change of what is shown starts again on the first page. A list page keeps it in
 * the address, so a reload or a shared link shows the same and back and forward step through what
 * was shown; a picker in a dialog keeps it in `memory`.
 */
export function useListState(pageSize: number, filters: FilterKey[] = [], keep?: 'memory') {
  const [address, setAddress] = useSearchParams();
  const [memory, setMemory] = useState(() => new URLSearchParams());
  const written = useRef(memory);
  const view = readView(keep === 'memory' ? memory : address, pageSize, filters);
  const { page, search, sort, values, startDate, endDate } = view;
  /**
   * Changes what is shown, from what the address says now: the router draws a change in a
   * transition, so a click right after another may come before the first is drawn. A search
   * replaces the entry in history (not one per pause in typing); any other change adds one.
   */
  const go = (change: (now: ListView) => Partial<ListView>, replace = false) => {
    const base = keep === 'memory' ? written.current : new URLSearchParams(window.location.search);
    const now = readView(base, pageSize, filters);
    const next = writeView({ ...now, ...change(now) }, base, pageSize, filters);
    if (keep === 'memory') {
      written.current = next;
      setMemory(next);
    } else setAddress(next, { replace });
  };
  const [draft, type] = useSearchDraft(search, (text) => go(() => ({ search: text, page: 1 }), true));

  const term = search.trim();
  const range: DateRange = startDate || endDate ? [klDayPicker(startDate), klDayPicker(endDate)] : null;
  const chosen = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '' && v !== undefined));

  const query: ListQuery = {
    start: (page - 1) * view.pageSize,
    length: view.pageSize,
    search: term || undefined,
    order: sort ? `${sort.column}:${sort.direction}` : undefined,
    startDate,
    endDate,
    ...chosen,
  };
  return {
    page,
    pageSize: view.pageSize,
    /** The search box's text, as typed. */
    search: draft,
    range,
    values,
    sort,
    query,
    /** A search or a filter narrows the list ("no match" rather than "none yet"). */
    filtered: Boolean(term || range || Object.keys(chosen).length),
    searchFor: type,
    between(next: DateRange) {
      go(() => ({ startDate: klDayOf(next?.[0]), endDate: klDayOf(next?.[1]), page: 1 }));
    },
    filter(name: string, value: FilterValue) {
      go((now) => ({ values: { ...now.values, [name]: value }, page: 1 }));
    },
    /** A table's paging and sort, as antd reports them. */
    show(nextPage: number, nextSize: number, nextSort?: Sort) {
      go(() => ({ sort: nextSort, page: nextPage, pageSize: nextSize }));
    },
    /** A pager's page; a new page size starts again on the first page. */
    turnTo(nextPage: number, nextSize: number) {
      go((now) => ({ page: nextSize === now.pageSize ? nextPage : 1, pageSize: nextSize }));
    },
    /** The rows of this page are gone (its last ones deleted): show the last page that has some. */
    fit(total: number) {
      if (page > 1 && (page - 1) * view.pageSize >= total) {
        go(() => ({ page: Math.max(1, Math.ceil(total / view.pageSize)) }), true);
      }
    },
  };
}
export type ListState = ReturnType<typeof useListState>;
