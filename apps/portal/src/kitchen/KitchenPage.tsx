import { HistoryOutlined, UndoOutlined } from '@ant-design/icons';
import { useBoardLive, useRecallTicket, useStations } from '@meja/client';
import {
  kitchenRecallMinutes,
  type TBoardLine,
  type TBoardOrder,
  type TDisplayOrderQuery,
} from '@meja/contracts';
import { App, Button, Empty, Select } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Forbidden, LoadError } from '../kit/Results';
import { FullScreenButton, SoundToggle } from '../kit/ScreenControls';
import { beep, useArrivals, useSoundSetting } from '../lib/sound';
import { NeedsConnection } from '../offline/NeedsConnection';
import { usePendingFood, withPendingFood } from '../offline/pending';
import { useFoodAction } from '../offline/use-actions';
import { KitchenCard } from './KitchenCard';
import { LiveBadge } from './LiveBadge';
import { nextFoodStatus } from './lines';
import { MerchantChoice } from './MerchantChoice';
import { forgetLocalRecall, readStation, writeStation } from './memory';
import { RecallDrawer } from './RecallDrawer';
import { useBoardScope } from './scope';
import { AGE_LIMITS, isOpenLine } from './timing';
import './kitchen.css';

/** More than a kitchen can cook at once; the screen says when there are more. */
const pageLength = 100;
/** How long the toast after a bump offers "Undo" (Recall keeps it for minutes after). */
const undoSeconds = 8;

/** /kitchen: the kitchen display for a tablet (SPEC §4 food status, PRODUCT.md "Orders"). */
export default function KitchenPage() {
  const { t } = useTranslation();
  const scope = useBoardScope('orders.kitchen');
  if (!scope.user) return null;
  if (!scope.allowed) return <Forbidden />;
  if (scope.missing) return <MerchantChoice title={t('kitchen.title')} onChoose={scope.choose} />;
  return <KitchenBoard key={scope.memory} merchantId={scope.merchantId} memory={scope.memory} />;
}

