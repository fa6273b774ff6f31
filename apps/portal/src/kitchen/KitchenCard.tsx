import { CheckOutlined, LoadingOutlined } from '@ant-design/icons';
import type { TBoardLine, TBoardOrder } from '@meja/contracts';
import { Button } from 'antd';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { klClock } from '../lib/kl-time';
import { FireButtons } from '../orders/FireButtons';
import { useNowEverySecond } from './clock';
import { LineBody } from './LineBody';
import { isAddedLater, linesInOrder, nextFoodStatus } from './lines';
import { ageLevel, formatElapsed, isOpenLine, waitingSince } from './timing';

export interface KitchenCardProps {
  order: TBoardOrder;
  /** The store moves lines through "ready to serve". */
  usesReady: boolean;
  fresh: boolean;
  /** Lines whose move is on its way to the server. */
  pending: ReadonlySet<number>;
  completing: boolean;
  onMove: (order: TBoardOrder, line: TBoardLine) => void;
  onCompleteAll: (order: TBoardOrder) => void;
}

/** The number, table and age of an order; the frame's colour follows the age, second by second. */
function CardFrame({ order, fresh, children }: { order: TBoardOrder; fresh: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const now = useNowEverySecond();
  const since = waitingSince(order);
  const waited = since === null ? 0 : now - since;
  const level = ageLevel(waited / 60_000);
  const no = order.order_no === null ? `#${order.id}` : t('kitchen.no', { no: order.order_no });
  return (
    <article
      className={`kds-card kds-${level}${fresh ? ' is-fresh' : ''}`}
      aria-labelledby={`kds-order-${order.id}`}
      data-testid="kitchen-card"
      data-age={level}
    >
      <header className="kds-card-head">
        <div className="kds-card-title">
          <h2 id={`kds-order-${order.id}`} className="kds-no">
            {no}
          </h2>
          <div className="kds-where">
            <span className="kds-table">
              {order.table_name ? t('kitchen.table', { name: order.table_name }) : t('kitchen.noTable')}
            </span>
            {order.take_away && <span className="kds-badge kds-badge-takeaway">{t('kitchen.takeAway')}</span>}
            {order.payment_status === 'unpaid' && (
              <span className="kds-badge kds-badge-unpaid">{t('kitchen.unpaid')}</span>
            )}
          </div>
        </div>
        {since !== null && (
          <span className="kds-timer" data-testid="kitchen-timer">
            <span className="kds-sr">{t('kitchen.waiting')} </span>
            {formatElapsed(waited)}
          </span>
        )}
      </header>
      {children}
    </article>
  );
}

function LineButton({
  order,
  line,
  usesReady,
  pending,
  onMove,
}: {
  order: TBoardOrder;
  line: TBoardLine;
  usesReady: boolean;
  pending: boolean;
  onMove: KitchenCardProps['onMove'];
}) {
  const { t } = useTranslation();
  const next = nextFoodStatus(line, usesReady);
  const held = line.held && !line.refunded;
  const state = line.refunded ? 'refunded' : line.food_status;
  return (
    <button
      type="button"
      className={`kds-line is-${state}${held ? ' is-held' : ''}`}
      disabled={!next || pending}
      aria-busy={pending || undefined}
      aria-description={
        next ? t(next === 'ready' ? 'kitchen.markReady' : 'kitchen.markDone', { name: line.name }) : undefined
      }
      onClick={() => onMove(order, line)}
      data-testid="kitchen-line"
      data-status={state}
      data-held={held || undefined}
    >
      <span className="kds-qty">{line.quantity}×</span>
      <LineBody line={line}>
        {(line.take_away || isAddedLater(line, order) || line.course_name || line.fired_at) && (
          <span className="kds-line-tags">
            {line.course_name && <span className="kds-badge kds-badge-course">{line.course_name}</span>}
            {line.fired_at && (
              <span className="kds-badge kds-badge-fired">
                {t('hold.fired')} {klClock(line.fired_at)}
              </span>
            )}
            {line.take_away && <span className="kds-badge kds-badge-takeaway">{t('kitchen.takeAway')}</span>}
            {isAddedLater(line, order) && (
              <span className="kds-badge kds-badge-added">
                {t('kitchen.added', { time: klClock(line.added_at) })}
              </span>
            )}
          </span>
        )}
      </LineBody>
      <span className="kds-line-state">
        {pending ? <LoadingOutlined /> : state === 'processing' ? null : <CheckOutlined />}
        <span>{held ? t('hold.held') : t(`kitchen.status.${state}`)}</span>
      </span>
    </button>
  );
}

/** One order on the kitchen display: tap a line to move it on, or complete them all. */
export const KitchenCard = memo(function KitchenCard(p: KitchenCardProps) {
  const { t } = useTranslation();
  // Held lines wait for Fire: Complete All leaves them (KitchenPage sends the others by id).
  const open = p.order.lines.filter((l) => isOpenLine(l) && !l.held);
  return (
    <CardFrame order={p.order} fresh={p.fresh}>
      {p.order.note && (
        <p className="kds-note">
          <strong>{t('kitchen.orderNote')}</strong> {p.order.note}
        </p>
      )}
      <ul className="kds-lines">
        {linesInOrder(p.order.lines).map((line) => (
          <li key={line.id}>
            <LineButton
              order={p.order}
              line={line}
              usesReady={p.usesReady}
              pending={p.pending.has(line.id)}
              onMove={p.onMove}
            />
          </li>
        ))}
      </ul>
      <footer className="kds-card-foot">
        <FireButtons order={p.order} size="large" block />
        <Button
          size="large"
          block
          type="primary"
          disabled={open.length === 0}
          loading={p.completing}
          onClick={() => p.onCompleteAll(p.order)}
        >
          {t('kitchen.completeAll')}
        </Button>
      </footer>
    </CardFrame>
  );
});
