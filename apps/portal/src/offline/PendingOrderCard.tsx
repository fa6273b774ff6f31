import { ClockCircleOutlined, DollarOutlined } from '@ant-design/icons';
import { senToRM } from '@meja/contracts';
import { App, Button, Card, Flex, Form, Modal, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFormError } from '../lib/form-errors';
import { formatRM } from '../lib/money';
import { ReceivedField, senOf } from '../orders/CashFields';
import { clock } from '../orders/format';
import { payPendingKeyIn } from './actions';
import type { PendingKeyIn } from './pending';

/**
 * An order keyed in on this device that the server has not created yet: its table, lines and
 * subtotal as the menu priced them, marked "Waiting to send", and the cashier may take the cash
 * for it now (sent with it, after it).
 */
export function PendingOrderCard({ order, canAct }: { order: PendingKeyIn; canAct: boolean }) {
  const { t } = useTranslation();
  const [paying, setPaying] = useState(false);
  const { summary, payment } = order;
  return (
    <Card
      size="small"
      className="order-card order-card-pending"
      data-testid="pending-order"
      aria-label={`${t('offline.pending.waiting')}, ${summary.table}`}
      style={{ height: '100%', borderStyle: 'dashed' }}
      title={
        <Flex align="baseline" gap={8}>
          <Typography.Text strong style={{ fontSize: 18 }}>
            {summary.table}
          </Typography.Text>
        </Flex>
      }
      extra={<Typography.Text strong>{formatRM(summary.total_sen ?? summary.subtotal_sen)}</Typography.Text>}
    >
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">
          <time dateTime={order.at}>{clock(order.at)}</time> · {t('offline.pending.keyedIn')}
        </Typography.Text>
        <Space wrap size={[4, 4]}>
          <Tag icon={<ClockCircleOutlined />} color="gold">
            {t('offline.pending.waiting')}
          </Tag>
          {payment ? (
            <Tag color="green">
              {payment.method === 'cash' && payment.tendered
                ? t('offline.pending.paidInCash', { tendered: payment.tendered })
                : t('offline.pending.paidBy', { method: t(`orders.method.${payment.method}`) })}
            </Tag>
          ) : (
            <Tag color="orange">{t('orders.payment.unpaid')}</Tag>
          )}
          {summary.take_away && <Tag>{t('orders.flags.takeAway')}</Tag>}
        </Space>
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {summary.lines.map((l, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines never move
            <li key={i}>
              {l.quantity} × {l.name}{' '}
              {l.detail && <Typography.Text type="secondary">({l.detail})</Typography.Text>}{' '}
              <Typography.Text type="secondary">{formatRM(l.amount_sen)}</Typography.Text>
            </li>
          ))}
        </ul>
        {summary.note && <Typography.Text italic>“{summary.note}”</Typography.Text>}
        {summary.total_sen === undefined ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('offline.pending.subtotal')}: {formatRM(summary.subtotal_sen)}.{' '}
            {t('offline.pending.subtotalHint')}
          </Typography.Text>
        ) : (
          <Typography.Text strong>
            {t('offline.pending.total')}: {formatRM(summary.total_sen)}
          </Typography.Text>
        )}
        {canAct && !payment && (
          <Button size="small" type="primary" icon={<DollarOutlined />} onClick={() => setPaying(true)}>
            {t('offline.pending.takeCash')}
          </Button>
        )}
      </Flex>
      {paying && <PendingCashModal order={order} onClose={() => setPaying(false)} />}
    </Card>
  );
}

function PendingCashModal({ order, onClose }: { order: PendingKeyIn; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ received?: number | null }>();
  const [busy, setBusy] = useState(false);
  const submit = async ({ received }: { received?: number | null }) => {
    const sen = senOf(received);
    setBusy(true);
    try {
      const outcome = await payPendingKeyIn(order.key, {
        method: 'cash',
        tendered: sen === undefined ? undefined : senToRM(sen),
      });
      if (outcome?.sent) {
        if (outcome.reply.message) message.success(outcome.reply.message);
      } else message.info(t('offline.queued.paid'));
      onClose();
    } catch (err) {
      showFormError(form, err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('offline.pending.cashTitle', { label: order.summary.table })}
      okText={t('offline.pending.markPaid')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {order.summary.total_sen === undefined ? (
        <>
          <Typography.Paragraph>
            {t('offline.pending.subtotal')}: <strong>{formatRM(order.summary.subtotal_sen)}</strong>
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">{t('offline.pending.cashHint')}</Typography.Paragraph>
        </>
      ) : (
        <Typography.Paragraph>
          {t('offline.pending.total')}: <strong>{formatRM(order.summary.total_sen)}</strong>
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" name={`pending-cash-${order.key}`} onFinish={submit}>
        <ReceivedField toPaySen={order.summary.total_sen} label={t('offline.pending.received')} />
      </Form>
    </Modal>
  );
}
