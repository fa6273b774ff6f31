import type { TUser } from '@meja/contracts';
import { formatMoney } from '@meja/contracts/money-format';
import { Progress, Space, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { ListColumn } from '../kit/list/columns';
import type { ColumnKey } from './listings';

type AllowanceKey = Extract<ColumnKey, `allowance${string}`>;

const statusColors: Record<NonNullable<TUser['allowance']>['status'], string> = {
  accumulating: 'blue',
  not_entitled: 'default',
  pending: 'gold',
  done: 'cyan',
  completed: 'green',
  declined: 'red',
};

const dash = '—';

/**
 * The allowance list's columns (SPEC §2, §9): a recruited merchant's agent, its accumulated sales
 * towards the RM10,000 target with a bar, where the allowance stands, and its amount.
 */
export function allowanceColumns(t: TFunction): Record<AllowanceKey, ListColumn<TUser>> {
  return {
    allowanceAgent: {
      title: t('users.columns.allowanceAgent'),
      render: (_: unknown, u) =>
        u.allowance ? (
          <Space size={4}>
            {u.allowance.agent_name}
            {!u.allowance.entitled && <Tag>{t('users.allowance.statuses.not_entitled')}</Tag>}
          </Space>
        ) : (
          dash
        ),
    },
    allowanceSales: {
      title: t('users.columns.allowanceSales'),
      render: (_: unknown, u) => {
        const a = u.allowance;
        if (!a) return dash;
        const percent = Math.min(100, Math.floor((a.sales_sen / a.target_sen) * 100));
        return (
          <div style={{ minWidth: 220 }}>
            <Typography.Text>
              {t('users.allowance.of', {
                sales: formatMoney(a.sales_sen),
                target: formatMoney(a.target_sen),
              })}
            </Typography.Text>
            <Progress
              percent={percent}
              size="small"
              status={a.sales_sen >= a.target_sen ? 'success' : 'normal'}
              aria-label={t('users.columns.allowanceSales')}
            />
          </div>
        );
      },
    },
    allowanceStatus: {
      title: t('users.columns.allowanceStatus'),
      render: (_: unknown, u) =>
        u.allowance ? (
          <Tag color={statusColors[u.allowance.status]}>
            {t(`users.allowance.statuses.${u.allowance.status}`)}
          </Tag>
        ) : (
          dash
        ),
    },
    allowanceAmount: {
      title: t('users.columns.allowanceAmount'),
      align: 'right',
      render: (_: unknown, u) => (u.allowance ? formatMoney(u.allowance.amount_sen) : dash),
    },
  };
}
