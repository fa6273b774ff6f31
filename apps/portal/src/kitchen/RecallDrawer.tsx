import { Drawer, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { klClock } from '../lib/kl-time';
import { LineBody } from './LineBody';
import type { Recalled } from './memory';

/**
 * The orders that last left this kitchen screen, newest first, to read again (a ticket bumped by a
 * slip of the finger, a diner asking what was in it). Read-only: food never moves back.
 */
export function RecallDrawer({
  open,
  onClose,
  recalled,
}: {
  open: boolean;
  onClose: () => void;
  recalled: Recalled[];
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('kitchen.recallTitle')}
      size="large"
      styles={{ body: { paddingTop: 8 } }}
    >
      {recalled.length === 0 ? (
        <Empty description={t('kitchen.recallEmpty')} />
      ) : (
        recalled.map(({ order, left_at }, i) => (
          <section
            key={`${order.id}-${left_at}`}
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
              <span className="kds-recall-time">{t('kitchen.leftAt', { time: klClock(left_at) })}</span>
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
          </section>
        ))
      )}
    </Drawer>
  );
}
