import { useUsers } from '@meja/client';
import type { TUser } from '@meja/contracts';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../lib/use-debounced';

interface Props {
  /** Whom to pick from: an agent (the upline), a sub-agent (who handles a merchant) or a buddy. */
  listing: 'agent' | 'sub_agent' | 'buddy';
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** The person already chosen, so their name shows before any search. */
  current?: { id: number; name: string } | null;
  /** Shown while nothing is picked, instead of the listing's own words. */
  placeholder?: string;
}

type Option = { value: number; label: string };

/** A buddy by name with the phone and e-mail that tell two of the same name apart; others by name and username. */
const labelOf = (u: TUser) =>
  u.type === 'buddy'
    ? [...new Set([u.first_name ?? u.name ?? u.username, u.phone_number, u.email])]
        .filter(Boolean)
        .join(' · ')
    : `${u.name ?? u.username} (${u.username})`;

/**
 * Picks an agent, a sub-agent or a buddy the caller can see, searching on the server (name,
 * username, phone or e-mail) as the user types.
 */
export function UserPicker({ listing, id, value, onChange, current, placeholder }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  // The one picked keeps its name once another search no longer lists it.
  const [picked, setPicked] = useState<Option>();
  const term = useDebounced(search);
  const agents = useUsers({
    listing_type: listing,
    length: 20,
    search: term || undefined,
    order: 'name:asc',
  });

  const options: Option[] = (agents.data?.data ?? []).map((a) => ({ value: a.id, label: labelOf(a) }));
  const kept = [current && { value: current.id, label: current.name }, picked?.value === value && picked];
  for (const o of kept) if (o && !options.some((x) => x.value === o.value)) options.unshift(o);

  return (
    <Select<number | null>
      id={id}
      value={value ?? undefined}
      onChange={(v, option) => {
        setPicked(option && !Array.isArray(option) ? (option as Option) : undefined);
        onChange?.(v ?? null);
      }}
      allowClear
      placeholder={
        placeholder ??
        t(listing === 'agent' ? 'users.fields.agentPlaceholder' : 'users.fields.subAgentPlaceholder')
      }
      loading={agents.isFetching}
      options={options}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      notFoundContent={null}
    />
  );
}