function KitchenBoard({ merchantId, memory }: { merchantId?: number; memory: string }) {
  const { t } = useTranslation();
  const { message, modal, notification } = App.useApp();
  const stationList = useStations(merchantId, { staleTime: 5 * 60_000 });
  const stations = stationList.data ?? [];
  const [chosen, setChosen] = useState(() => readStation(memory));
  const station = stations.some((s) => s.id === chosen) ? chosen : undefined;
  const query: TDisplayOrderQuery = { type: 'kitchen', length: pageLength, merchant_id: merchantId, station };
  const live = useBoardLive(query);
  const orders = live.data?.data ?? [];
  // A new ticket beeps, as on the cashier's board (switched per screen on this device).
  const [sound, setSound] = useSoundSetting('meja.kitchen.sound');
  useArrivals(live.data?.data, JSON.stringify(query), !live.board.isPlaceholderData, () => {
    if (sound) beep();
  });

  const food = useFoodAction(orders);
  const [pending, setPending] = useState<ReadonlySet<number>>(() => new Set());
  // Offline, moves wait on the device: their lines show moved and busy until the server has them.
  const waiting = withPendingFood(orders, usePendingFood());
  const busy = useMemo(
    () => (waiting.ids.size === 0 ? pending : new Set([...pending, ...waiting.ids])),
    [pending, waiting.ids],
  );
  const [completing, setCompleting] = useState<number | null>(null);
  // The board says per order whether its store uses the "ready" stage.
  const usesReady = (order: TBoardOrder) => order.ready_to_serve;

  // A bump (the order's last open line done, by a tap or Complete All Food) can be undone for a
  // few seconds from a toast, and for `kitchenRecallMinutes` from Recall on any tablet: both
  // recall it through the server, which puts it back on every screen through the live stream.
  const [recallOpen, setRecallOpen] = useState(false);
  const recall = useRecallTicket();
  const [recalling, setRecalling] = useState<number | null>(null);
  useEffect(() => forgetLocalRecall(memory), [memory]);

  const label = useCallback(
    (order: TBoardOrder) =>
      order.order_no === null ? `#${order.id}` : t('kitchen.no', { no: order.order_no }),
    [t],
  );

  const recallOrder = useCallback(
    async (order: TBoardOrder) => {
      notification.destroy(`bumped-${order.id}`);
      setRecalling(order.id);
      try {
        await recall.mutateAsync(order.id);
        message.success(t('kitchen.recalled', { order: label(order) }));
      } catch (err) {
        message.error(err instanceof Error ? err.message : String(err));
      } finally {
        setRecalling(null);
      }
    },
    [recall, message, notification, t, label],
  );

  /** After a move: when nothing is left to make, the ticket left every screen; offer to undo it. */
  const afterMove = useCallback(
    (order: TBoardOrder) => {
      if (order.lines.some(isOpenLine)) return false;
      const key = `bumped-${order.id}`;
      notification.open({
        key,
        type: 'success',
        title: t('kitchen.completed', { order: label(order) }),
        placement: 'bottom',
        duration: undoSeconds,
        showProgress: true,
        role: 'status',
        props: { 'data-testid': 'kitchen-undo' },
        actions: (
          <Button size="large" type="primary" icon={<UndoOutlined />} onClick={() => void recallOrder(order)}>
            {t('kitchen.undo')}
          </Button>
        ),
      });
      return true;
    },
    [notification, recallOrder, t, label],
  );

  const move = useCallback(
    async (order: TBoardOrder, lineIds: number[], to: 'ready' | 'complete') => {
      try {
        const reply = await food.mutateAsync({ order_id: order.id, status: to, line_ids: lineIds });
        // Offline (no reply yet) the card shows the move waiting.
        if (reply) afterMove(reply.data);
      } catch (err) {
        message.error(err instanceof Error ? err.message : String(err));
      }
    },
    [food, message, afterMove],
  );

  const onMove = (order: TBoardOrder, line: TBoardLine) => {
    const to = nextFoodStatus(line, usesReady(order));
    if (!to || busy.has(line.id)) return;
    setPending((s) => new Set(s).add(line.id));
    void move(order, [line.id], to).finally(() =>
      setPending((s) => {
        const next = new Set(s);
        next.delete(line.id);
        return next;
      }),
    );
  };

  const onCompleteAll = (order: TBoardOrder) => {
    const no = label(order);
    modal.confirm({
      title: t('kitchen.confirmTitle', { order: no }),
      content: t(station === undefined ? 'kitchen.confirmBody' : 'kitchen.confirmStationBody', {
        minutes: kitchenRecallMinutes,
      }),
      okText: t('kitchen.completeAll'),
      cancelText: t('common.cancel'),
      okButtonProps: { size: 'large' },
      cancelButtonProps: { size: 'large' },
      onOk: async () => {
        setCompleting(order.id);
        try {
          // With a station chosen, only this station's lines: the others are still being made.
          // Held lines (issue 29) wait for Fire: then only the others, by id.
          const held = order.lines.some((l) => l.held);
          const lineIds =
            station === undefined && !held
              ? undefined
              : order.lines.filter((l) => isOpenLine(l) && !l.held).map((l) => l.id);
          const reply = await food.mutateAsync({ order_id: order.id, status: 'complete', line_ids: lineIds });
          // Offline (no reply yet) the card shows the move waiting. This station's part done
          // while others still cook: nothing left the screens.
          if (reply && !afterMove(reply.data)) message.success(t('kitchen.stationCompleted', { order: no }));
        } catch (err) {
          message.error(err instanceof Error ? err.message : String(err));
        } finally {
          setCompleting(null);
        }
      },
    });
  };

  // Stable handlers for the memoised cards; they read this render's state through the ref.
  const handlers = useRef({ onMove, onCompleteAll });
  handlers.current = { onMove, onCompleteAll };
  const moveLine = useCallback((o: TBoardOrder, l: TBoardLine) => handlers.current.onMove(o, l), []);
  const completeAll = useCallback((o: TBoardOrder) => handlers.current.onCompleteAll(o), []);

  const stationOptions = useMemo(
    () => [
      { value: 0, label: t('kitchen.allStations') },
      ...stations.map((s) => ({ value: s.id, label: s.name })),
    ],
    [stations, t],
  );

  if (live.error && !live.data) return <LoadError error={live.error} onRetry={() => live.board.refetch()} />;
  const more = (live.data?.recordsFiltered ?? 0) - orders.length;

  return (
    <div className="kds">
      <div className="kds-bar">
        <h1 className="kds-title">{t('kitchen.title')}</h1>
        <LiveBadge connected={live.connected} />
        <span className="kds-count" data-testid="kitchen-count">
          {t('kitchen.count', { count: live.data?.recordsFiltered ?? 0 })}
        </span>
        <span className="kds-spacer" />
        {stations.length > 0 && (
          <Select<number>
            size="large"
            aria-label={t('kitchen.station')}
            value={station ?? 0}
            options={stationOptions}
            style={{ minWidth: 200 }}
            onChange={(id) => {
              const next = id === 0 ? undefined : id;
              setChosen(next);
              writeStation(memory, next);
            }}
          />
        )}
        {/* Recall puts a ticket back on every tablet: only the server can. */}
        <NeedsConnection hint={t('offline.needsConnection.recall')}>
          <Button size="large" icon={<HistoryOutlined />} onClick={() => setRecallOpen(true)}>
            {t('kitchen.recall')}
          </Button>
        </NeedsConnection>
        <SoundToggle on={sound} onChange={setSound} />
        <FullScreenButton />
      </div>
      <p className="kds-legend">
        <span className="kds-dot kds-normal" />{' '}
        {t('kitchen.legendNormal', { min: AGE_LIMITS.warningMinutes })}
        <span className="kds-dot kds-warning" />{' '}
        {t('kitchen.legendWarning', { from: AGE_LIMITS.warningMinutes, to: AGE_LIMITS.lateMinutes })}
        <span className="kds-dot kds-late" /> {t('kitchen.legendLate', { min: AGE_LIMITS.lateMinutes })}
      </p>
      {live.isLoading ? (
        <div className="kds-empty" role="status" aria-label={t('common.loading')} />
      ) : orders.length === 0 ? (
        <Empty className="kds-empty" description={t('kitchen.empty')} />
      ) : (
        <div className="kds-grid">
          {waiting.orders.map((order) => (
            <KitchenCard
              key={order.id}
              order={order}
              usesReady={usesReady(order)}
              fresh={live.fresh.has(order.id)}
              pending={busy}
              completing={completing === order.id}
              onMove={moveLine}
              onCompleteAll={completeAll}
            />
          ))}
        </div>
      )}
      {more > 0 && <p className="kds-more">{t('kitchen.more', { count: more })}</p>}
      <RecallDrawer
        merchantId={merchantId}
        open={recallOpen}
        onClose={() => setRecallOpen(false)}
        recalling={recalling}
        onRecall={(order) => void recallOrder(order)}
      />
    </div>
  );
}
