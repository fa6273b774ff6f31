import type { TDinerFood, TDinerMenu, TPlaceOrderBody } from '@meja/contracts';
import { fpxOffered } from '@meja/contracts/payment-methods';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n';
import { ApiError, api, errorText } from '../lib/api';
import { cartBody, useCart } from '../lib/cart';
import { forgetIdempotencyKey, idempotencyKeyFor } from '../lib/idempotency';
import { forgetMe, loadMe, useMe } from '../lib/me';
import { formatMoney } from '../lib/money';
import { markPaying, rememberedPayment, rememberPayment } from '../lib/paying';
import { rememberOrder } from '../lib/recent-orders';
import { navigate, openSheet, paths } from '../lib/router';
import { formatPhone, useBuddy } from '../lib/session';
import { closedNow } from '../table/StoreHeader';
import { Sheet } from '../ui/Sheet';
import { Breakdown } from './Breakdown';
import { CartRow } from './CartRow';
import { GuestsField } from './GuestsField';
import { type Channel, type Payment, PaymentChoice, payBody, paymentComplete } from './PaymentChoice';
import { PointsSwitch } from './PointsSwitch';
import { noPoints, type PointsChoice, pointsToUse } from './points';
import { usePricedCart } from './usePricedCart';
import '../ui/loyalty.css';

interface Props {
  table: string;
  menu: TDinerMenu;
  foods: Map<number, TDinerFood>;
  /**
   * The store is paid at the end: the cart is a round of the table's open bill, sent to the
   * kitchen at once; no way to pay nor points are asked for (they come when the bill is paid).
   */
  payAtEnd?: boolean;
  /** The table's first round (paid at the end, no bill open yet): ask once how many guests. */
  askGuests?: boolean;
  onClose: () => void;
}

/**
 * What the server said about single lines of a refused cart: `lines.3.food_id` (sold out or no
 * longer offered: the line can only go), `lines.3.quantity` (not enough left), `lines.3.options…`.
 */
function refusedLines(error: unknown): { messages: Map<number, string>; gone: Set<number> } {
  const messages = new Map<number, string>();
  const gone = new Set<number>();
  if (!(error instanceof ApiError) || !error.errors) return { messages, gone };
  for (const [field, message] of Object.entries(error.errors)) {
    const m = /^lines\.(\d+)(\.food_id)?/.exec(field);
    if (!m) continue;
    messages.set(Number(m[1]), message);
    if (m[2]) gone.add(Number(m[1]));
  }
  return { messages, gone };
}

