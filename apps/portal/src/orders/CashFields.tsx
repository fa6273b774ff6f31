import { type CounterMethod, counterMethods } from '@meja/contracts';
import { Descriptions, Form, InputNumber, Radio, Typography } from 'antd';
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
      <ReceivedField toPaySen={toPay} />
      {change !== undefined && (
        <Typography.Title level={4} style={{ marginTop: 0 }} aria-live="polite">
          {t('orders.statusModal.change')}: {formatRM(change)}
        </Typography.Title>
      )}
    </>
  );
}

/**
 * The cash the diner handed over, in RM: refused when less than `toPaySen` (where the amount to
 * pay is known; an order keyed in offline has no server total yet).
 */
export function ReceivedField({ toPaySen, label }: { toPaySen?: number; label?: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="received"
      label={label ?? t('orders.statusModal.received')}
      rules={[
        {
          validator: async (_, value: number | null | undefined) => {
            const sen = senOf(value);
            if (toPaySen !== undefined && sen !== undefined && sen < toPaySen)
              throw new Error(t('orders.statusModal.short'));
          },
        },
      ]}
    >
      <InputNumber<number> prefix="RM" min={0} max={100_000} step={1} precision={2} style={{ width: 200 }} />
    </Form.Item>
  );
}

/** How the diner pays at the counter: cash, card terminal or e-wallet, as buttons. */
export function MethodField({ size }: { size?: 'large' }) {
  const { t } = useTranslation();
  return (
    <Form.Item name="method" label={t('orders.statusModal.method')}>
      <Radio.Group
        optionType="button"
        buttonStyle="solid"
        size={size}
        options={counterMethods.map((m: CounterMethod) => ({ value: m, label: t(`orders.method.${m}`) }))}
      />
    </Form.Item>
  );
}

/** A card or e-wallet at the counter: the total, not rounded, and what the cashier does. */
export function ElectronicTotal({ totalSen }: { totalSen: number }) {
  const { t } = useTranslation();
  return (
    <>
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[{ key: 'total', label: t('orders.statusModal.total'), children: formatRM(totalSen) }]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t('orders.statusModal.electronic')}
      </Typography.Paragraph>
    </>
  );
}
