import { useGiveBack, useOrderDetail } from '@meja/client';
import { type GiveBackMethod, giveBackMethods, type TOrderSummary } from '@meja/contracts';
import { senToRM } from '@meja/contracts/money-format';
import { Alert, Form, Input, Modal, Radio, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveForm } from '../lib/form-errors';
import { requiredRule } from '../lib/validation';
import { formatRM, orderLabel } from './format';

interface Values {
  amount: string;
  method: GiveBackMethod;
  reason: string;
  note?: string;
}

/**
 * A key for this dialog's one give-back: a retry after a lost reply records it once. Not
 * `crypto.randomUUID`, which needs a secure context (a demo over plain http on a LAN is not).
 */
const newKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * "Give back": records returning money an order was paid twice (the gateway cannot refund it):
 * how much (all that is left, prefilled), how it went back, why, and a note such as the
 * transfer's reference.
 */
export function GiveBackModal({ order, onClose }: { order: TOrderSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useOrderDetail(order.id);
  const giveBack = useGiveBack();
  const [form] = Form.useForm<Values>();
  const [key] = useState(newKey);
  const due = detail.data?.give_back_sen;

  const submit = (v: Values) =>
    saveForm(
      form,
      () =>
        giveBack.mutateAsync({
          id: order.id,
          key,
          body: { amount: v.amount, method: v.method, reason: v.reason, note: v.note || undefined },
        }),
      onClose,
    );

  return (
    <Modal
      open
      title={t('orders.giveBack.title', { label: orderLabel(t, order) })}
      okText={due ? t('orders.giveBack.ok') : t('common.close')}
      okButtonProps={{ danger: Boolean(due) }}
      cancelText={t('common.cancel')}
      confirmLoading={giveBack.isPending}
      onOk={() => (due ? form.submit() : onClose())}
      onCancel={onClose}
      destroyOnHidden
    >
      {due === undefined ? (
        <Skeleton active />
      ) : due === 0 ? (
        <Alert type="info" showIcon title={t('orders.giveBack.nothing')} />
      ) : (
        <>
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('orders.giveBack.due', { amount: formatRM(due) })}
            description={t('orders.giveBack.hint')}
          />
          <Form<Values>
            form={form}
            name={`give-back-${order.id}`}
            layout="vertical"
            initialValues={{ amount: senToRM(due), method: 'gateway_portal' }}
            onFinish={submit}
          >
            <Form.Item name="amount" label={t('orders.giveBack.amount')} rules={[requiredRule(t)]}>
              <Input inputMode="decimal" prefix="RM" autoComplete="off" />
            </Form.Item>
            <Form.Item name="method" label={t('orders.giveBack.method')} required>
              <Radio.Group
                options={giveBackMethods.map((m) => ({ value: m, label: t(`orders.giveBack.methods.${m}`) }))}
              />
            </Form.Item>
            <Form.Item name="reason" label={t('orders.statusModal.reason')} rules={[requiredRule(t)]}>
              <Input maxLength={200} placeholder={t('orders.giveBack.reasonPlaceholder')} />
            </Form.Item>
            <Form.Item name="note" label={t('orders.giveBack.note')}>
              <Input.TextArea
                maxLength={500}
                showCount
                autoSize={{ minRows: 2 }}
                placeholder={t('orders.giveBack.notePlaceholder')}
              />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}
