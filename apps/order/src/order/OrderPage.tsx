import type { TOrder } from '@meja/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { Breakdown } from '../cart/Breakdown';
import { type Channel, type Payment, PaymentChoice, payBody, paymentComplete } from '../cart/PaymentChoice';
import { useTranslation } from '../i18n';
import { ApiError, api, errorText } from '../lib/api';
import { formatMoney } from '../lib/money';
import { clearPaying, confirmingForMs, markPaying, payingOf, rememberedPayment } from '../lib/paying';
import { lastTable, recentOrders } from '../lib/recent-orders';
import { followLink, paths } from '../lib/router';
import { dateTime } from '../lib/time';
import { TopBar } from '../ui/TopBar';
import { BillShares, splitStatus } from './BillShares';
import { CounterPay } from './CounterPay';
import { OrderLines } from './OrderLines';
import { ProfileOffer } from './ProfileOffer';
import { RefundBreakdown, wasRefunded } from './Refunds';
import { ShareOf, SharePoints } from './ShareHeader';
import { SplitBill } from './SplitSheet';
import { useLiveOrder } from './useLiveOrder';
import '../ui/loyalty.css';

/** /order/o/:orderToken: the order's own page, opened only with its token, live until complete. */
export default function OrderPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const [state, show] = useLiveOrder(token);

  useEffect(() => {
    document.title = t('order.title');
  }, [t]);

  if (state.status === 'loading') {
    return (
      <main className="page" aria-busy="true">
        <TopBar />
        <p className="loading" role="status">
          {t('order.loading')}
        </p>
      </main>
    );
  }
  if (state.status === 'error') {
    const notFound = state.error instanceof ApiError && state.error.status === 404;
    return (
      <main className="page">
        <TopBar />
        <div className="problem" role="alert">
          <h1>{notFound ? t('order.notFound') : t('order.loadFailed')}</h1>
          <p>{notFound ? t('order.notFoundHelp') : errorText(state.error)}</p>
        </div>
      </main>
    );
  }
  return <OrderView order={state.order} live={state.live} onChange={show} />;
}

const allSteps = ['processing', 'ready', 'complete'] as const;
/** "Ready to serve" is a step only where the store uses that stage. */
const stepsOf = (order: TOrder) => allSteps.filter((s) => s !== 'ready' || order.ready_to_serve);

