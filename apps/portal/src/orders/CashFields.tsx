import { Descriptions, Form, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatRM } from './format';

/** RM typed by the cashier as integer sen; nothing when empty or not a number. */
export const senOf = (rm: number | null | undefined) =>
  typeof rm === 'number' && Number.isFinite(rm) ? Math.round(rm * 100) : undefined;

/**
 * Cash at the counter: the bill before and after Bank Negara's rounding to 5 sen (what the
 * server charges), then what the diner handed over and the change to give back. The amount
 * received, when typed, goes with the payment (`tendered`): the receipt shows it and the change.
 */
export function CashFields({ totalSen, rounding }: { totalSen: number; rounding: number }) {
  const { t } = useTranslation();
  const toPay = totalSen + rounding;
  const received = senOf(Form.useWatch<number | null | undefined>('received'));
  const change = received !== undefined && received >= toPay ? received - toPay : undefined;
  return (
    <>
      <Descriptions
        size="small"
        column={1}
        bordered
        style={{ marginBottom: 16 }}
        items={[
          { key: 'total', label: t('orders.statusModal.total'), children: formatRM(totalSen) },
          {
            key: 'rounding',
            label: t('orders.statusModal.rounding'),
            children: `${rounding > 0 ? '+' : rounding < 0 ? '−' : ''}${formatRM(Math.abs(rounding))}`,
          },
          {
            key: 'toPay',
            label: t('orders.statusModal.toPay'),
            children: <Typography.Text strong>{formatRM(toPay)}</Typography.Text>,
          },
        ]}
      />
      <Form.Item
        name="received"
        label={t('orders.statusModal.received')}
        rules={[
          {
            validator: async (_, value: number | null | undefined) => {
              const sen = senOf(value);
              if (sen !== undefined && sen < toPay) throw new Error(t('orders.statusModal.short'));
            },
          },
        ]}
      >
        <InputNumber<number>
          prefix="RM"
          min={0}
          max={100_000}
          step={1}
          precision={2}
          style={{ width: 200 }}
        />
      </Form.Item>
      {change !== undefined && (
        <Typography.Title level={4} style={{ marginTop: 0 }} aria-live="polite">
          {t('orders.statusModal.change')}: {formatRM(change)}
        </Typography.Title>
      )}
    </>
  );
}
