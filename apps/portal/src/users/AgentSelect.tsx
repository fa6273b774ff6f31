import { useUsers } from '@meja/client';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../lib/use-debounced';

interface Props {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** The agent already chosen, so its name shows before any search. */
  current?: { id: number; name: string } | null;
}

/** Picks an agent (listing_type=agent), searching on the server as the user types. */
export function AgentSelect({ id, value, onChange, current }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const term = useDebounced(search);
  const agents = useUsers({
    listing_type: 'agent',
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
      placeholder={t('users.fields.agentPlaceholder')}
      loading={agents.isFetching}
      options={options}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      notFoundContent={null}
    />
  );
}
