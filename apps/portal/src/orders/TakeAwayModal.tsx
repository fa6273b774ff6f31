import { useTakeAway } from '@meja/client';
import type { TOrderSummary } from '@meja/contracts';
import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { showReply } from '../lib/form-errors';
import { orderLabel } from './format';

/** Packs the whole order to go (or back to eat-in): the kitchen and the receipt show it. */
export function TakeAwayModal({ order, onClose }: { order: TOrderSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const takeAway = useTakeAway();
  const next = !order.take_away;

  const save = async () => {
    if (await showReply(takeAway.mutateAsync({ id: order.id, take_away: next }))) onClose();
  };

  return (
    <Modal
      open
      title={t('orders.takeAway.title', { label: orderLabel(t, order) })}
      okText={t(next ? 'orders.takeAway.markTakeAway' : 'orders.takeAway.markEatIn')}
      cancelText={t('common.cancel')}
      confirmLoading={takeAway.isPending}
      onOk={save}
      onCancel={onClose}
    >
      <Typography.Paragraph>
        {t(next ? 'orders.takeAway.toTakeAway' : 'orders.takeAway.toEatIn')}
      </Typography.Paragraph>
    </Modal>
  );
}
