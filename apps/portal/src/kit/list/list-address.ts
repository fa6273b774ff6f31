import { klDayPicker } from '../../lib/kl-time';

/** A filter's value; '' and undefined mean "any" and are left out of the query. */
export type FilterValue = string | number | undefined;
export interface Sort {
  column: string;
  direction: 'asc' | 'desc';
}

/** A filter as the address keeps it: under its name, unless it shows its `initial` value. */
export interface FilterKey {
  name: string;
  initial?: FilterValue;
  /** An id (a merchant, a category, a person): read back from the address as a number. */
  number?: boolean;
}

/** What a list shows, as its address keeps it (a reload or a shared link shows the same). */
export interface ListView {
  page: number;
  pageSize: number;
  search: string;
  /** Kuala Lumpur days, "YYYY-MM-DD"; either end open. */
  startDate?: string;
  endDate?: string;
  sort?: Sort;
  values: Record<string, FilterValue>;
}

/** The list's own keys; a filter's key is its name. Any other key is the page's and stays. */
const listKeys = ['page', 'size', 'search', 'order', 'startDate', 'endDate'];

const empty = (v: FilterValue) => v === '' || v === undefined;
const countIn = (raw: string | null) => (raw && /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : undefined);
const dayIn = (raw: string | null) => (raw && klDayPicker(raw) ? raw : undefined);

function sortIn(raw: string | null): Sort | undefined {
  const [, column, direction] = raw?.match(/^([\w.]+):(asc|desc)$/) ?? [];
  return column ? { column, direction: direction as Sort['direction'] } : undefined;
}

function valueIn(raw: string | null, filter: FilterKey): FilterValue {
  if (raw === null) return filter.initial;
  if (!filter.number) return raw;
  return /^\d{1,15}$/.test(raw) ? Number(raw) : undefined;
}

/** What the address says the list shows; anything it cannot read is the list's default. */
export function readView(params: URLSearchParams, pageSize: number, filters: FilterKey[]): ListView {
  return {
    page: countIn(params.get('page')) ?? 1,
    pageSize: countIn(params.get('size')) ?? pageSize,
    search: params.get('search') ?? '',
    startDate: dayIn(params.get('startDate')),
    endDate: dayIn(params.get('endDate')),
    sort: sortIn(params.get('order')),
    values: Object.fromEntries(filters.map((f) => [f.name, valueIn(params.get(f.name), f)])),
  };
}

/** The address of `view`: the page's own keys as they were, the list's only where not default. */
export function writeView(
  view: ListView,
  params: URLSearchParams,
  pageSize: number,
  filters: FilterKey[],
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [...listKeys, ...filters.map((f) => f.name)]) next.delete(key);
  const set = (key: string, value: string | number | false | undefined) => {
    if (value !== undefined && value !== false) next.set(key, String(value));
  };
  set('page', view.page > 1 && view.page);
  set('size', view.pageSize !== pageSize && view.pageSize);
  set('search', view.search || undefined);
  set('order', view.sort && `${view.sort.column}:${view.sort.direction}`);
  set('startDate', view.startDate);
  set('endDate', view.endDate);
  for (const f of filters) {
    const value = view.values[f.name];
    // "Any" where the filter starts on a value is said with an empty key.
    if (value !== f.initial && !(empty(value) && empty(f.initial))) set(f.name, value ?? '');
  }
  return next;
}
