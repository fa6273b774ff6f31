import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { klDateTime } from '../lib/kl-time';

/** Beside a settings form's Save: who changed it last and when, or that the defaults apply. */
export function LastChange({
  section,
  version,
}: {
  section: 'contactSettings' | 'merchantSettings';
  version: { changed_by: string | null; changed_at: string | null };
}) {
  const { t } = useTranslation();
  return (
    <Typography.Text type="secondary" style={{ marginLeft: 16 }} data-testid="last-change">
      {version.changed_at
        ? t(`${section}.lastChange`, { name: version.changed_by ?? '—', at: klDateTime(version.changed_at) })
        : t(`${section}.defaults`)}
    </Typography.Text>
  );
}
