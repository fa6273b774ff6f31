import type { TOrderPayer } from '@meja/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The buddy who paid (SPEC §3 Order "payer"): the name, then how to reach them (phone, e-mail).
 * An order without a buddy (a guest's, or keyed in by staff) says "Guest".
 */
export function Payer({ payer }: { payer: TOrderPayer | null }) {
  const { t } = useTranslation();
  if (!payer) return <Typography.Text type="secondary">{t('orders.fields.guest')}</Typography.Text>;
  const contact = [payer.phone_number, payer.email].filter(Boolean).join(' · ');
  return (
    <span>
      <span style={{ display: 'block' }}>{payer.name || contact || `#${payer.id}`}</span>
      {payer.name && contact && (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {contact}
        </Typography.Text>
      )}
    </span>
  );
}
