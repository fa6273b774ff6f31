import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { errorText } from '../lib/api';
import type { Paged } from '../lib/usePaged';

/** A paged list of the account page: its rows, "Show more" while there are more, its empty text. */
export function PagedList<T>({
  paged,
  empty,
  className,
  children,
}: {
  paged: Paged<T>;
  empty: string;
  className: string;
  children: (row: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const { rows, total, loading, error } = paged;
  if (error && rows.length === 0) {
    return (
      <p className="notice notice-error" role="alert">
        {errorText(error)}
      </p>
    );
  }
  if (total === 0) return <p className="empty-small">{empty}</p>;
  return (
    <>
      <ul className={className} aria-busy={loading}>
        {rows.map(children)}
      </ul>
      {error ? (
        <p className="notice notice-error" role="alert">
          {errorText(error)}
        </p>
      ) : null}
      {total !== undefined && rows.length < total ? (
        <button type="button" className="button button-block" disabled={loading} onClick={paged.more}>
          {t('account.more')}
        </button>
      ) : null}
      {loading && rows.length === 0 ? <p className="loading">{t('common.loading')}</p> : null}
    </>
  );
}
