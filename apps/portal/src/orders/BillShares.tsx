import { CheckCircleFilled, DollarOutlined, QrcodeOutlined, UndoOutlined } from '@ant-design/icons';
import { useOrderDetail, useUnsplitBill } from '@meja/client';
import type { TBoardOrder, TBoardShare } from '@meja/contracts';
import { App, Button, Flex, Modal, Popover, QRCode, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../lib/form-errors';
import { formatRM, methodText, orderLabel } from './format';
import { StatusModal } from './StatusModal';

const paid = (s: TBoardShare) => s.payment_status === 'paid' || s.payment_status === 'refunded';

/** The order page of a share, where the diner pays it online (its own pay link and QR). */
const payLinkOf = (share: TBoardShare) => `${window.location.origin}/order/o/${share.token}`;

/**
 * A split bill's shares on its card (issue 29): each with its amount and whether, how and under
 * which receipt it was paid; the cashier takes a share's payment here (cash or card, as any
 * order's), or gives the diner its pay link. Undone while no share is paid.
 */
export function BillShares({ order, canAct }: { order: TBoardOrder; canAct: boolean }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const unsplit = useUnsplitBill();
  const [paying, setPaying] = useState<TBoardShare>();
  const settled = order.shares.length > 0 && order.shares.every(paid);
  const undo = () =>
    modal.confirm({
      title: t('split.undo'),
      content: t('split.undoConfirm', { label: orderLabel(t, order) }),
      okText: t('split.undo'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          const reply = await unsplit.mutateAsync({ id: order.id });
          if (reply.message) message.success(reply.message);
        } catch (err) {
          showError(err);
        }
      },
    });
  return (
    <Flex vertical gap={4} data-testid="bill-shares">
      <Typography.Text strong>
        {settled ? t('split.settled', { count: order.shares.length }) : t('split.shares')}
      </Typography.Text>
      {order.shares.map((s) => (
        <Flex key={s.id} align="center" gap={6} wrap data-testid={`share-${s.share_no}`}>
          <Typography.Text>
            {t('split.shareRow', { n: s.share_no, amount: formatRM(s.total_sen) })}
          </Typography.Text>
          {paid(s) ? (
            <Typography.Text type="success">
              <CheckCircleFilled />{' '}
              {t('split.paidBy', { method: methodText(t, s.payment_method), receipt: s.receipt_no ?? '' })}
            </Typography.Text>
          ) : (
            <>
              <Typography.Text type="warning">{t('split.unpaid')}</Typography.Text>
              {canAct && (
                <Button
                  size="small"
                  type="primary"
                  icon={<DollarOutlined />}
                  aria-label={t('split.takePayment', { n: s.share_no })}
                  onClick={() => setPaying(s)}
                >
                  {t('orders.actions.status')}
                </Button>
              )}
              {/* The share's own pay link, as a QR the diner scans from the till's screen, or copied. */}
              <Popover
                trigger="click"
                content={
                  <Flex vertical align="center" gap={4}>
                    <QRCode value={payLinkOf(s)} size={160} />
                    <Typography.Text copyable={{ text: payLinkOf(s) }}>
                      {t('split.scanToPay')}
                    </Typography.Text>
                  </Flex>
                }
              >
                <Button
                  size="small"
                  icon={<QrcodeOutlined />}
                  aria-label={t('split.payLink', { n: s.share_no })}
                />
              </Popover>
            </>
          )}
        </Flex>
      ))}
      {canAct && !order.shares.some(paid) && (
        <Button size="small" icon={<UndoOutlined />} onClick={undo} style={{ alignSelf: 'flex-start' }}>
          {t('split.undo')}
        </Button>
      )}
      {paying && <SharePayment share={paying} onClose={() => setPaying(undefined)} />}
    </Flex>
  );
}

/** The cashier's payment dialog for one share: the order's own, once its detail is read. */
function SharePayment({ share, onClose }: { share: TBoardShare; onClose: () => void }) {
  const detail = useOrderDetail(share.id);
  if (!detail.data)
    return (
      <Modal open footer={null} onCancel={onClose}>
        <Skeleton active />
      </Modal>
    );
  return <StatusModal order={detail.data} onClose={onClose} />;
}
