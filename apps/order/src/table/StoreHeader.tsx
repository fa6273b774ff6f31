import type { TDinerMenu } from '@meja/contracts';
import { useTranslation } from '../i18n';
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
  if (!store.next_open_at) return t('store.closedForNow');
  const time = clock(store.next_open_at);
  const day = dayWord(store.next_open_at, new Date(menu.generated_at));
  if (day.kind === 'today') return t('store.opensToday', { time });
  if (day.kind === 'tomorrow') return t('store.opensTomorrow', { time });
  return t('store.opensOn', { day: day.weekday, time });
}
