import type { TDinerMenu } from '@meja/contracts';
import { type TFunction, useTranslation } from '../i18n';
import { clock, dayWord } from '../lib/time';

/** The store as the diner first sees it: picture, name, halal status, open or when it opens, the table. */
export function StoreHeader({ menu }: { menu: TDinerMenu }) {
  const { t } = useTranslation();
  const { store, table } = menu;
  return (
    <header className="store">
      {store.picture ? (
        <img
          className="store-picture"
          src={store.picture}
          alt=""
          width={750}
          height={340}
          fetchPriority="high"
        />
      ) : null}
      <div className="store-text">
        <h1>{store.display_name}</h1>
        {store.description ? <p className="store-description">{store.description}</p> : null}
        <ul className="store-facts">
          <li className={`pill ${store.open ? 'pill-open' : 'pill-closed'}`}>
            {store.open ? <OpenStatus menu={menu} /> : t('store.closed')}
          </li>
          <li className={`pill ${store.halal_status === 'halal' ? 'pill-halal' : ''}`}>
            {t(store.halal_status === 'halal' ? 'store.halal' : 'store.nonHalal')}
          </li>
          <li className="pill">{t('store.table', { name: table.name })}</li>
        </ul>
      </div>
    </header>
  );
}

export function OpenStatus({ menu }: { menu: TDinerMenu }) {
  const { t } = useTranslation();
  const { store } = menu;
  if (store.open) {
    return store.closes_at ? t('store.openUntil', { time: clock(store.closes_at) }) : t('store.openAllDay');
  }
  return closedNow(menu, t);
}

/**
 * Why nothing can be ordered now: "Closed now — opens at 08:00" (tomorrow, or the weekday, when
 * not today), in Kuala Lumpur time; the banner's headline and the reason beside every disabled
 * "Add to cart" and "Place order".
 */
export function closedNow(menu: TDinerMenu, t: TFunction): string {
  const at = menu.store.next_open_at;
  if (!at) return t('store.closedNow');
  const time = clock(at);
  const day = dayWord(at, new Date(menu.generated_at));
  if (day.kind === 'today') return t('store.closedOpensAt', { time });
  if (day.kind === 'tomorrow') return t('store.closedOpensTomorrow', { time });
  return t('store.closedOpensOn', { day: day.weekday, time });
}

/** A closed store's menu is there to browse (issue 28): the banner says so and when ordering starts. */
export function ClosedBanner({ menu }: { menu: TDinerMenu }) {
  const { t } = useTranslation();
  return (
    <div className="closed-banner" role="status">
      <p className="closed-banner-title">{closedNow(menu, t)}</p>
      <p>{menu.store.next_open_at ? t('store.browseOnly') : t('store.closedForNow')}</p>
    </div>
  );
}
