import type { SettingsHistoryParams } from '@meja/client';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../kit/list/columns';
import { ListPage, type Rows } from '../kit/list/ListPage';
import { klDateTime } from '../lib/kl-time';

/** A version as the history lists it: who saved it and when, besides what it says. */
interface Version {
  id: number;
  changed_by: string | null;
  changed_at: string;
}

/**
 * Every version of a setting kept in setting_versions, newest first: when, who, then the kind's own
 * columns (what it was set to). Payout has its own (SettingsHistory.tsx), its rows are wider.
 */
export function VersionHistory<Row extends Version>(p: {
  id: string;
  useRows: (query: SettingsHistoryParams, options: { enabled: boolean }) => Rows<Row>;
  columns: ListColumn<NoInfer<Row>>[];
}) {
  const { t } = useTranslation();
  const columns: ListColumn<NoInfer<Row>>[] = [
    { key: 'at', title: t('settingsHistory.at'), render: (_, v) => klDateTime(v.changed_at) },
    { key: 'by', title: t('settingsHistory.by'), render: (_, v) => v.changed_by ?? '—' },
    ...p.columns,
  ];
  return (
    <ListPage<Row, SettingsHistoryParams>
      id={p.id}
      texts={{
        title: 'settingsHistory.title',
        empty: 'settingsHistory.empty',
        total: 'settingsHistory.total',
      }}
      useRows={p.useRows}
      columns={columns}
    />
  );
}
