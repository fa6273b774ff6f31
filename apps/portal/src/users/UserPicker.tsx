import { useUsers } from '@meja/client';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../lib/use-debounced';

interface Props {
  /** Whom to pick from: an agent (the upline) or a sub-agent (who handles a merchant). */
  listing: 'agent' | 'sub_agent';
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** The person already chosen, so their name shows before any search. */
  current?: { id: number; name: string } | null;
}

/** Picks an agent or a sub-agent the caller can see, searching on the server as the user types. */
export function UserPicker({ listing, id, value, onChange, current }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const term = useDebounced(search);
  const agents = useUsers({
    listing_type: listing,
    length: 20,
    search: term || undefined,
    order: 'name:asc',
  });

  const options = (agents.data?.data ?? []).map((a) => ({
    value: a.id,
    label: `${a.name ?? a.username} (${a.username})`,
  }));
  if (current && !options.some((o) => o.value === current.id)) {
    options.unshift({ value: current.id, label: current.name });
  }

  return (
    <Select<number | null>
      id={id}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      allowClear
      placeholder={t(
        listing === 'agent' ? 'users.fields.agentPlaceholder' : 'users.fields.subAgentPlaceholder',
      )}
      loading={agents.isFetching}
      options={options}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      notFoundContent={null}
    />
  );
}
