import type { TDinerFood } from '@meja/contracts';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../i18n';
import { formatMoney } from '../lib/money';
import { openSheet } from '../lib/router';
import type { MenuSection } from './birthday';

const sectionId = (c: MenuSection) => `category-${c.id}`;
const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function matches(food: TDinerFood, words: string[]) {
  const text = `${food.name} ${food.code ?? ''} ${food.description ?? ''}`.toLowerCase();
  return words.every((w) => text.includes(w));
}

/** Search, the sticky category strip and the foods by category, in the merchant's priority order. */
export function Menu({
  categories,
  inCart,
  ordering,
}: {
  categories: MenuSection[];
  inCart: Map<number, number>;
  /** False while the store is closed: foods open for a look, without the "add" mark. */
  ordering: boolean;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search);
  const shown = useMemo(() => {
    const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
    if (!words.length) return categories;
    return categories
      .map((c) => ({ ...c, foods: c.foods.filter((f) => matches(f, words)) }))
      .filter((c) => c.foods.length > 0);
  }, [categories, query]);

  const [active, setActive] = useState<number | undefined>(shown[0]?.id);
  const stripRef = useRef<HTMLUListElement>(null);
  const barRef = useRef<HTMLDivElement>(null);

  // The category being read is the last one whose heading has passed under the sticky bar.
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const edge = (barRef.current?.getBoundingClientRect().bottom ?? 0) + 12;
      let current = shown[0]?.id;
      for (const c of shown) {
        const el = document.getElementById(sectionId(c));
        if (el && el.getBoundingClientRect().top <= edge) current = c.id;
      }
      setActive(current);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [shown]);

  // Keep the active tab in view inside the strip (without scrolling the page).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the active category changes
  useEffect(() => {
    const strip = stripRef.current;
    const tab = strip?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!strip || !tab) return;
    const left = tab.offsetLeft - strip.clientWidth / 2 + tab.offsetWidth / 2;
    strip.scrollTo({ left, behavior: reducedMotion() ? 'auto' : 'smooth' });
  }, [active]);

  return (
    <>
      <div className="menu-bar" ref={barRef}>
        <div className="search">
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <input
            type="search"
            aria-label={t('menu.search')}
            placeholder={t('menu.searchPlaceholder')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            enterKeyHint="search"
          />
        </div>
        {shown.length > 1 ? (
          <nav aria-label={t('menu.categories')}>
            <ul className="tabs" ref={stripRef}>
              {shown.map((c) => (
                <li key={c.id}>
                  <a
                    href={`#${sectionId(c)}`}
                    aria-current={c.id === active ? 'true' : undefined}
                    onClick={(e) => {
                      e.preventDefault();
                      setActive(c.id);
                      document
                        .getElementById(sectionId(c))
                        ?.scrollIntoView({ behavior: reducedMotion() ? 'auto' : 'smooth', block: 'start' });
                    }}
                  >
                    {c.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>

      {shown.length === 0 ? (
        <p className="empty" role="status">
          {t('menu.noMatch', { search: query.trim() })}
        </p>
      ) : (
        shown.map((c) => (
          <section key={c.id} id={sectionId(c)} className="category" aria-labelledby={`${sectionId(c)}-h`}>
            <h2 id={`${sectionId(c)}-h`}>{c.name}</h2>
            {c.note ? <p className="hint">{c.note}</p> : null}
            <ul className="foods">
              {c.foods.map((f) => (
                <li key={f.id}>
                  <FoodCard food={f} count={inCart.get(f.id) ?? 0} ordering={ordering} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </>
  );
}

function FoodCard({ food, count, ordering }: { food: TDinerFood; count: number; ordering: boolean }) {
  const { t } = useTranslation();
  // Birthday gifts reach the menu only for the buddy who may claim one: they are free, not sold.
  const gift = food.birthday_gift_only;
  const unavailable = food.sold_out || (gift && count > 0);
  return (
    <button
      type="button"
      className="food"
      disabled={unavailable}
      onClick={() => openSheet({ kind: 'food', foodId: food.id })}
    >
      {food.picture ? (
        <img
          className="food-thumb"
          src={food.picture.thumb}
          alt=""
          width={96}
          height={73}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <span className="food-text">
        <span className="food-name">{food.name}</span>
        {food.description ? <span className="food-description">{food.description}</span> : null}
        <span className="food-foot">
          <span className="food-price">{gift ? t('birthday.free') : formatMoney(food.price_sen)}</span>
          {food.sold_out ? <span className="tag tag-muted">{t('menu.soldOut')}</span> : null}
          {gift ? <span className="tag tag-gift">{t('menu.birthdayGift')}</span> : null}
          {count > 0 ? <span className="tag tag-count">{t('menu.inCart', { count })}</span> : null}
        </span>
      </span>
      {unavailable || !ordering ? null : (
        <span className="food-add" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M5 12h14M12 5v14" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
        </span>
      )}
    </button>
  );
}
