import { useOrderDetail, useRefundQuote, useToggleOrderStatus } from '@meja/client';
import {
  type CounterMethod,
  cashRounding,
  counterMethods,
  type OrderAction,
  type RefundMethod,
  refundMethods,
  senToRM,
  type TOrderDetail,
  type TOrderSummary,
} from '@meja/contracts';
import { Alert, App, Form, Input, Modal, Radio, Segmented, Skeleton } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFormError } from '../lib/form-errors';
import { useOnline } from '../offline/connectivity';
import { usePendingPayments } from '../offline/pending';
import { usePayAction } from '../offline/use-actions';
import { CashFields, ElectronicTotal, MethodField, senOf } from './CashFields';
import { formatRM, orderLabel } from './format';
import { GivenBack, VoidSummary } from './GivenBack';
import { RefundLines } from './RefundLines';

type Action = 'paid' | 'void' | 'refund';

interface Values {
  method: CounterMethod;
  /** Cash: what the diner handed over (RM), kept for the receipt's tendered and change. */
  received?: number | null;
  reason?: string;
  scope: 'whole' | 'lines';
  line_ids?: number[];
  refund_method?: RefundMethod;
}

const statusActions: [OrderAction, Action][] = [
  ['mark_paid', 'paid'],
  ['void', 'void'],
  ['refund', 'refund'],
];

/**
 * The payment actions the order allows now, as the server says (its `actions`): unpaid ones are
 * paid or voided, expired ones still paid at the counter, paid ones refunded.
 */
export function actionsOf(order: Pick<TOrderSummary, 'actions'>): Action[] {
  return statusActions.filter(([a]) => order.actions.includes(a)).map(([, action]) => action);
}

/** Cash the cashier counted in: sent as `tendered` for the receipt's tendered and change. */
function tenderedOf(v: Values) {
  const sen = v.method === 'cash' ? senOf(v.received) : undefined;
  return sen === undefined ? {} : { tendered: senToRM(sen) };
}

const counter = (method: string | null) => (counterMethods as readonly string[]).includes(method ?? '');

/**
 * "Order status": mark an unpaid order paid at the counter (cash shows the bill before and after
 * Bank Negara's 5-sen rounding, the amount received and the change), void it with a reason, or
 * refund a paid order, whole or chosen lines, with a reason and how the money went back.
 */
