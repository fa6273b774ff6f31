import { DatePicker } from 'antd';
import type { ListFilter, TextKey } from './ListFilters';

/**
 * A created-between filter: SPEC's startDate and endDate, either end open. Its own module, so the
 * date picker loads only with the lists that have one. A report names it `range`, puts it first
 * and shows the range the server applied as the placeholder.
 */
export const dateRange = (
  label: TextKey,
  o: { name?: string; first?: boolean; placeholder?: [string, string] } = {},
): ListFilter => ({
  name: o.name ?? 'created',
  label,
  ...(o.first && { first: true }),
  input: ({ id }, list) => (
    <DatePicker.RangePicker
      id={{ start: id }}
      value={list.range}
      onChange={list.between}
      allowEmpty={[true, true]}
      placeholder={o.placeholder}
    />
  ),
});
