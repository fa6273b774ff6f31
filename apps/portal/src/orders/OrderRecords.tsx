import { type Role, roles, type TOrderDetail } from '@meja/contracts';
import { Table, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateTime, eventText, formatRM, methodText, PrintTag } from './format';
import {
  attemptOutcomeText,
  attemptSourceText,
  type GatewayPaymentStatus,
  gatewayStatusText,
  gatewayText,
  historyReasonText,
  historyStatusText,
  isGatewayPaymentStatus,
  payerMethodName,
  printKindText,
} from './words';

type Payment = TOrderDetail['payments'][number];

const isRole = (role: string): role is Role => (roles as readonly string[]).includes(role);

const gatewayStatusColors: Record<GatewayPaymentStatus, string> = {
  pending: 'gold',
  paid: 'green',
  failed: 'red',
};

/** Payments (each with its attempts), refunds, give-backs, prints and the order's history. */
export function OrderRecords({ order }: { order: TOrderDetail }) {
  const { t } = useTranslation();
  const lineName = new Map(order.lines.map((l) => [l.id, l.name]));
  return (
    <>
      <section>
        <Typography.Title level={5}>{t('orders.detail.payments')}</Typography.Title>
        <Table<Payment>
          rowKey="id"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('orders.detail.noPayments') }}
          dataSource={order.payments}
          expandable={{
            rowExpandable: (p) => p.attempts.length > 0,
            expandedRowRender: (p) => (
              <Table
                rowKey={(a) => `${a.created_at}:${a.source}`}
                size="small"
                pagination={false}
                dataSource={p.attempts}
                columns={[
                  { key: 'at', title: t('orders.detail.when'), render: (_, a) => dateTime(a.created_at) },
                  {
                    key: 'source',
                    title: t('orders.detail.attempts'),
                    render: (_, a) => attemptSourceText(t, a.source),
                  },
                  {
                    key: 'outcome',
                    title: t('orders.fields.status'),
                    render: (_, a) => attemptOutcomeText(t, a.outcome),
                  },
                ]}
              />
            ),
          }}
          columns={[
            {
              key: 'at',
              title: t('orders.detail.when'),
              render: (_, p) => dateTime(p.paid_at ?? p.created_at),
            },
            {
              key: 'method',
              title: t('orders.fields.method'),
              // "Sandbox · Card", "Billplz · FPX · Maybank2U": the gateway, its channel, the bank or wallet.
              render: (_, p) =>
                [gatewayText(t, p.gateway), methodText(t, p.channel), p.method && payerMethodName(p.method)]
                  .filter(Boolean)
                  .join(' · '),
            },
            { key: 'amount', title: t('orders.fields.amount'), render: (_, p) => formatRM(p.amount_sen) },
            {
              key: 'status',
              title: t('orders.fields.status'),
              render: (_, p) => (
                <Tag color={isGatewayPaymentStatus(p.status) ? gatewayStatusColors[p.status] : undefined}>
                  {gatewayStatusText(t, p.status)}
                </Tag>
              ),
            },
            { key: 'ref', title: t('orders.detail.reference'), render: (_, p) => p.gateway_ref ?? '—' },
          ]}
        />
      </section>
      <section>
        <Typography.Title level={5}>{t('orders.detail.refunds')}</Typography.Title>
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('orders.detail.noRefunds') }}
          dataSource={order.refunds}
          columns={[
            { key: 'at', title: t('orders.detail.when'), render: (_, r) => dateTime(r.created_at) },
            { key: 'amount', title: t('orders.fields.amount'), render: (_, r) => formatRM(r.amount_sen) },
            {
              key: 'method',
              title: t('orders.statusModal.refundMethod'),
              render: (_, r) => methodText(t, r.method),
            },
            {
              key: 'what',
              title: t('orders.detail.what'),
              render: (_, r) =>
                r.line_ids.length
                  ? r.line_ids.map((id) => lineName.get(id) ?? `#${id}`).join(', ')
                  : t('orders.statusModal.whole'),
            },
            { key: 'reason', title: t('orders.detail.reason'), dataIndex: 'reason' },
            { key: 'who', title: t('orders.detail.who'), render: (_, r) => r.actor?.name ?? '—' },
          ]}
        />
      </section>
      {order.give_backs.length > 0 && (
        <section>
          <Typography.Title level={5}>{t('orders.detail.giveBacks')}</Typography.Title>
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={order.give_backs}
            columns={[
              { key: 'at', title: t('orders.detail.when'), render: (_, g) => dateTime(g.created_at) },
              { key: 'amount', title: t('orders.fields.amount'), render: (_, g) => formatRM(g.amount_sen) },
              {
                key: 'method',
                title: t('orders.giveBack.method'),
                render: (_, g) => t(`orders.giveBack.methods.${g.method}`),
              },
              { key: 'reason', title: t('orders.detail.reason'), dataIndex: 'reason' },
              { key: 'note', title: t('orders.giveBack.note'), render: (_, g) => g.note ?? '—' },
              { key: 'who', title: t('orders.detail.who'), render: (_, g) => g.actor?.name ?? '—' },
            ]}
          />
        </section>
      )}
      <section>
        <Typography.Title level={5}>{t('orders.detail.prints')}</Typography.Title>
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('orders.detail.noPrints') }}
          dataSource={order.prints}
          columns={[
            {
              key: 'at',
              title: t('orders.detail.when'),
              render: (_, p) => dateTime(p.printed_at ?? p.created_at),
            },
            { key: 'kind', title: t('orders.detail.what'), render: (_, p) => printKindText(t, p.kind) },
            {
              key: 'printer',
              title: t('orders.detail.printer'),
              render: (_, p) => p.printer ?? t('orders.detail.mainPrinter'),
            },
            {
              key: 'status',
              title: t('orders.fields.status'),
              render: (_, p) => <PrintTag status={p.status} />,
            },
            { key: 'tries', title: t('orders.detail.tries'), dataIndex: 'attempts' },
            {
              key: 'error',
              title: '',
              render: (_, p) =>
                p.last_error && <Typography.Text type="danger">{p.last_error}</Typography.Text>,
            },
          ]}
        />
      </section>
      <section>
        <Typography.Title level={5}>{t('orders.detail.history')}</Typography.Title>
        {order.history.length === 0 ? (
          <Typography.Text type="secondary">{t('orders.detail.noHistory')}</Typography.Text>
        ) : (
          <Timeline
            items={order.history.map((h) => ({
              key: h.id,
              title: dateTime(h.created_at),
              content: (
                <>
                  <Typography.Text strong>{eventText(t, h.kind)}</Typography.Text>
                  {h.line_name && <> · {h.line_name}</>}
                  {(h.from_status || h.to_status) && (
                    <Typography.Text type="secondary">
                      {' '}
                      ({historyStatusText(t, h.kind, h.from_status)} →{' '}
                      {historyStatusText(t, h.kind, h.to_status)})
                    </Typography.Text>
                  )}
                  <div>
                    <Typography.Text type="secondary">
                      {t('orders.detail.who')}:{' '}
                      {h.actor
                        ? `${h.actor.name} (${isRole(h.actor.role) ? t(`roles.${h.actor.role}`) : h.actor.role})`
                        : t('orders.detail.system')}
                    </Typography.Text>
                  </div>
                  {h.reason && (
                    <div>
                      {t('orders.detail.reason')}: {historyReasonText(t, h.kind, h.reason)}
                    </div>
                  )}
                </>
              ),
            }))}
          />
        )}
      </section>
    </>
  );
}