export function StatusModal({ order, onClose }: { order: TOrderSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useOrderDetail(order.id);
  const current: TOrderSummary | TOrderDetail = detail.data ?? order;
  const actions = actionsOf(current);
  const [action, setAction] = useState<Action | undefined>(actions[0]);
  const [form] = Form.useForm<Values>();
  const toggle = useToggleOrderStatus();
  // Paid at the counter works offline (queued with its Idempotency-Key); void and refund do not.
  const pay = usePayAction();
  const online = useOnline();
  const paymentWaiting = usePendingPayments().has(order.id);
  const quote = useRefundQuote();
  const { message, modal } = App.useApp();
  const label = orderLabel(t, order);

  // The order may change while the dialog is open (paid online meanwhile): offer what it allows now.
  useEffect(() => {
    if (action && !actions.includes(action)) setAction(actions[0]);
  }, [action, actions]);

  const send = async (v: Values) => {
    if (!action) return onClose();
    try {
      if (action === 'paid') {
        const ref = { id: order.id, merchant_id: order.merchant_id, label };
        const paid = await pay.mutateAsync(ref, { method: v.method, ...tenderedOf(v) });
        if (paid?.message) message.success(paid.message);
        return onClose();
      }
      const reply = await toggle.mutateAsync({
        id: order.id,
        action,
        reason: v.reason,
        ...(action === 'refund'
          ? { refund_method: v.refund_method, line_ids: v.scope === 'lines' ? v.line_ids : undefined }
          : {}),
      });
      if (reply.message) message.success(reply.message);
      onClose();
    } catch (err) {
      showFormError(form, err);
    }
  };

  /**
   * Money never leaves, and an order is never voided, without the cashier seeing first what is
   * given back and how: the refund as the server works it out (its quote), or what a void
   * releases. Marking paid goes straight through.
   */
  const submit = async (v: Values) => {
    if (action === 'void')
      return confirm(
        t('orders.statusModal.confirmVoidTitle', { label }),
        <VoidSummary order={current} reason={v.reason ?? ''} />,
        t('orders.statusModal.void'),
        v,
      );
    if (action !== 'refund') return send(v);
    try {
      const q = await quote.mutateAsync({
        id: order.id,
        body: { refund_method: v.refund_method, line_ids: v.scope === 'lines' ? v.line_ids : undefined },
      });
      confirm(
        t('orders.statusModal.confirmRefundTitle', { label }),
        <GivenBack quote={q} reason={v.reason ?? ''} />,
        t('orders.statusModal.refundAmountButton', { amount: formatRM(q.amount_sen) }),
        v,
      );
    } catch (err) {
      showFormError(form, err);
    }
  };

  const confirm = (title: string, content: ReactNode, okText: string, v: Values) =>
    modal.confirm({
      title,
      content,
      okText,
      cancelText: t('orders.statusModal.back'),
      okButtonProps: { danger: true },
      width: 480,
      onOk: () => send(v),
    });

  const gatewayPaid = !counter(current.payment_method) && current.payment_method !== null;
  const refundChoices = refundMethods.filter((m) => m !== 'gateway' || gatewayPaid);

  // Until the order's detail is read the form is not there to submit: OK waits with it (a tap
  // on a loaded till landed on a form not yet shown, and nothing happened).
  const loading = detail.isPending && !detail.data && online;

  return (
    <Modal
      open
      title={t('orders.statusModal.title', { label })}
      okText={action ? t(`orders.statusModal.${action === 'paid' ? 'markPaid' : action}`) : t('common.close')}
      okButtonProps={{
        danger: action === 'void' || action === 'refund',
        disabled: loading || paymentWaiting || (action !== 'paid' && action !== undefined && !online),
      }}
      cancelButtonProps={{ style: action ? undefined : { display: 'none' } }}
      cancelText={t('common.cancel')}
      confirmLoading={toggle.isPending || pay.isPending || quote.isPending}
      onOk={() => (action ? form.submit() : onClose())}
      onCancel={onClose}
      destroyOnHidden
    >
      {paymentWaiting ? (
        <Alert
          type="warning"
          showIcon
          title={t('offline.pending.paymentWaiting')}
          description={t('offline.pending.paymentWaitingBody')}
        />
      ) : loading ? (
        <Skeleton active />
      ) : !action ? (
        <Alert
          type="info"
          showIcon
          title={t('orders.statusModal.nothing', { status: t(`orders.payment.${current.payment_status}`) })}
        />
      ) : (
        <>
          {actions.length > 1 && (
            <Segmented<Action>
              block
              value={action}
              onChange={setAction}
              options={actions.map((a) => ({
                value: a,
                label: t(`orders.statusModal.${a === 'paid' ? 'markPaid' : a}`),
              }))}
              style={{ marginBottom: 16 }}
            />
          )}
          <Form<Values>
            form={form}
            name={`order-status-${order.id}`}
            layout="vertical"
            initialValues={{
              method: 'cash',
              scope: 'whole',
              refund_method: gatewayPaid ? 'gateway' : (current.payment_method ?? 'cash'),
            }}
            onFinish={submit}
          >
            {action !== 'paid' && !online && (
              <Alert
                type="warning"
                showIcon
                title={t('offline.needsConnection.refund')}
                style={{ marginBottom: 16 }}
              />
            )}
            {action === 'paid' && <PaidFields totalSen={current.amount_due_sen} />}
            {action === 'refund' && (
              <>
                <RefundLines order={detail.data} />
                <Form.Item name="refund_method" label={t('orders.statusModal.refundMethod')} required>
                  <Radio.Group
                    options={refundChoices.map((m) => ({ value: m, label: t(`orders.method.${m}`) }))}
                  />
                </Form.Item>
              </>
            )}
            {action !== 'paid' && (
              <Form.Item
                name="reason"
                label={t('orders.statusModal.reason')}
                extra={action === 'void' ? t('orders.statusModal.voidHint') : undefined}
                rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
              >
                <Input.TextArea
                  maxLength={200}
                  showCount
                  autoSize={{ minRows: 2 }}
                  placeholder={t(`orders.statusModal.${action}ReasonPlaceholder`)}
                />
              </Form.Item>
            )}
          </Form>
        </>
      )}
    </Modal>
  );
}

function PaidFields({ totalSen }: { totalSen: number }) {
  const method = Form.useWatch<CounterMethod | undefined>('method') ?? 'cash';
  const rounding = cashRounding(totalSen);
  return (
    <>
      <MethodField />
      {method === 'cash' ? (
        <CashFields totalSen={totalSen} rounding={rounding} />
      ) : (
        <ElectronicTotal totalSen={totalSen} />
      )}
    </>
  );
}
