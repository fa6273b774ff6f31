import { useTranslation } from 'react-i18next';

/** Whether the screen is following changes as they happen, or catching up after a drop. */
export function LiveBadge({ connected }: { connected: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`kds-live${connected ? ' is-live' : ''}`} role="status" data-testid="live-badge">
      <span className="kds-live-dot" aria-hidden="true" />
      {connected ? t('kitchen.live') : t('kitchen.reconnecting')}
    </span>
  );
}
