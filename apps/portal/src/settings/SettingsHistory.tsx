import { type SettingsHistoryParams, usePayoutSettingsHistory } from '@meja/client';
import type { TPayoutSettings } from '@meja/contracts';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../kit/list/ListPage';
import { klDateTime } from '../lib/kl-time';
import { formatRM } from '../lib/money';

const levels = (s: TPayoutSettings) =>
  [s.referral_level_1, s.referral_level_2, s.referral_level_3, s.referral_level_4, s.referral_level_5]
    .map((v) => `${v}%`)
    .join(' / ');

/** Every version of the payout setting, newest first: who changed it, when, and to what. */
export function SettingsHistory() {
  const { t } = useTranslation();
  return (
    <ListPage<TPayoutSettings, SettingsHistoryParams>
      id="payout-settings-history"
      texts={{
        title: 'payoutSettings.history.title',
        empty: 'payoutSettings.history.empty',
        total: 'payoutSettings.history.total',
      }}
      useRows={usePayoutSettingsHistory}
      columns={[
        { key: 'at', title: t('payoutSettings.history.at'), render: (_, s) => klDateTime(s.changed_at) },
        { key: 'by', title: t('payoutSettings.history.by'), render: (_, s) => s.changed_by ?? '—' },
        {
          key: 'shares',
          title: t('payoutSettings.history.shares'),
          render: (_, s) => `${s.buddy_cashback}% / ${s.agent_commission}% / ${s.mentor_commission}%`,
        },
        { key: 'referral', title: t('payoutSettings.history.referral'), render: (_, s) => levels(s) },
        {
          key: 'allowance',
          title: t('payoutSettings.history.allowance'),
          align: 'right',
          render: (_, s) => formatRM(s.recruitment_allowance_sen),
        },
        {
          key: 'total',
          title: t('payoutSettings.history.total'),
          align: 'right',
          render: (_, s) => `${s.total_percent}%`,
        },
      ]}
    />
  );
}
