import { Form, Input } from 'antd';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterKey, FilterValue, ListState } from './useListState';

/** A key of the portal's catalogue. */
export type TextKey = ParseKeys;

export interface FilterField {
  /** The id its label points to. */
  id: string;
  value: FilterValue;
  onChange: (value: FilterValue) => void;
}

/** `name`: the query parameter it sets, and its key in the list's address. */
export interface ListFilter extends FilterKey {
  /** Catalogue key of its label; without one the input names itself. */
  label?: TextKey;
  /** Before the search box rather than after it. */
  first?: boolean;
  /** On a line of its own, under the others. */
  wide?: boolean;
  /** Its input; `list` for a filter that sets more than its own value (a date range). */
  input: (field: FilterField, list: ListState) => ReactNode;
}

export interface SearchBox {
  /** Catalogue keys; without a label the placeholder names the box. */
  placeholder: TextKey;
  label?: TextKey;
  width?: number;
}

export interface ListFiltersProps {
  /** The list's name: the form's and the inputs' ids. */
  id: string;
  list: ListState;
  search?: SearchBox;
  filters?: ListFilter[];
  /** Catalogue key naming the whole form for screen readers. */
  label?: TextKey;
}

/** The search box and the filters above a list, in one row that wraps. */
export function ListFilters({ id, list, search, filters = [], label }: ListFiltersProps) {
  const { t } = useTranslation();
  if (!search && filters.length === 0) return null;
  const filter = (f: ListFilter) => (
    <Form.Item
      key={f.name}
      label={f.label && t(f.label)}
      htmlFor={`${f.name}-${id}`}
      style={f.wide ? { flex: '0 0 100%' } : undefined}
    >
      {f.input(
        { id: `${f.name}-${id}`, value: list.values[f.name], onChange: (v) => list.filter(f.name, v) },
        list,
      )}
    </Form.Item>
  );
  return (
    <Form
      name={`filters-${id}`}
      layout="inline"
      colon={false}
      aria-label={label && t(label)}
      style={{ marginBottom: 16, rowGap: 12 }}
    >
      {filters.filter((f) => f.first).map(filter)}
      {search && (
        <Form.Item label={search.label && t(search.label)} htmlFor={`search-${id}`}>
          <Input
            id={`search-${id}`}
            type="search"
            allowClear
            aria-label={search.label ? undefined : t(search.placeholder)}
            placeholder={t(search.placeholder)}
            value={list.search}
            onChange={(e) => list.searchFor(e.target.value)}
            style={{ width: search.width ?? 280 }}
          />
        </Form.Item>
      )}
      {filters.filter((f) => !f.first).map(filter)}
    </Form>
  );
}