function OrderView({
  order,
  live,
  onChange,
}: {
  order: TOrder;
  live: boolean;
  /** The order as a call of this page answered it. */
  onChange: (order: TOrder) => void;
}) {
  const { t } = useTranslation();
  const paid = order.payment_status === 'paid';
  const online = order.channel !== 'counter';
  // Waiting to be paid at the counter: the number and the amount are the page's main content.
  const atCounter = order.payment_status === 'unpaid' && !online;

  // An open bill opened from the table's link (another diner placed it): the table this phone is at.
  const tableToken =
    recentOrders().find((o) => o.token === order.token)?.table_token ??
    (order.tab ? (lastTable() ?? undefined) : undefined);

  return (
    <main className="page order-page">
      <TopBar backTo={tableToken} />
      {order.share_of ? <ShareOf share={order.share_of} /> : null}
      <header className="order-head">
        <p className="eyebrow">{order.store.display_name}</p>
        <div className="order-title">
          <h1>
            {order.receipt_no
              ? t('order.receipt', { number: order.receipt_no })
              : order.tab
                ? t('order.tabTitle')
                : t('order.title')}
          </h1>
          {order.order_no !== null && !atCounter ? (
            <p className="order-no" data-testid="order-no">
              <span className="visually-hidden">{t('order.numberLabel')} </span>
              {t('order.number', { number: order.order_no })}
            </p>
          ) : null}
        </div>
        <p className="order-meta">
          {order.table_name ? <span>{t('store.table', { name: order.table_name })}</span> : null}
          <span>{dateTime(order.created_at)}</span>
        </p>
      </header>

      <section className="status-card" aria-labelledby="order-status-heading">
        <h2 id="order-status-heading" className="visually-hidden">
          {t('order.statusHeading')}
        </h2>
        <p
          className={`status-line status-${order.payment_status === 'paid' ? order.status : order.payment_status}`}
          role="status"
        >
          <StatusText order={order} />
        </p>
        {paid && !order.share_of ? (
          <ol className="steps">
            {stepsOf(order).map((s, i, steps) => {
              const at = steps.indexOf(order.status as (typeof steps)[number]);
              return (
                <li
                  key={s}
                  className={i < at ? 'is-done' : i === at ? 'is-current' : ''}
                  aria-current={i === at ? 'step' : undefined}
                >
                  {t(`order.status.${s}`)}
                </li>
              );
            })}
          </ol>
        ) : null}
        <p className="live">
          <span className={`live-dot${live ? ' is-live' : ''}`} aria-hidden="true" />
          {live ? t('order.live') : t('order.reconnecting')}
        </p>
        {atCounter ? <CounterPay order={order} /> : null}
        {!paid && order.payment_status === 'unpaid' && online ? (
          <PayNow order={order} onCounter={onChange} />
        ) : null}
        {order.share_of && order.payment_status === 'unpaid' ? (
          <SharePoints order={order} onPaid={onChange} />
        ) : null}
        {/* An open bill or a share of one: paid at the counter, or online from here (new rounds wait for it). */}
        {(order.tab || order.share_of) && order.payment_status === 'unpaid' ? (
          <details className="pay-bill-online">
            <summary>{order.tab ? t('order.payBillOnline') : t('shares.payOnline')}</summary>
            <PayNow order={order} onCounter={onChange} bill />
          </details>
        ) : null}
        {order.tab && atCounter ? <SplitBill order={order} onSplit={onChange} /> : null}
        {order.payment_status === 'expired' && tableToken ? (
          <a
            className="button button-primary button-block"
            href={paths.table(tableToken)}
            onClick={followLink}
          >
            {t('order.orderAgain')}
          </a>
        ) : null}
        {order.paid_twice ? (
          <p className="notice" role="note">
            {t('order.paidTwice', { price: formatMoney(order.give_back_sen) })}
          </p>
        ) : null}
        {paid && wasRefunded(order) ? (
          <p className="notice" role="note">
            {t('order.partlyRefunded')}
          </p>
        ) : null}
      </section>

      {order.payment_status === 'split' ? <BillShares order={order} /> : null}
      <ProfileOffer />

      <section aria-labelledby="order-lines">
        <h2 id="order-lines" className="section-title">
          {t('order.items')}
        </h2>
        <OrderLines order={order} />
        {order.note ? <p className="hint">“{order.note}”</p> : null}
        {order.tab && order.payment_status === 'unpaid' && tableToken ? (
          <a className="button button-block" href={paths.table(tableToken)} onClick={followLink}>
            {t('order.orderMore')}
          </a>
        ) : null}
      </section>

      <section aria-labelledby="order-money">
        <h2 id="order-money" className="section-title">
          {t('order.bill')}
        </h2>
        <Breakdown
          money={order}
          points={{ points: order.points, due: order.amount_due_sen, paid: true }}
          // Cash rounding applies to what is paid in money, after the points.
          rounding={{ sen: order.rounding_sen, total: order.amount_due_sen + order.rounding_sen }}
        />
        <RefundBreakdown order={order} />
        <p className="order-payment">
          {paid
            ? order.points > 0 && order.amount_due_sen === 0
              ? t('order.paidWithPoints')
              : t('order.paidWith', { channel: t(`pay.channel.${order.channel}`) })
            : t(`order.payment.${order.payment_status}`)}
          {order.paid_at ? ` · ${dateTime(order.paid_at)}` : ''}
        </p>
      </section>
    </main>
  );
}

