import { CheckOutlined, LoadingOutlined, UndoOutlined } from '@ant-design/icons';
import { useBoardLive, useRecallTicket } from '@meja/client';
import type { TBoardLine, TBoardOrder, TDisplayOrderQuery } from '@meja/contracts';
import { App, Button, Empty } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Forbidden, LoadError } from '../kit/Results';
import { FullScreenButton } from '../kit/ScreenControls';
import { LineBody } from '../kitchen/LineBody';
import { LiveBadge } from '../kitchen/LiveBadge';
import { MerchantChoice } from '../kitchen/MerchantChoice';
import { useBoardScope } from '../kitchen/scope';
import { isOpenLine } from '../kitchen/timing';
import { klClock } from '../lib/kl-time';
import { usePendingFood } from '../offline/pending';
import { useFoodAction } from '../offline/use-actions';
import { groupByTable, type ServeGroup } from './grouping';
import '../kitchen/kitchen.css';
import './serve.css';

const pageLength = 100;

/** /serve: what the kitchen has ready, by table, for the waiters to take out and mark served. */
export default function ServePage() {
  const { t } = useTranslation();
  const scope = useBoardScope('orders.serve');
  if (!scope.user) return null;
  if (!scope.allowed) return <Forbidden />;
  if (scope.missing) return <MerchantChoice title={t('serve.title')} onChoose={scope.choose} />;
  return <ServeBoard key={scope.memory} merchantId={scope.merchantId} />;
}

function ServeBoard({ merchantId }: { merchantId?: number }) {
  const { t } = useTranslation();
  const { message, notification } = App.useApp();
  const recall = useRecallTicket();
  const query: TDisplayOrderQuery = { type: 'serve', length: pageLength, merchant_id: merchantId };
  const live = useBoardLive(query);
  const food = useFoodAction(live.data?.data ?? [], true);
  const [pending, setPending] = useState<ReadonlySet<number>>(() => new Set());
  // Offline, "served" waits on the device: its lines stay busy until the server has it.
  const waiting = usePendingFood();
  const busy = useMemo(
    () => (waiting.size === 0 ? pending : new Set([...pending, ...waiting.keys()])),
    [pending, waiting],
  );

  // A tap by mistake is undone from the toast: once an order's food is all served the server keeps
  // it, as a kitchen bump, and a recall puts the served lines back to ready on every screen.
  const undo = async (order: TBoardOrder) => {
    notification.destroy(`served-${order.id}`);
    try {
      await recall.mutateAsync(order.id);
      message.success(t('serve.undone', { order: orderNo(t, order) }));
    } catch (err) {
      message.error(err instanceof Error ? err.message : String(err));
    }
  };

  const serve = async (order: TBoardOrder, lines: TBoardLine[]) => {
    const ids = lines.map((l) => l.id).filter((id) => !busy.has(id));
    if (ids.length === 0) return;
    setPending((s) => new Set([...s, ...ids]));
    try {
      const reply = await food.mutateAsync({ order_id: order.id, status: 'complete', line_ids: ids });
      // Offline (no reply yet) the lines show waiting; the toast comes with the server's answer.
      if (reply && !reply.data.lines.some(isOpenLine))
        notification.open({
          key: `served-${order.id}`,
          type: 'success',
          title: t('serve.served', { order: orderNo(t, order) }),
          placement: 'bottom',
          duration: 8,
          showProgress: true,
          role: 'status',
          actions: (
            <Button size="large" type="primary" icon={<UndoOutlined />} onClick={() => void undo(order)}>
              {t('serve.undo')}
            </Button>
          ),
        });
    } catch (err) {
      message.error(err instanceof Error ? err.message : String(err));
    } finally {
      setPending((s) => new Set([...s].filter((id) => !ids.includes(id))));
    }
  };

  if (live.error && !live.data) return <LoadError error={live.error} onRetry={() => live.board.refetch()} />;
  const groups = groupByTable(live.data?.data ?? []);
  const lines = groups.reduce((n, g) => n + g.orders.reduce((m, o) => m + o.ready.length, 0), 0);

  return (
    <div className="kds">
      <div className="kds-bar">
        <h1 className="kds-title">{t('serve.title')}</h1>
        <LiveBadge connected={live.connected} />
        <span className="kds-count" data-testid="serve-count">
          {t('serve.count', { count: lines })}
        </span>
        <span className="kds-spacer" />
        <FullScreenButton />
      </div>
      {live.isLoading ? (
        <div className="kds-empty" role="status" aria-label={t('common.loading')} />
      ) : groups.length === 0 ? (
        <Empty className="kds-empty" description={t('serve.empty')} />
      ) : (
        <div className="kds-grid">
          {groups.map((group) => (
            <GroupCard
              key={group.key}
              group={group}
              fresh={group.orders.some((o) => live.fresh.has(o.order.id))}
              pending={busy}
              onServe={serve}
            />
          ))}
        </div>
      )}
    </div>
  );
}

