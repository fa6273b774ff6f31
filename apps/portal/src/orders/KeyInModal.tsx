import {
  type KeyInError,
  newIdempotencyKey,
  type KeyInPayment as Payment,
  useAddOrderLines,
  useKeyInMenu,
  useKeyInPrice,
} from '@meja/client';
import {
  cartLimits,
  senToRM,
  type TOrderDetail,
  type TOrderSummary,
  type TStaffOrderBody,
} from '@meja/contracts';
import { App, Button, Col, Form, Modal, Row } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../lib/form-errors';
import { useOnline } from '../offline/connectivity';
import { keyInSummary, useKeyInOrderAction } from '../offline/use-actions';
import { senOf } from './CashFields';
import { addLine, cartBody, staffCartBody } from './cart';
import { orderLabel } from './format';
import { type KeyInDraft, KeyInOrder } from './KeyInOrder';
import { KeyInPayment, type KeyInPaymentValues } from './KeyInPayment';
import { MenuPicker } from './MenuPicker';

export type KeyInTarget = { mode: 'new'; merchantId?: number } | { mode: 'add'; order: TOrderSummary };

/** The same thing asked for again keeps its Idempotency-Key; anything else gets a new one. */
function useKeyFor() {
  const last = useRef<{ what: string; key: string } | null>(null);
  return (what: unknown) => {
    const json = JSON.stringify(what);
    if (last.current?.what !== json) last.current = { what: json, key: newIdempotencyKey() };
    return last.current.key;
  };
}

/**
 * Staff key in an order for a table as on a till (a diner without a phone: a counter order), or
 * add items to an open order: category tabs and tiles, the server's total before placing, and
 * "Place and take payment", which places the order and marks it paid in one step. The server
 * prices it exactly as a diner's order.
 */
