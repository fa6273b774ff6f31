import { useUsers } from '@meja/client';
import { Result, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../lib/use-debounced';

/** An admin's first step on the kitchen and serve screens: whose orders to show. */
export function MerchantChoice({ title, onChoose }: { title: string; onChoose: (id: number) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const term = useDebounced(search);
  const merchants = useUsers({ listing_type: 'merchant', length: 20, search: term || undefined });
  return (
    <Result
      status="info"
      title={title}
      subTitle={t('kitchen.chooseMerchant')}
      extra={
        <Select<number>
          showSearch
          filterOption={false}
          onSearch={setSearch}
          onChange={onChoose}
          loading={merchants.isFetching}
          placeholder={t('kitchen.merchant')}
          aria-label={t('kitchen.merchant')}
          style={{ width: 320, maxWidth: '100%' }}
          options={(merchants.data?.data ?? []).map((m) => ({
            value: m.id,
            label: m.name ? `${m.name} (${m.username})` : m.username,
          }))}
        />
      }
    />
  );
}