interface GroupCardProps {
  group: ServeGroup;
  fresh: boolean;
  pending: ReadonlySet<number>;
  onServe: (order: TBoardOrder, lines: TBoardLine[]) => Promise<void>;
}

function GroupCard({ group, fresh, pending, onServe }: GroupCardProps) {
  const { t } = useTranslation();
  const first = group.orders[0]?.order;
  const title =
    group.kind === 'table'
      ? t('kitchen.table', { name: group.table ?? '' })
      : group.kind === 'takeaway'
        ? t('serve.takeAway')
        : t('kitchen.noTable');
  const busy = group.orders.some((o) => o.ready.some((l) => pending.has(l.id)));
  return (
    <article
      className={`kds-card srv-card${fresh ? ' is-fresh' : ''}`}
      aria-labelledby={`srv-${group.key}`}
      data-testid="serve-group"
    >
      <header className="kds-card-head">
        <div className="kds-card-title">
          <h2 id={`srv-${group.key}`} className="kds-no">
            {title}
          </h2>
          {group.kind === 'takeaway' && first && (
            <span className="kds-table">
              {orderNo(t, first)}
              {first.table_name ? ` · ${t('kitchen.table', { name: first.table_name })}` : ''}
            </span>
          )}
        </div>
      </header>
      {group.orders.map(({ order, ready, cooking }) => (
        <section key={order.id} className="srv-order" aria-label={orderNo(t, order)}>
          <p className="srv-order-head">
            <strong>{orderNo(t, order)}</strong>
            <span>{klClock(order.created_at)}</span>
            {cooking > 0 && <span className="srv-cooking">{t('serve.cooking', { count: cooking })}</span>}
          </p>
          <ul className="kds-lines">
            {ready.map((line) => (
              <li key={line.id}>
                <button
                  type="button"
                  className="kds-line is-ready"
                  disabled={pending.has(line.id)}
                  aria-busy={pending.has(line.id) || undefined}
                  aria-label={t('serve.markServed', { name: line.name })}
                  onClick={() => void onServe(order, [line])}
                  data-testid="serve-line"
                >
                  <span className="kds-qty">{line.quantity}×</span>
                  <LineBody line={line}>
                    {line.take_away && (
                      <span className="kds-line-tags">
                        <span className="kds-badge kds-badge-takeaway">{t('kitchen.takeAway')}</span>
                      </span>
                    )}
                  </LineBody>
                  <span className="kds-line-state">
                    {pending.has(line.id) ? <LoadingOutlined /> : <CheckOutlined />}
                    <span>{t('serve.serve')}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <footer className="kds-card-foot">
        <Button
          size="large"
          block
          type="primary"
          loading={busy}
          onClick={() => {
            for (const o of group.orders) void onServe(o.order, o.ready);
          }}
        >
          {t('serve.serveAll')}
        </Button>
      </footer>
    </article>
  );
}

const orderNo = (t: TFunction, order: TBoardOrder): string =>
  order.order_no === null ? `#${order.id}` : t('kitchen.no', { no: order.order_no });
