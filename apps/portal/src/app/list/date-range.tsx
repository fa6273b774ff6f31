import { DatePicker } from 'antd';
import type { ListFilter, TextKey } from './ListFilters';

/**
 * A created-between filter: SPEC's startDate and endDate, either end open. Its own module, so the
 * date picker loads only with the lists that have one.
 */
export const dateRange = (label: TextKey): ListFilter => ({
  name: 'created',
  label,
  input: ({ id }, list) => (
    <DatePicker.RangePicker
      id={{ start: id }}
      value={list.range}
      onChange={list.between}
      allowEmpty={[true, true]}
    />
  ),
});
