import { useUsers } from '@meja/client';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListFilter, TextKey } from '../kit/list/ListFilters';
import { useDebounced } from '../lib/use-debounced';

/**
 * Admins: one merchant's orders, or every merchant's (cleared); searches as the user types.
 * `placeholder` and `label` for a screen that needs a merchant ("Choose a merchant").
 */
export function MerchantSelect({
  id,
  value,
  onChange,
  placeholder,
  label,
}: {
  id?: string;
  value?: number;
  onChange: (value: number | undefined) => void;
  placeholder?: string;
  label?: string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const term = useDebounced(search);
  const merchants = useUsers({
    listing_type: 'merchant',
    length: 20,
    search: term || undefined,
    order: 'name:asc',
  });
  return (
    <Select<number>
      id={id}
      allowClear
      value={value}
      onChange={(v) => onChange(v ?? undefined)}
      placeholder={placeholder ?? t('orders.board.allMerchants')}
      aria-label={label}
      loading={merchants.isFetching}
      options={(merchants.data?.data ?? []).map((m) => ({
        value: m.id,
        label: `${m.name ?? m.username} (${m.username})`,
      }))}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      notFoundContent={null}
      style={{ width: 240 }}
    />
  );
}

/**
 * A list's merchant filter (admins, agents): the list's own value, or one the page keeps in its
 * address (`chosen`: members, reports), with the page's placeholder.
 */
export const merchantFilter = (
  label: TextKey,
  chosen?: { value: number | undefined; onChange: (value: number | undefined) => void; placeholder?: string },
): ListFilter => ({
  name: 'merchant',
  number: true,
  label,
  first: true,
  input: ({ id, value, onChange }) =>
    chosen ? (
      <MerchantSelect
        id={id}
        value={chosen.value}
        onChange={chosen.onChange}
        placeholder={chosen.placeholder}
      />
    ) : (
      <MerchantSelect id={id} value={typeof value === 'number' ? value : undefined} onChange={onChange} />
    ),
});
