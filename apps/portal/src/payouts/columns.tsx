import type { PayoutStatus, TPayoutItem } from '@meja/contracts';
import { Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { actionsColumn, type ListColumn, type RowAction } from '../kit/list/columns';
import { klDateTime } from '../lib/kl-time';
import { formatRM } from '../lib/money';
import { movesOf, type PayoutMove } from './rules';

const statusColors: Record<PayoutStatus, string> = {
  pending: 'gold',
  done: 'blue',
  completed: 'green',
  declined: 'red',
};

export function PayoutStatusTag({ status, t }: { status: PayoutStatus; t: TFunction }) {
  return <Tag color={statusColors[status]}>{t(`payouts.statuses.${status}`)}</Tag>;
}

/** +RM 2.00 / −RM 5.00; nothing when no adjustment was made. */
export const signedRM = (sen: number) =>
  sen === 0 ? '—' : `${sen > 0 ? '+' : '−'}${formatRM(Math.abs(sen))}`;

const secondary = (text: string) => (
  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
    {text}
  </Typography.Text>
);

export interface PayoutColumnsOptions {
  /** Redemption settlements have a date they must be paid by. */
  withDueDate: boolean;
  /** Several kinds in one list (commission: agent and mentor). */
  withKind: boolean;
  /** Items that arise from a merchant (allowance, redemption) are in the list. */
  withMerchant: boolean;
  /** Admins see everyone's items; agents and merchants only their own. */
  withBeneficiary: boolean;
  /** Admins: the moves each row's state allows. */
  onMove?: (move: PayoutMove, row: TPayoutItem) => void;
  onOpen: (row: TPayoutItem) => void;
}

export function payoutColumns(t: TFunction, o: PayoutColumnsOptions): ListColumn<TPayoutItem>[] {
  const columns: ListColumn<TPayoutItem>[] = [{ key: 'id', title: t('payouts.fields.id'), dataIndex: 'id' }];
  if (o.withBeneficiary) {
    columns.push({
      key: 'beneficiary',
      title: t('payouts.fields.beneficiary'),
      render: (_, r) => (
        <>
          {r.beneficiary.name}
          {secondary(t(`roles.${r.beneficiary.role}` as 'roles.agent', { defaultValue: r.beneficiary.role }))}
        </>
      ),
    });
  }
  if (o.withKind) {
    columns.push({
      key: 'kind',
      title: t('payouts.fields.kind'),
      render: (_, r) => t(`payouts.kinds.${r.kind}`),
    });
  }
  if (o.withMerchant) {
    columns.push({
      key: 'merchant',
      title: t('payouts.fields.merchant'),
      render: (_, r) => r.merchant?.name ?? '—',
    });
  }
  columns.push(
    {
      key: 'amount',
      title: t('payouts.fields.amount'),
      align: 'right',
      render: (_, r) => formatRM(r.amount_sen),
    },
    {
      key: 'adjustment',
      title: t('payouts.fields.adjustment'),
      align: 'right',
      render: (_, r) =>
        r.adjustment_reason ? (
          <Tooltip title={r.adjustment_reason}>
            <span>{signedRM(r.adjustment_sen)}</span>
            {secondary(r.adjustment_reason)}
          </Tooltip>
        ) : (
          signedRM(r.adjustment_sen)
        ),
    },
    {
      key: 'payable',
      title: t('payouts.fields.payable'),
      align: 'right',
      render: (_, r) => <strong>{formatRM(r.payable_sen)}</strong>,
    },
    {
      key: 'status',
      title: t('payouts.fields.status'),
      render: (_, r) => <PayoutStatusTag status={r.status} t={t} />,
    },
  );
  if (o.withDueDate) {
    columns.push({ key: 'due_on', title: t('payouts.fields.dueOn'), render: (_, r) => r.due_on ?? '—' });
  }
  columns.push(
    {
      key: 'created',
      title: t('payouts.fields.created'),
      render: (_, r) => klDateTime(r.created_at),
    },
    actionsColumn<TPayoutItem>(t('payouts.fields.actions'), (r) => {
      const labels: Record<PayoutMove, string> = {
        approve: t('payouts.approve'),
        complete: t('payouts.complete'),
        adjust: t('payouts.adjust'),
        decline: t('payouts.decline'),
      };
      const moves: RowAction[] = o.onMove
        ? movesOf(r.status).map((move) => ({
            label: labels[move],
            danger: move === 'decline',
            onClick: () => o.onMove?.(move, r),
          }))
        : [];
      return [...moves, { label: t('payouts.details'), onClick: () => o.onOpen(r) }];
    }),
  );
  return columns;
}
