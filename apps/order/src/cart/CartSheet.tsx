import type { TDinerFood, TDinerMenu, TPricedLine } from '@meja/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api, errorText } from '../lib/api';
import { type CartLine, cartBody, quantityMax, unitEstimate, useCart } from '../lib/cart';
import { forgetIdempotencyKey, idempotencyKeyFor } from '../lib/idempotency';
import { formatMoney } from '../lib/money';
import { markPaying } from '../lib/paying';
import { rememberOrder } from '../lib/recent-orders';
import { navigate, openSheet, paths } from '../lib/router';
import { formatPhone, useBuddy } from '../lib/session';
import { Sheet } from '../ui/Sheet';
import { Stepper } from '../ui/Stepper';
import { Breakdown } from './Breakdown';
import { type Channel, type Payment, PaymentChoice, payBody, paymentComplete } from './PaymentChoice';
import { usePricedCart } from './usePricedCart';

interface Props {
  table: string;
  menu: TDinerMenu;
  foods: Map<number, TDinerFood>;
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
export default function CartSheet({ table, menu, foods, onClose }: Props) {
  const { t } = useTranslation();
  const cart = useCart(table);
  const buddy = useBuddy();
  const [priced, retryPrice] = usePricedCart(table, cart.lines);
  const [payment, setPayment] = useState<Payment>({ method: '' });
  const [note, setNote] = useState('');
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
  const fpx = current?.fpx_available ?? false;
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
    if (busy.current || !fresh) return;
    if (!paymentComplete(payment)) {
      setChecked(true);
      payRef.current?.scrollIntoView({ block: 'center' });
      payRef.current
        ?.querySelector<HTMLElement>('input:checked, select, input')
        ?.focus({ preventScroll: true });
      return;
    }
    const channel = payment.channel as Channel;
    busy.current = true;
    setPlacing(true);
    setPlaceError(null);
    const body = { lines: cartBody(cart.lines), channel, ...(note.trim() ? { note: note.trim() } : {}) };
    let order: Awaited<ReturnType<typeof api.placeOrder>>;
    try {
      order = await api.placeOrder(table, body, idempotencyKeyFor(table, body));
    } catch (err) {
      busy.current = false;
      setPlaceError(err);
      setPlacing(false);
      return;
    }
    rememberOrder(order, table);
    const orderPage = paths.order(order.token);
    // The order exists: this cart is done, whatever happens to the payment.
    const done = () => {
      forgetIdempotencyKey(table);
      cart.clear();
    };
    if (channel === 'counter') {
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

  const total = current?.total_sen;
  const paysOnline = payment.channel !== undefined && payment.channel !== 'counter';
  const action =
    total === undefined
      ? t('cart.placeShort')
      : t(paysOnline ? 'cart.placeAndPay' : 'cart.place', { price: formatMoney(total) });

  return (
    <Sheet
      title={t('cart.title')}
      onClose={onClose}
      footer={
        <button
          type="button"
          className="button button-primary button-block"
          onClick={() => void place()}
          disabled={placing || !fresh || refused.messages.size > 0}
          aria-describedby={!fresh && !placing ? 'cart-pricing' : undefined}
        >
          {placing ? t('cart.placing') : action}
        </button>
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
        {current ? <Breakdown money={current} /> : null}
        {!fresh && priced.status === 'pending' ? (
          <p className="hint" id="cart-pricing" role="status">
            {t('cart.pricing')}
          </p>
        ) : null}
      </div>

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
      {menu.store.open ? null : <p className="field-error">{t('store.closedTitle')}</p>}
    </Sheet>
  );
}

function CartRow({
  line,
  food,
  priced,
  refusal,
  onQuantity,
}: {
  line: CartLine;
  food: TDinerFood | undefined;
  priced: TPricedLine | undefined;
  refusal: string | undefined;
  onQuantity: (q: number) => void;
}) {
  const { t } = useTranslation();
  const name = priced?.name ?? food?.name ?? t('cart.unknownFood');
  const options = priced
    ? priced.options.map((o) => (o.quantity > 1 ? `${o.name} ×${o.quantity}` : o.name))
    : line.options.map((o) => {
        const opt = food?.option_groups.flatMap((g) => g.options).find((x) => x.id === o.option_id);
        return `${opt?.name ?? '?'}${o.quantity > 1 ? ` ×${o.quantity}` : ''}`;
      });
  const lineTotal =
    priced?.line_total_sen ?? (food ? unitEstimate(food, line.options) * line.quantity : undefined);
  return (
    <li className={`cart-line${refusal ? ' is-refused' : ''}`}>
      <div className="cart-line-text">
        <span className="cart-line-name">{name}</span>
        {options.length ? <span className="cart-line-detail">{options.join(', ')}</span> : null}
        {line.take_away ? <span className="tag tag-muted">{t('food.takeAway')}</span> : null}
        {line.note ? <span className="cart-line-detail">“{line.note}”</span> : null}
        {refusal ? <span className="field-error">{refusal}</span> : null}
      </div>
      <div className="cart-line-side">
        <span className="cart-line-total">{lineTotal === undefined ? '' : formatMoney(lineTotal)}</span>
        <Stepper
          small
          value={line.quantity}
          name={name}
          min={1}
          max={quantityMax}
          removeAtMin
          onChange={onQuantity}
        />
      </div>
    </li>
  );
}
