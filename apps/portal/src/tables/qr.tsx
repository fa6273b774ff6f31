import { PrinterOutlined } from '@ant-design/icons';
import { useTableQrSheet } from '@meja/client';
import type { TTable } from '@meja/contracts';
import { Button, QRCode } from 'antd';
import { useTranslation } from 'react-i18next';
import { showError } from '../lib/form-errors';
import { printHtml } from './print-sheet';

/** Prints the sheet of every table's QR code; nothing to print without tables. */
export function PrintButton({ merchantId, disabled }: { merchantId?: number; disabled: boolean }) {
  const { t } = useTranslation();
  const sheet = useTableQrSheet();
  const print = async () => {
    try {
      printHtml(await sheet.mutateAsync({ merchant_id: merchantId }));
    } catch (err) {
      showError(err);
    }
  };
  return (
    <Button icon={<PrinterOutlined />} onClick={print} loading={sheet.isPending} disabled={disabled}>
      {t('tables.print')}
    </Button>
  );
}

/** A table's QR code, which opens the ordering app as a diner would. */
export function QrLink({ table }: { table: TTable }) {
  const { t } = useTranslation();
  return (
    <a
      href={table.qr_url}
      target="_blank"
      rel="noreferrer"
      aria-label={t('tables.openLink', { name: table.name })}
    >
      <QRCode value={table.qr_url} size={104} bordered={false} aria-hidden />
    </a>
  );
}