export function KeyInModal({
  target,
  onClose,
  onPlaced,
}: {
  target: KeyInTarget;
  onClose: () => void;
  onPlaced?: (order: TOrderDetail) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const merchantId = target.mode === 'add' ? target.order.merchant_id : target.merchantId;
  const [draft, setDraft] = useState<KeyInDraft>({ lines: [], note: '', takeAway: false, holdCourses: [] });
  const [tried, setTried] = useState(false);
  const [step, setStep] = useState<'order' | 'pay'>('order');
  const [unpaid, setUnpaid] = useState<{ label: string; reason: string }>();
  const [payForm] = Form.useForm<KeyInPaymentValues>();
  // One read for tables and menu: Order staff may not manage either (tables carry their QR tokens).
  const keyInMenu = useKeyInMenu(merchantId);
  const lines = cartBody(draft.lines);
  // Issue 29: what staff hold back from the kitchen; left out when nothing is held.
  const holds = {
    lines: staffCartBody(draft.lines),
    hold_courses: draft.holdCourses.length ? draft.holdCourses : undefined,
  };
  const priced = useKeyInPrice(
    { lines, merchant_id: merchantId },
    { enabled: target.mode === 'new' && lines.length > 0 },
  );
  // Queued on the device while offline (offline/), sent with its keys when the connection returns.
  const keyIn = useKeyInOrderAction();
  const online = useOnline();
  const add = useAddOrderLines();
  const pending = keyIn.isPending || add.isPending;
  // One Idempotency-Key per order meant, and per payment of it: sending the same again (a retry
  // after a lost reply or a failed payment) keys it in and pays it once; an order changed after a
  // refusal is another order, with a key of its own.
  const orderKey = useKeyFor();
  const paymentKey = useKeyFor();
  const full = draft.lines.length >= cartLimits.linesMax;
  const ready = draft.lines.length > 0 && (target.mode === 'add' || draft.tableId !== undefined);

  /**
   * The till's one submit: the order, and with `payment` its payment (placed, then marked paid).
   * Both calls carry their Idempotency-Key, so sending it again never makes a second order or
   * payment.
   */
  const submit = async (payment?: Omit<Payment, 'key'>) => {
    setTried(true);
    if (!ready) return;
    try {
      if (target.mode === 'add') {
        const reply = await add.mutateAsync({ id: target.order.id, body: holds });
        message.success(reply.message ?? t('orders.statusModal.done'));
        onPlaced?.(reply.data);
        return onClose();
      }
      const body: TStaffOrderBody = {
        table_id: draft.tableId as number,
        ...holds,
        note: draft.note.trim() || undefined,
        take_away: draft.takeAway,
        merchant_id: merchantId,
      };
      const key = orderKey(body);
      const table = keyInMenu.data?.tables.find((tb) => tb.id === body.table_id)?.name ?? '';
      const reply = await keyIn.mutateAsync(
        { body, key, payment: payment && { ...payment, key: paymentKey({ key, ...payment }) } },
        keyInSummary(body, draft.lines, table, priced.data?.total_sen),
      );
      // Offline: kept on the device and shown waiting on the board (the action said so).
      if (!reply) return onClose();
      message.success(
        payment
          ? t('orders.keyIn.placedPaid', { label: orderLabel(t, reply.data) })
          : (reply.message ?? t('orders.statusModal.done')),
      );
      onPlaced?.(reply.data);
      onClose();
    } catch (err) {
      const placed = (err as KeyInError).placed;
      if (placed) setUnpaid({ label: orderLabel(t, placed), reason: (err as Error).message });
      showError(err);
    }
  };

  const pay = (v: KeyInPaymentValues) => {
    const sen = v.method === 'cash' ? senOf(v.received) : undefined;
    void submit({ method: v.method, tendered: sen === undefined ? undefined : senToRM(sen) });
  };

  const totalSen = priced.data?.total_sen;
  const roundOfBill = keyInMenu.data?.dine_in_payment === 'end' && !draft.takeAway;
  const footer =
    step === 'pay'
      ? [
          // Once placed, the order is what it is: changing it now would key in a second one.
          <Button
            key="back"
            size="large"
            onClick={() => setStep('order')}
            disabled={pending || unpaid !== undefined}
          >
            {t('orders.keyIn.back')}
          </Button>,
          <Button key="pay" size="large" type="primary" loading={pending} onClick={() => payForm.submit()}>
            {t('orders.keyIn.placeAndMarkPaid')}
          </Button>,
        ]
      : target.mode === 'add'
        ? [
            <Button key="cancel" size="large" onClick={onClose}>
              {t('common.cancel')}
            </Button>,
            <Button key="add" size="large" type="primary" loading={pending} onClick={() => void submit()}>
              {t('orders.keyIn.addToOrder')}
            </Button>,
          ]
        : [
            <Button key="cancel" size="large" onClick={onClose}>
              {t('common.cancel')}
            </Button>,
            <Button
              key="place"
              size="large"
              type={roundOfBill ? 'primary' : 'default'}
              loading={pending}
              onClick={() => void submit()}
            >
              {t(roundOfBill ? 'orders.keyIn.addToBill' : 'orders.keyIn.place')}
            </Button>,
            // A dine-in round of a store paid at the end is paid with the table's bill, not here.
            !roundOfBill && (
              <Button
                key="placeAndPay"
                size="large"
                type="primary"
                disabled={
                  pending || (ready && (totalSen === undefined || priced.isError || priced.isFetching))
                }
                onClick={() => {
                  setTried(true);
                  if (ready) setStep('pay');
                }}
              >
                {t('orders.keyIn.placeAndPay')}
              </Button>
            ),
          ];

  return (
    <Modal
      open
      width={step === 'pay' ? 640 : 'min(1200px, 96vw)'}
      style={{ top: 24 }}
      title={
        target.mode === 'add'
          ? t('orders.keyIn.addTitle', { label: orderLabel(t, target.order) })
          : step === 'pay'
            ? t('orders.keyIn.payTitle')
            : t('orders.keyIn.title')
      }
      footer={footer}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
    >
      {step === 'pay' && totalSen !== undefined ? (
        <KeyInPayment form={payForm} totalSen={totalSen} unpaidOrder={unpaid} onFinish={pay} />
      ) : (
        <Row gutter={24}>
          <Col xs={24} md={14}>
            <MenuPicker
              menu={keyInMenu.data?.menu}
              loading={keyInMenu.isPending}
              error={keyInMenu.error}
              onRetry={() => keyInMenu.refetch()}
              onAdd={(line) => !full && setDraft((d) => ({ ...d, lines: addLine(d.lines, line) }))}
            />
          </Col>
          <Col xs={24} md={10}>
            <KeyInOrder
              mode={target.mode}
              draft={draft}
              onChange={setDraft}
              tables={keyInMenu.data?.tables ?? []}
              courses={keyInMenu.data?.courses ?? []}
              tablesLoading={keyInMenu.isPending}
              tried={tried}
              // Offline the server cannot price it: the subtotal, and the charges added when sent.
              priced={
                online ? { data: priced.data, error: priced.error, fetching: priced.isFetching } : undefined
              }
            />
          </Col>
        </Row>
      )}
    </Modal>
  );
}