/** The cart with the server's breakdown, the way to pay, and placing the order. */
export default function CartSheet({
  table,
  menu,
  foods,
  payAtEnd = false,
  askGuests = false,
  onClose,
}: Props) {
  const { t } = useTranslation();
  const cart = useCart(table);
  const buddy = useBuddy();
  // The points held now, read again as the cart opens (a paid order may have just earned some).
  const me = useMe({ fresh: true });
  // A closed store's cart waits (the menu is for browsing until it opens): placing says why it is off.
  const closed = menu.store.open ? undefined : closedNow(menu, t);
  const closedId = useId();
  const [priced, retryPrice] = usePricedCart(table, cart.lines, closed === undefined);
  // A returning diner's last way to pay is chosen already: "Place order and pay" is one tap.
  const [payment, setPayment] = useState<Payment>(() => rememberedPayment() ?? { method: '' });
  const [pointsChoice, setPointsChoice] = useState<PointsChoice>(noPoints);
  const [note, setNote] = useState('');
  const [guests, setGuests] = useState<number>();
  const [checked, setChecked] = useState(false);
  const [placing, setPlacing] = useState(false);
  const [placeError, setPlaceError] = useState<unknown>(null);
  const payRef = useRef<HTMLFieldSetElement>(null);
  // A double tap lands before React re-renders the button as busy: this guard does not wait.
  const busy = useRef(false);
  const noteId = useId();

  // A changed cart is priced again: what placing it said no longer applies.
  useEffect(() => {
    void cart.lines;
    setPlaceError(null);
  }, [cart.lines]);

  // An emptied cart has nothing to show.
  useEffect(() => {
    if (cart.lines.length === 0 && !placing) onClose();
  }, [cart.lines.length, placing, onClose]);

  const current = priced.status === 'ready' ? priced.priced : priced.last;
  const fresh = priced.status === 'ready';
  const total = current?.total_sen;
  const held = me?.points ?? 0;
  const points = pointsToUse(payAtEnd ? noPoints : pointsChoice, held, total);
  const due = total === undefined ? undefined : total - points.points;
  // Points pay the whole bill: nothing to pay in money, so no way to pay is asked for.
  const coveredByPoints = points.points > 0 && due === 0;
  // The store's RM30 rule for FPX reads what is left to pay after the points, as the server does;
  // the store's switch is already in fpx_available.
  const fpx =
    (current?.fpx_available ?? false) &&
    (due === undefined ||
      fpxOffered({ fpx: true, hide_fpx_under_rm30: menu.store.hide_fpx_under_rm30 }, due));
  // A store without a payment gateway yet takes payment at the counter only.
  const online = current?.online_payment ?? true;
  const channels: Channel[] = online
    ? [...(fpx ? (['fpx'] as const) : []), 'ewallet', 'card', 'counter']
    : ['counter'];
  // FPX went away (the bill fell under the store's minimum), or online payment did: the choice goes with it.
  const offered = !payment.channel || channels.includes(payment.channel);
  useEffect(() => {
    if (fresh && !offered) setPayment({ method: '' });
  }, [fresh, offered]);

  const error = placeError ?? (priced.status === 'error' ? priced.error : null);
  const refused = refusedLines(error);
  const pricedLines = current && current.lines.length === cart.lines.length ? current.lines : undefined;

  const place = async () => {
    if (busy.current || !fresh || points.error || closed) return;
    if (!payAtEnd && !coveredByPoints && !paymentComplete(payment)) {
      setChecked(true);
      payRef.current?.scrollIntoView({ block: 'center' });
      payRef.current
        ?.querySelector<HTMLElement>('input:checked, select, input')
        ?.focus({ preventScroll: true });
      return;
    }
    // Nothing goes through the gateway when points pay it all: the order is placed as a counter
    // order, and the server answers it paid.
    const channel: Channel = coveredByPoints || payAtEnd ? 'counter' : (payment.channel as Channel);
    if (!coveredByPoints && !payAtEnd) rememberPayment({ channel, method: payment.method });
    busy.current = true;
    setPlacing(true);
    setPlaceError(null);
    const body: TPlaceOrderBody = {
      lines: cartBody(cart.lines),
      channel,
      ...(note.trim() ? { note: note.trim() } : {}),
      ...(askGuests && guests !== undefined ? { guests } : {}),
      // Part of the body, so of its Idempotency-Key: a retry redeems them once.
      ...(points.points > 0 ? { points: points.points } : {}),
    };
    let order: Awaited<ReturnType<typeof api.placeOrder>>;
    try {
      order = await api.placeOrder(table, body, idempotencyKeyFor(table, body));
    } catch (err) {
      busy.current = false;
      setPlaceError(err);
      setPlacing(false);
      // Refused points (spent meanwhile on another phone): show what is held now.
      if (err instanceof ApiError && err.errors?.points) void loadMe({ fresh: true }).catch(() => {});
      return;
    }
    rememberOrder(order, table);
    if (points.points > 0) forgetMe();
    const orderPage = paths.order(order.token);
    // The order exists: this cart is done, whatever happens to the payment.
    const done = () => {
      forgetIdempotencyKey(table);
      cart.clear();
    };
    if (channel === 'counter' || order.payment_status === 'paid') {
      done();
      navigate(orderPage, { replace: true });
      return;
    }
    try {
      const started = await api.pay(order.token, payBody(payment));
      markPaying(order.token);
      done();
      // Back from the gateway's page lands on the order, not on this sheet.
      history.replaceState({}, '', orderPage);
      window.location.assign(started.redirect_url);
    } catch (err) {
      markPaying(order.token, errorText(err));
      done();
      navigate(orderPage, { replace: true });
    }
  };

  const paysOnline = !coveredByPoints && payment.channel !== undefined && payment.channel !== 'counter';
  const action =
    due === undefined
      ? t('cart.placeShort')
      : payAtEnd
        ? t('cart.addRound', { price: formatMoney(due) })
        : coveredByPoints
          ? t('cart.placePaidWithPoints')
          : t(paysOnline ? 'cart.placeAndPay' : 'cart.place', { price: formatMoney(due) });

  return (
    <Sheet
      title={t('cart.title')}
      onClose={onClose}
      footer={
        <>
          {closed ? (
            <p className="sheet-reason" id={closedId}>
              {closed}
            </p>
          ) : null}
          <button
            type="button"
            className="button button-primary button-block"
            onClick={() => void place()}
            disabled={placing || !fresh || refused.messages.size > 0 || !!points.error || !!closed}
            aria-describedby={closed ? closedId : !fresh && !placing ? 'cart-pricing' : undefined}
          >
            {placing ? t('cart.placing') : action}
          </button>
        </>
      }
    >
      <ul className="cart-lines">
        {cart.lines.map((line, i) => (
          <CartRow
            key={line.key}
            line={line}
            food={foods.get(line.food_id)}
            priced={pricedLines?.[i]}
            refusal={refused.messages.get(i)}
            onQuantity={(q) => cart.setQuantity(line.key, q)}
          />
        ))}
      </ul>

      {error ? (
        <div className="notice notice-error" role="alert">
          <p>{errorText(error)}</p>
          {refused.gone.size > 0 ? (
            <button
              type="button"
              className="button"
              onClick={() => {
                setPlaceError(null);
                cart.remove(cart.lines.filter((_, i) => refused.gone.has(i)).map((l) => l.key));
              }}
            >
              {t('cart.removeUnavailable', { count: refused.gone.size })}
            </button>
          ) : refused.messages.size > 0 || placeError ? null : (
            <button type="button" className="button" onClick={retryPrice}>
              {t('common.retry')}
            </button>
          )}
        </div>
      ) : null}

      <div className={`priced${fresh ? '' : ' is-pending'}`} aria-busy={!fresh}>
        {current ? (
          <Breakdown money={current} points={{ points: points.points, due: due ?? current.total_sen }} />
        ) : null}
        {!fresh && !closed && priced.status === 'pending' ? (
          <p className="hint" id="cart-pricing" role="status">
            {t('cart.pricing')}
          </p>
        ) : null}
      </div>

      {askGuests ? <GuestsField value={guests} onChange={setGuests} /> : null}

      <div className="field">
        <label className="field-label" htmlFor={noteId}>
          {t('cart.note')}
        </label>
        <textarea
          id={noteId}
          rows={2}
          maxLength={200}
          placeholder={t('cart.notePlaceholder')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>

      <div className="account-row">
        {buddy ? (
          <p>{t('account.orderingAs', { phone: formatPhone(buddy.phone) })}</p>
        ) : (
          <>
            <p>{t('account.guestHint')}</p>
            <button
              type="button"
              className="button button-small"
              onClick={() => openSheet({ kind: 'signin' })}
            >
              {t('account.signIn')}
            </button>
          </>
        )}
      </div>

      {buddy && held > 0 && !payAtEnd ? (
        <PointsSwitch
          held={held}
          total={total}
          value={pointsChoice}
          onChange={(v) => {
            setPointsChoice(v);
            setPlaceError(null);
          }}
        />
      ) : null}

      {payAtEnd ? (
        <p className="hint">{t('cart.payAtEndHint')}</p>
      ) : coveredByPoints ? null : (
        <PaymentChoice
          ref={payRef}
          value={payment}
          onChange={(p) => {
            setPayment(p);
            setPlaceError(null);
          }}
          channels={channels}
          showError={checked}
        />
      )}
    </Sheet>
  );
}
