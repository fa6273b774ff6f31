import { PrinterOutlined } from '@ant-design/icons';
import type { TableSheetLayout, TTable } from '@meja/contracts';
import { Button, QRCode, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../lib/form-errors';
import { useQrSheet } from './api';
import { printHtml } from './print-sheet';

/**
 * Prints every table's QR code, with the store's name and logo and "Scan to order" in English and
 * Chinese: as cards to cut out of A4 sheets, or as table tents (a page each, folded). Nothing to
 * print without tables.
 */
export function PrintButton({ merchantId, disabled }: { merchantId?: number; disabled: boolean }) {
  const { t } = useTranslation();
  const sheet = useQrSheet();
  const [printing, setPrinting] = useState<TableSheetLayout>();
  const print = async (layout: TableSheetLayout) => {
    setPrinting(layout);
    try {
      printHtml(await sheet.mutateAsync({ merchantId, layout }));
    } catch (err) {
      showError(err);
    } finally {
      setPrinting(undefined);
    }
  };
  return (
    <Space.Compact>
      <Button
        icon={<PrinterOutlined />}
        onClick={() => void print('a4')}
        loading={printing === 'a4'}
        disabled={disabled || printing !== undefined}
        title={t('tables.printHint')}
      >
        {t('tables.print')}
      </Button>
      <Button
        onClick={() => void print('tent')}
        loading={printing === 'tent'}
        disabled={disabled || printing !== undefined}
        title={t('tables.printTentsHint')}
      >
        {t('tables.printTents')}
      </Button>
    </Space.Compact>
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
      <QRCode
        value={table.qr_url}
        size={104}
        bordered={false}
        role="img"
        aria-label={t('tables.qrAlt', { name: table.name })}
      />
    </a>
  );
}
