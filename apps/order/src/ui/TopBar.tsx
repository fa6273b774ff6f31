import { type Language, useTranslation } from '../i18n';
import { lastTable } from '../lib/recent-orders';
import { followLink, openSheet, paths, useLocation } from '../lib/router';
import { useBuddy } from '../lib/session';

/** The other language's name, in that language: what a diner who needs it can read. */
const otherLanguage: Record<Language, { code: Language; label: string; lang: string }> = {
  en: { code: 'zh', label: '中文', lang: 'zh-Hans' },
  zh: { code: 'en', label: 'English', lang: 'en' },
};

/**
 * The bar above every page: a way back to the menu (off the menu: to `backTo`, else the table this
 * phone opened last), the language, and the buddy's account.
 */
export function TopBar({ backTo }: { backTo?: string }) {
  const { t, i18n } = useTranslation();
  const buddy = useBuddy();
  const { route } = useLocation();
  const other = otherLanguage[i18n.resolvedLanguage === 'zh' ? 'zh' : 'en'];
  const table = route.page === 'table' ? null : (backTo ?? lastTable());
  return (
    <div className="top-bar">
      <div className="top-bar-start">
        {table ? (
          <a className="back-link" href={paths.table(table)} onClick={followLink}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path
                d="M15 5l-7 7 7 7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
              />
            </svg>
            {t('order.backToMenu')}
          </a>
        ) : null}
      </div>
      <button
        type="button"
        className="chip-button"
        aria-label={t('language.switchTo', { language: other.label })}
        onClick={() => {
          // Offline, the other language's file may not come: the page stays as it is.
          i18n.changeLanguage(other.code).catch(() => {});
        }}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path
            d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          />
        </svg>
        <span lang={other.lang}>{other.label}</span>
      </button>
      {buddy && route.page === 'account' ? null : buddy ? (
        <a className="chip-button" href={paths.account()} onClick={followLink}>
          {t('account.title')}
        </a>
      ) : (
        <button type="button" className="chip-button" onClick={() => openSheet({ kind: 'signin' })}>
          {t('account.signIn')}
        </button>
      )}
    </div>
  );
}
