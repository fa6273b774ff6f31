import type { TOrderSummary } from '@meja/contracts';
import { Form, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showReply } from '../lib/form-errors';
import { type PrintKind, useReprint } from './api';
import { orderLabel } from './format';

/** Reprints an order's receipt (paid orders), kitchen ticket or bill; shows what the printer said. */
export function PrintModal({ order, onClose }: { order: TOrderSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const paid = order.payment_status === 'paid' || order.payment_status === 'refunded';
  const [type, setType] = useState<PrintKind>(paid ? 'receipt' : 'total');
  const reprint = useReprint();

  const print = async () => {
    if (await showReply(reprint.mutateAsync({ orderId: order.id, type }))) onClose();
  };

  return (
    <Modal
      open
      title={t('orders.print.title', { label: orderLabel(t, order) })}
      okText={t('orders.print.print')}
      cancelText={t('common.cancel')}
      confirmLoading={reprint.isPending}
      onOk={print}
      onCancel={onClose}
    >
      <Form layout="vertical">
        <Form.Item label={t('orders.print.what')} htmlFor={`print-kind-${order.id}`}>
          <Radio.Group
            id={`print-kind-${order.id}`}
            value={type}
            onChange={(e) => setType(e.target.value)}
            options={[
              { value: 'receipt', label: t('orders.print.receipt'), disabled: !paid },
              { value: 'kitchen', label: t('orders.print.kitchen') },
              { value: 'total', label: t('orders.print.total') },
            ]}
          />
        </Form.Item>
      </Form>
      <Typography.Paragraph type="secondary">{t('orders.print.hint')}</Typography.Paragraph>
    </Modal>
  );
}
