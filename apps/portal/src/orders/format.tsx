import {
  type OrderStatus,
  orderChannels,
  type PaymentStatus,
  type PrintStatus,
  type TOrderSummary,
} from '@meja/contracts';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { klClock, klDateTime } from '../lib/kl-time';
import { formatRM } from '../lib/money';

export { formatRM };

/** "No. 17" (per store and day), or the id for orders placed before numbers existed. */
export const orderLabel = (t: TFunction, order: Pick<TOrderSummary, 'id' | 'order_no'>) =>
  order.order_no === null ? `#${order.id}` : t('orders.no', { no: order.order_no });

/** Times in Kuala Lumpur, whatever the browser's zone (lib/kl-time.ts): "HH:mm", "YYYY-MM-DD HH:mm". */
export const clock = (at: string) => klClock(at);
export const dateTime = (at: string | null) => klDateTime(at);

/** How long ago, for a board: "just now", "12 min ago", "1 h 5 min ago". */
export function age(t: TFunction, at: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(at)) / 60_000));
  if (minutes < 1) return t('orders.age.justNow');
  if (minutes < 60) return t('orders.age.minutes', { count: minutes });
  return t('orders.age.hours', { h: Math.floor(minutes / 60), m: minutes % 60 });
}

/** How long an open bill has been open ("42 min", "1 h 5 min"), since its first round. */
export function openFor(t: TFunction, at: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(at)) / 60_000));
  if (minutes < 60) return t('orders.tab.minutes', { count: minutes });
  return t('orders.tab.hours', { h: Math.floor(minutes / 60), m: minutes % 60 });
}

/** The time now, moving on every `ms`: ages on a board stay true without a reload. */
export function useNow(ms = 30_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

const paymentColors: Record<PaymentStatus, string> = {
  unpaid: 'orange',
  paid: 'green',
  void: 'default',
  refunded: 'purple',
  expired: 'default',
  split: 'blue',
};

export function PaymentTag({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return <Tag color={paymentColors[status]}>{t(`orders.payment.${status}`)}</Tag>;
}

const foodColors: Record<OrderStatus, string> = {
  unpaid: 'default',
  processing: 'blue',
  ready: 'cyan',
  complete: 'green',
};

/** An order's or a line's food status. */
export function FoodTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <Tag color={foodColors[status]}>{t(`orders.status.${status}`)}</Tag>;
}

const printColors: Record<PrintStatus, string> = {
  none: 'default',
  queued: 'gold',
  printing: 'blue',
  printed: 'green',
  failed: 'red',
};

export function PrintTag({ status }: { status: PrintStatus }) {
  const { t } = useTranslation();
  return <Tag color={printColors[status]}>{t(`orders.printStatus.${status}`)}</Tag>;
}

const methodKeys = [
  'cash',
  'card_terminal',
  'ewallet_counter',
  'gateway',
  'bank_transfer',
  'points',
] as const;
type MethodKey = (typeof methodKeys)[number];
type Channel = (typeof orderChannels)[number];

/**
 * How an order was paid or a refund went back, in words: a counter or refund method, points, or
 * the online channel the gateway took it through (card, e-wallet, FPX). A method added later
 * shows as it came.
 */
export function methodText(t: TFunction, method: string | null): string {
  if (!method) return '—';
  if ((methodKeys as readonly string[]).includes(method)) return t(`orders.method.${method as MethodKey}`);
  if ((orderChannels as readonly string[]).includes(method)) return t(`orders.channel.${method as Channel}`);
  return method;
}

const eventKinds = [
  'placed',
  'paid',
  'void',
  'refunded',
  'refund',
  'expired',
  'food_status',
  'paid_twice',
  'give_back',
  'claim',
  'lines_added',
  'held',
  'fired',
  'round_added',
  'moved',
  'lines_moved',
  'merged',
  'guests',
  'take_away',
  'printed',
  'print_failed',
  'points_short',
  'rewards_not_paid',
  'birthday_gift_twice',
  'pay_at_counter',
] as const;
type EventKind = (typeof eventKinds)[number];

/** A history entry's kind in words; kinds added later show as the server named them. */
export const eventText = (t: TFunction, kind: string) =>
  (eventKinds as readonly string[]).includes(kind) ? t(`orders.events.${kind as EventKind}`) : kind;

/** The tags that call for attention on a card or row: take-away, keyed in, refunds, flags. */
export function OrderFlags({ order }: { order: TOrderSummary }) {
  const { t } = useTranslation();
  return (
    <>
      {order.take_away && <Tag color="geekblue">{t('orders.flags.takeAway')}</Tag>}
      {order.keyed_in && <Tag>{t('orders.flags.keyedIn')}</Tag>}
      {order.refunded_sen > 0 && order.payment_status !== 'refunded' && (
        <Tag color="purple">{t('orders.flags.refunded', { amount: formatRM(order.refunded_sen) })}</Tag>
      )}
      {order.paid_twice && <Tag color="red">{t('orders.flags.paidTwice')}</Tag>}
      {order.stock_short && <Tag color="red">{t('orders.flags.stockShort')}</Tag>}
    </>
  );
}
