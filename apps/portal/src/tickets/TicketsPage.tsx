import { type TicketListParams, useRedeemTicket, useTicketListing } from '@meja/client';
import { type TicketStatus, type TTicket, ticketStatuses } from '@meja/contracts';
import { can } from '@meja/contracts/permissions';
import { App, Button, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { choiceFilter } from '../kit/list/choice-filter';
import type { ListColumn } from '../kit/list/columns';
import { ListPage, textsOf } from '../kit/list/ListPage';
import { showReply } from '../lib/form-errors';
import { klDateTime } from '../lib/kl-time';
import { useSession } from '../lib/session';
import { orderLabel } from '../orders/format';
import { merchantFilter } from '../orders/MerchantSelect';
import { canRedeem } from './redeemable';

type Params = TicketListParams & { merchant?: number };

// The list page sets merchant_id from its scope (none here): the admins' merchant filter goes by its own name.
const useListing = ({ merchant, ...query }: Params, options: { enabled: boolean }) =>
  useTicketListing({ ...query, merchant_id: merchant || undefined }, options);

const statusColors: Record<TicketStatus, string> = {
  active: 'blue',
  completed: 'green',
  expired: 'orange',
  void: 'default',
};

/**
 * The ticket listing (SPEC merchant settings; GET /admin/ticket_listing): each alcohol item paid
 * for, how many of its glasses are used, the server's words for where it stands and its expiry.
 * "Redeem 1" pours one glass after a confirmation; the server's answer (or refusal: expired, used
 * up) is the toast, and the row shows the ticket as it is now.
 */
export default function TicketsPage() {
  const { t } = useTranslation();
  const user = useSession()?.user;
  const allowed = user && can(user, 'tickets.manage');
  const picks = Boolean(user && can(user, 'merchants.every'));
  const { modal } = App.useApp();
  const redeem = useRedeemTicket();

  const ask = (row: TTicket) =>
    modal.confirm({
      title: t('tickets.confirmRedeem', { name: row.name }),
      content: t('tickets.confirmRedeemBody', { left: row.left, total: row.total }),
      okText: t('tickets.redeem'),
      cancelText: t('common.cancel'),
      onOk: () => showReply(redeem.mutateAsync(row.id)),
    });

  return (
    <ListPage<TTicket, Params>
      id="tickets"
      texts={textsOf('tickets', ['intro', 'noMatch', 'filters'])}
      scope={{ allowed }}
      useRows={useListing}
      search={{ placeholder: 'tickets.search' }}
      filters={[
        ...(picks ? [byMerchant] : []),
        choiceFilter(
          'status',
          'tickets.fields.status',
          t('tickets.status.all'),
          ticketStatuses.map((s) => ({ value: s, label: t(`tickets.status.${s}`) })),
          160,
        ),
      ]}
      columns={ticketColumns(t, {
        redeeming: redeem.isPending ? redeem.variables : undefined,
        onRedeem: ask,
      })}
    />
  );
}

/** Admins: one merchant's tickets, or every merchant's (cleared). */
const byMerchant = merchantFilter('tickets.merchant');

function ticketColumns(
  t: TFunction,
  o: { redeeming: number | undefined; onRedeem: (row: TTicket) => void },
): ListColumn<TTicket>[] {
  return [
    { key: 'item', title: t('tickets.fields.item'), dataIndex: 'name' },
    {
      key: 'order',
      title: t('tickets.fields.order'),
      render: (_, r) => (
        <>
          {orderLabel(t, { id: r.order_id, order_no: r.order_no })}
          {r.receipt_no && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {r.receipt_no}
            </Typography.Text>
          )}
        </>
      ),
    },
    {
      key: 'buddy',
      title: t('tickets.fields.buddy'),
      render: (_, r) =>
        r.buddy ? (
          <>
            {r.buddy.first_name || r.buddy.phone_number}
            {r.buddy.first_name && (
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                {r.buddy.phone_number}
              </Typography.Text>
            )}
          </>
        ) : (
          <Typography.Text type="secondary">{t('tickets.guest')}</Typography.Text>
        ),
    },
    {
      key: 'used',
      title: t('tickets.fields.used'),
      align: 'right',
      render: (_, r) => t('tickets.usedOf', { used: r.used, total: r.total }),
    },
    {
      key: 'status',
      title: t('tickets.fields.status'),
      render: (_, r) => <Tag color={statusColors[r.status]}>{r.status_text}</Tag>,
    },
    { key: 'expiry', title: t('tickets.fields.expiry'), render: (_, r) => klDateTime(r.expires_at) },
    { key: 'issued', title: t('tickets.fields.issued'), render: (_, r) => klDateTime(r.created_at) },
    {
      key: 'actions',
      title: t('tickets.fields.actions'),
      render: (_, r) =>
        canRedeem(r) ? (
          <Button
            size="small"
            type="primary"
            loading={o.redeeming === r.id}
            aria-label={`${t('tickets.redeem')}: ${r.name}`}
            onClick={() => o.onRedeem(r)}
          >
            {t('tickets.redeem')}
          </Button>
        ) : null,
    },
  ];
}
