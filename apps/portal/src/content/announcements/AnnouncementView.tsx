import type { TAnnouncement } from '@meja/contracts';
import { Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../rich-text/RichTextView';

/** An announcement's date and message as its readers see them (its title heads the dialog). */
export function AnnouncementView({ announcement: a }: { announcement: TAnnouncement }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Text type="secondary">
        {t('announcements.notice.publishedOn', { date: dayjs(a.publish_at).format('YYYY-MM-DD HH:mm') })}
      </Typography.Text>
      <RichTextView html={a.body} className="announcement-body" />
    </>
  );
}
