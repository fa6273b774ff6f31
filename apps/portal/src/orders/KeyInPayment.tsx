import { type CounterMethod, cashRounding } from '@meja/contracts';
import { Alert, Button, Flex, Form, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { CashFields, ElectronicTotal, MethodField } from './CashFields';
import { formatRM } from './format';

export interface KeyInPaymentValues {
  method: CounterMethod;
  /** Cash handed over, in RM. */
  received?: number | null;
}

/** What a diner often hands over for a bill: the next RM 10, RM 50 and RM 100 above it. */
function notesFor(toPaySen: number): number[] {
  const notes = [1000, 5000, 10_000].map((step) => Math.ceil(toPaySen / step) * step);
  return [...new Set(notes)].filter((sen) => sen > toPaySen);
}

/**
 * "Place and take payment", its second step: how the diner pays the total the server priced
 * (cash rounded to 5 sen, the amount handed over and the change; or card and e-wallet at the
 * counter), before the one submit places the order and marks it paid. `unpaidOrder` is the order
 * placed by an earlier try whose payment did not go through: it waits on the board unpaid.
 */
export function KeyInPayment({
  form,
  totalSen,
  unpaidOrder,
  onFinish,
}: {
  form: FormInstance<KeyInPaymentValues>;
  totalSen: number;
  unpaidOrder?: { label: string; reason: string };
  onFinish: (values: KeyInPaymentValues) => void;
}) {
  const { t } = useTranslation();
  const method = Form.useWatch('method', form) ?? 'cash';
  const rounding = cashRounding(totalSen);
  return (
    <Form<KeyInPaymentValues>
      form={form}
      name="key-in-payment"
      layout="vertical"
      initialValues={{ method: 'cash' }}
      onFinish={onFinish}
    >
      {unpaidOrder && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('orders.keyIn.paymentFailed', unpaidOrder)}
          data-testid="key-in-payment-failed"
        />
      )}
      <MethodField size="large" />
      {method === 'cash' ? (
        <>
          <Flex gap={8} wrap style={{ marginBottom: 12 }}>
            <Button size="large" onClick={() => form.setFieldValue('received', (totalSen + rounding) / 100)}>
              {t('orders.keyIn.exact')}
            </Button>
            {notesFor(totalSen + rounding).map((sen) => (
              <Button key={sen} size="large" onClick={() => form.setFieldValue('received', sen / 100)}>
                {formatRM(sen)}
              </Button>
            ))}
          </Flex>
          <CashFields totalSen={totalSen} rounding={rounding} />
        </>
      ) : (
        <ElectronicTotal totalSen={totalSen} />
      )}
    </Form>
  );
}
