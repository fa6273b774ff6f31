import { PrinterOutlined } from '@ant-design/icons';
import type { TOrderSummary } from '@meja/contracts';
import { Button, Modal, Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../kit/Results';
import { useReceiptHtml } from './api';
import { orderLabel } from './format';

/**
 * The order's HTML receipt in a frame (from a Blob URL: a frame could not send the bearer token),
 * with a Print button for the browser's print dialog.
 */
export function ReceiptModal({ order, onClose }: { order: TOrderSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const receipt = useReceiptHtml(order.id);
  const frame = useRef<HTMLIFrameElement>(null);
  const [url, setUrl] = useState<string>();
  const label = orderLabel(t, order);

  useEffect(() => {
    if (typeof receipt.data !== 'string') return;
    const next = URL.createObjectURL(new Blob([receipt.data], { type: 'text/html' }));
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [receipt.data]);

  return (
    <Modal
      open
      title={t('orders.receipt.title', { label })}
      onCancel={onClose}
      width={480}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('common.close')}
        </Button>,
        <Button
          key="print"
          type="primary"
          icon={<PrinterOutlined />}
          disabled={!url}
          onClick={() => frame.current?.contentWindow?.print()}
        >
          {t('orders.receipt.print')}
        </Button>,
      ]}
    >
      {receipt.isError ? (
        <LoadError error={receipt.error} onRetry={() => receipt.refetch()} />
      ) : url ? (
        <iframe
          ref={frame}
          src={url}
          title={t('orders.receipt.frame', { label })}
          style={{ width: '100%', height: '60vh', border: 0, background: '#fff' }}
        />
      ) : (
        <Skeleton active />
      )}
    </Modal>
  );
}
