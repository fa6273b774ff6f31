import { Select } from 'antd';
import type { ListFilter, TextKey } from './ListFilters';

export interface Choice {
  value: string;
  label: string;
}

/** A filter to one of `options` (a status, a kind), "all" (`all`, '') first and to start with. */
export const choiceFilter = (
  name: string,
  label: TextKey,
  all: string,
  options: Choice[],
  width: number,
): ListFilter => ({
  name,
  label,
  initial: '',
  input: (field) => <Select {...field} style={{ width }} options={[{ value: '', label: all }, ...options]} />,
});
