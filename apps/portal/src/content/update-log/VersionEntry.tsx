import type { TUpdateLog } from '@meja/contracts';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { klDate } from '../../lib/kl-time';
import { RichTextView } from '../rich-text/RichTextView';

/** One published version as users read it: version, title, date and log. */
export function VersionEntry({ row, level = 3 }: { row: TUpdateLog; level?: 3 | 4 }) {
  const { t } = useTranslation();
  return (
    <article aria-label={t('updateLog.versionLabel', { version: row.version })}>
      <Flex align="baseline" gap={12} wrap>
        <Typography.Title level={level} style={{ margin: 0 }}>
          {row.title}
        </Typography.Title>
        <Typography.Text type="secondary">
          {t('updateLog.versionLabel', { version: row.version })}
          {row.published_at && ` · ${klDate(row.published_at)}`}
        </Typography.Text>
      </Flex>
      <RichTextView html={row.log} />
    </article>
  );
}
