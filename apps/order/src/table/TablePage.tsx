import type { TDinerMenu } from '@meja/contracts';
import { Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from '../i18n';
import { ApiError, errorText } from '../lib/api';
import { cartEstimate, foodIndex, useCart } from '../lib/cart';
import { lazyPage } from '../lib/lazy';
import { useMe } from '../lib/me';
import { formatMoney } from '../lib/money';
import { rememberTable } from '../lib/recent-orders';
import { closeSheet, followLink, openSheet, paths, useLocation } from '../lib/router';
import { TopBar } from '../ui/TopBar';
import { giftOpen, withBirthdayGifts } from './birthday';
import { Menu } from './Menu';
import { ClosedBanner, closedNow, StoreHeader } from './StoreHeader';
import { useMenu } from './useMenu';
import { useTableBill } from './useTableBill';

const loadFoodSheet = () => import('./FoodSheet');
const loadCartSheet = () => import('../cart/CartSheet');
const FoodSheet = lazyPage(loadFoodSheet);
const CartSheet = lazyPage(loadCartSheet);

/** /order/t/:token, what a table's QR code opens: the store, its menu, the cart and checkout. */
export function TablePage({ token }: { token: string }) {
  const { t } = useTranslation();
  const { state, reload } = useMenu(token);

  useEffect(() => {
    if (state.status !== 'ready') return;
    document.title = state.menu.store.display_name;
    rememberTable(token);
  }, [state, token]);

  // The sheets come next: fetch their code while the diner reads the menu.
  useEffect(() => {
    if (state.status !== 'ready') return;
    const idle = window.requestIdleCallback ?? ((f: () => void) => setTimeout(f, 1500));
    idle(() => {
      void loadFoodSheet();
      void loadCartSheet();
    });
  }, [state.status]);

  if (state.status === 'loading') {
    return (
      <main className="page" aria-busy="true">
        <TopBar />
        <p className="loading" role="status">
          {t('menu.loading')}
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
          <h1>{notFound ? t('menu.unknownTable') : t('menu.loadFailed')}</h1>
          <p>{notFound ? t('menu.unknownTableHelp') : errorText(state.error)}</p>
          {notFound ? null : (
            <button type="button" className="button" onClick={reload}>
              {t('common.retry')}
            </button>
          )}
        </div>
      </main>
    );
  }
  return <TableMenu token={token} menu={state.menu} reload={reload} />;
}

/** Longest wait for a closed store's opening that the page keeps a timer for (a later one: the tab's return refreshes). */
const openingTimerMaxMs = 12 * 3_600_000;

function TableMenu({ token, menu, reload }: { token: string; menu: TDinerMenu; reload: () => void }) {
  const { t } = useTranslation();
  // A closed store's menu is for browsing: adding and checkout say why they are off.
  const closed = menu.store.open ? undefined : closedNow(menu, t);
  // The page left open until the store opens orders then, without a reload.
  const opensAt = menu.store.open ? null : menu.store.next_open_at;
  useEffect(() => {
    if (!opensAt) return;
    const wait = Date.parse(opensAt) - Date.now() + 1000;
    if (wait > openingTimerMaxMs) return;
    const id = setTimeout(reload, Math.max(wait, 0));
    return () => clearTimeout(id);
  }, [opensAt, reload]);
  const cart = useCart(token);
  const { sheets } = useLocation();
  const foods = useMemo(() => foodIndex(menu), [menu]);
  // Birthday gifts: only for a signed-in buddy in their birthday month who has not had this store's.
  const me = useMe();
  const gifts = giftOpen(me, menu);
  const categories = useMemo(
    () =>
      withBirthdayGifts(
        menu.categories,
        gifts ? { name: t('birthday.section'), note: t('birthday.sectionNote') } : null,
      ),
    [menu.categories, gifts, t],
  );
  const inCart = useMemo(() => {
    const m = new Map<number, number>();
    for (const l of cart.lines) m.set(l.food_id, (m.get(l.food_id) ?? 0) + l.quantity);
    return m;
  }, [cart.lines]);
  // A store paid at the end: the table's open bill, linked from the top of the menu.
  const bill = useTableBill(token);
  const payAtEnd = bill?.dine_in_payment === 'end';
  const foodSheet = sheets.find((s) => s.kind === 'food');
  const food = foodSheet?.kind === 'food' ? foods.get(foodSheet.foodId) : undefined;

  return (
    <>
      <main className={`page${cart.count > 0 ? ' with-cart-bar' : ''}`}>
        <TopBar />
        <StoreHeader menu={menu} />
        {closed ? <ClosedBanner menu={menu} /> : null}
        {bill?.open_bill ? (
          <a
            className="button button-block bill-link"
            href={paths.order(bill.open_bill.token)}
            onClick={followLink}
            data-testid="open-bill"
          >
            {t('store.viewBill', { price: formatMoney(bill.open_bill.total_sen) })}
          </a>
        ) : null}
        {categories.length > 0 ? (
          <Menu categories={categories} inCart={inCart} ordering={!closed} />
        ) : (
          <p className="empty">{t('menu.nothingNow')}</p>
        )}
      </main>

      {cart.count > 0 ? (
        <div className="cart-bar-wrap">
          <button
            type="button"
            className="cart-bar"
            aria-haspopup="dialog"
            onClick={() => openSheet({ kind: 'cart' })}
          >
            <span className="cart-bar-count">
              {t('cart.items', { count: cart.count })} · {formatMoney(cartEstimate(cart.lines, foods))}
            </span>
            <span className="cart-bar-action">{t('cart.view')}</span>
          </button>
        </div>
      ) : null}

      <Suspense fallback={null}>
        {food ? (
          <FoodSheet key={food.id} food={food} table={token} closed={closed} onClose={closeSheet} />
        ) : null}
        {sheets.some((s) => s.kind === 'cart') ? (
          <CartSheet
            table={token}
            menu={menu}
            foods={foods}
            payAtEnd={payAtEnd}
            askGuests={payAtEnd && bill?.open_bill === null}
            onClose={closeSheet}
          />
        ) : null}
      </Suspense>
    </>
  );
}
