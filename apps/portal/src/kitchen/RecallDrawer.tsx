import { UndoOutlined } from '@ant-design/icons';
import { useKitchenRecalls } from '@meja/client';
import { kitchenRecallMinutes, type TBoardOrder } from '@meja/contracts';
import { Button, Drawer, Empty, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../kit/Results';
import { klClock } from '../lib/kl-time';
import { useNowEverySecond } from './clock';
import { LineBody } from './LineBody';

/**
 * The tickets bumped off the kitchen display in the last minutes, on any of the merchant's
 * tablets, newest first, as the server keeps them (so every tablet lists the same, and a reload
 * forgets nothing). "Recall" puts one back on every screen, for a slip of the finger or a dish to
 * make again; the server decides the window (`kitchenRecallMinutes`).
 */
export function RecallDrawer({
  merchantId,
  open,
  onClose,
  recalling,
  onRecall,
}: {
  merchantId?: number;
  open: boolean;
  onClose: () => void;
  /** The order whose recall is on its way. */
  recalling: number | null;
  onRecall: (order: TBoardOrder) => void;
}) {
  const { t } = useTranslation();
  // Read afresh each time it opens, and kept current while open: another tablet bumps too. A
  // recall or a bump from this tablet reloads it at once (its key is under the boards').
  const list = useKitchenRecalls(merchantId, { enabled: open, staleTime: 0, refetchInterval: 15_000 });
  const now = useNowEverySecond();
  const tickets = (list.data ?? []).filter((r) => Date.parse(r.recall_until) > now);

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('kitchen.recallTitle')}
      size="large"
      styles={{ body: { paddingTop: 8 } }}
    >
      <Typography.Paragraph>
        {t('kitchen.recallIntro', { minutes: kitchenRecallMinutes })}
      </Typography.Paragraph>
      {list.error && !list.data ? (
        <LoadError error={list.error} onRetry={() => list.refetch()} />
      ) : list.isPending ? (
        <Skeleton active />
      ) : tickets.length === 0 ? (
        <Empty description={t('kitchen.recallEmpty', { minutes: kitchenRecallMinutes })} />
      ) : (
        tickets.map(({ order, bumped_at, recall_until }, i) => (
          <section
            key={`${order.id}-${bumped_at}`}
            className={`kds-recall${i === 0 ? ' is-last' : ''}`}
            aria-labelledby={`kds-recall-${order.id}`}
            data-testid="kitchen-recall"
          >
            <header className="kds-recall-head">
              <h3 id={`kds-recall-${order.id}`} className="kds-no">
                {order.order_no === null ? `#${order.id}` : t('kitchen.no', { no: order.order_no })}
              </h3>
              <span className="kds-table">
                {order.table_name ? t('kitchen.table', { name: order.table_name }) : t('kitchen.noTable')}
                {order.take_away ? ` · ${t('kitchen.takeAway')}` : ''}
              </span>
              <span className="kds-recall-time">
                {t('kitchen.bumpedAt', { time: klClock(bumped_at), until: klClock(recall_until) })}
              </span>
            </header>
            {order.note && (
              <p className="kds-note">
                <strong>{t('kitchen.orderNote')}</strong> {order.note}
              </p>
            )}
            <ul className="kds-recall-lines">
              {order.lines.map((line) => (
                <li key={line.id} className="kds-recall-line">
                  <span className="kds-qty">{line.quantity}×</span>
                  <LineBody line={line} />
                </li>
              ))}
            </ul>
            <Button
              size="large"
              type={i === 0 ? 'primary' : 'default'}
              icon={<UndoOutlined />}
              className="kds-recall-button"
              loading={recalling === order.id}
              disabled={recalling !== null && recalling !== order.id}
              onClick={() => onRecall(order)}
            >
              {t('kitchen.recallTicket')}
            </Button>
          </section>
        ))
      )}
    </Drawer>
  );
}