function StatusText({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const [, tick] = useState(0);
  const paying = payingOf(order.token);
  const confirming = paying && !paying.error && Date.now() - paying.at < confirmingForMs;
  // Stop saying "confirming" once that time is up, even if nothing else changes.
  const since = confirming ? paying.at : undefined;
  useEffect(() => {
    if (since === undefined) return;
    const id = setTimeout(() => tick((n) => n + 1), confirmingForMs - (Date.now() - since) + 50);
    return () => clearTimeout(id);
  }, [since]);
  useEffect(() => {
    if (order.payment_status === 'paid') clearPaying(order.token);
  }, [order.payment_status, order.token]);

  switch (order.payment_status) {
    case 'void':
      return t('order.payment.void');
    case 'refunded':
      return t('order.payment.refunded');
    case 'expired':
      return t('order.expired');
    case 'split':
      return splitStatus(t, order);
    case 'paid':
      if (order.share_of) return t('shares.sharePaid');
      return t(`order.statusLine.${order.status === 'unpaid' ? 'processing' : order.status}`);
    default:
      if (order.tab) return t('order.tabOpen');
      if (order.channel === 'counter') return t('order.payAtCounter');
      if (order.payment?.status === 'failed') return t('order.paymentFailed');
      return confirming ? t('order.confirming') : t('order.awaitingPayment');
  }
}

/**
 * Still unpaid online: choose again and go to the gateway, or pay at the counter instead (every
 * store takes counter payments, PRODUCT.md "Orders"), so a refused card does not leave the diner
 * stuck.
 */
function PayNow({
  order,
  onCounter,
  bill = false,
}: {
  order: TOrder;
  onCounter: (order: TOrder) => void;
  /** An open bill, paid at the counter already: only the online choice is offered. */
  bill?: boolean;
}) {
  const { t } = useTranslation();
  const startError = payingOf(order.token)?.error;
  // The bank or wallet this phone paid with last, when it is the order's channel again.
  const [payment, setPayment] = useState<Payment>(() => {
    const last = rememberedPayment();
    if (order.channel === 'counter') return last && last.channel !== 'counter' ? last : { method: '' };
    return { channel: order.channel as Channel, method: last?.channel === order.channel ? last.method : '' };
  });
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(startError);
  const ref = useRef<HTMLFieldSetElement>(null);
  const inFlight = useRef(false);
  const counterHintId = useId();
  // Back from the gateway's page out of the browser's page cache: the button works again.
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => {
      if (!e.persisted) return;
      inFlight.current = false;
      setBusy(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);
  // FPX is offered again only when the store offers it for this bill; the other online channels always.
  const channels: Channel[] = [...(order.fpx_available ? (['fpx'] as const) : []), 'ewallet', 'card'];

  const payAtCounter = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(undefined);
    try {
      const counter = await api.payAtCounter(order.token);
      clearPaying(order.token);
      onCounter(counter);
    } catch (err) {
      setError(errorText(err));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const pay = async () => {
    if (inFlight.current) return;
    if (!paymentComplete(payment)) {
      setChecked(true);
      ref.current?.querySelector<HTMLElement>('select, input')?.focus();
      return;
    }
    inFlight.current = true;
    setBusy(true);
    setError(undefined);
    try {
      const started = await api.pay(order.token, payBody(payment));
      markPaying(order.token);
      window.location.assign(started.redirect_url);
    } catch (err) {
      inFlight.current = false;
      setError(errorText(err));
      setBusy(false);
    }
  };

  return (
    <div className="pay-now">
      {error ? (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      ) : null}
      <PaymentChoice
        ref={ref}
        value={payment}
        onChange={setPayment}
        channels={channels}
        showError={checked}
      />
      <button
        type="button"
        className="button button-primary button-block"
        onClick={() => void pay()}
        disabled={busy}
      >
        {busy ? t('order.startingPayment') : t('order.payNow', { price: formatMoney(order.amount_due_sen) })}
      </button>
      {bill ? null : (
        <>
          <p className="or-rule" aria-hidden="true">
            <span>{t('order.or')}</span>
          </p>
          <button
            type="button"
            className="button button-block"
            onClick={() => void payAtCounter()}
            disabled={busy}
            aria-describedby={counterHintId}
          >
            {t('order.counterInstead')}
          </button>
          <p className="hint" id={counterHintId}>
            {t('order.counterInsteadHint')}
          </p>
        </>
      )}
    </div>
  );
}
