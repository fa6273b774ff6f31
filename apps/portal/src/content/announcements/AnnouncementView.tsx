import type { TAnnouncement } from '@meja/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { klDateTime } from '../../lib/kl-time';
import { RichTextView } from '../rich-text/RichTextView';

/** An announcement's date and message as its readers see them (its title heads the dialog). */
export function AnnouncementView({ announcement: a }: { announcement: TAnnouncement }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Text type="secondary">
        {t('announcements.notice.publishedOn', { date: klDateTime(a.publish_at) })}
      </Typography.Text>
      <RichTextView html={a.body} className="announcement-body" />
    </>
  );
}
