import { BellOutlined } from '@ant-design/icons';
import { useAnnouncementNotice, useDismissAnnouncement, useUpdateLogSeen, useWhatsNew } from '@meja/client';
import { can } from '@meja/contracts/permissions';
import { Badge, Button, Divider, Drawer, Empty, Flex, Typography, theme } from 'antd';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../lib/form-errors';
import { useSession } from '../lib/session';
import { AnnouncementView } from './announcements/AnnouncementView';
import { VersionEntry } from './update-log/VersionEntry';

/** A kitchen tablet or a till stays open all day: it still hears of a new announcement within minutes. */
const refetchInterval = 10 * 60_000;

/**
 * Announcements and what's new on a staff working screen (the kitchen display, the cashier's
 * board, the waiters' list): never a dialog over the work, but a one-line banner with their count
 * while any wait, opened on demand in a side panel where each is dismissed (or the versions marked
 * seen) as after sign-in elsewhere. "Later" puts the banner away until the next page load.
 */
export function StaffNotices() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const user = useSession()?.user;
  // Buddies use the ordering app: nothing is addressed to them here.
  const reads = Boolean(user && can(user, 'content.read'));
  const notice = useAnnouncementNotice({ enabled: reads, refetchInterval });
  const news = useWhatsNew({
    enabled: reads,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
    refetchInterval,
  });
  const dismiss = useDismissAnnouncement();
  const seen = useUpdateLogSeen();
  const [open, setOpen] = useState(false);
  const [later, setLater] = useState(false);
  const announcements = notice.data ?? [];
  const versions = news.data ?? [];
  const count = announcements.length + versions.length;

  const summary = [
    announcements.length ? t('announcements.staff.announcements', { count: announcements.length }) : '',
    versions.length ? t('announcements.staff.versions', { count: versions.length }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
  // Newest first: the first is the newest publication shown.
  const markSeen = () => {
    const through = versions[0]?.published_at;
    if (through) seen.mutateAsync(through).catch(showError);
  };

  return (
    <>
      {count > 0 && !later && (
        <Flex
          role="region"
          aria-label={t('announcements.staff.label')}
          data-testid="staff-notices"
          align="center"
          gap={12}
          wrap
          style={{
            paddingInline: 16,
            paddingBlock: 6,
            background: token.colorInfoBg,
            borderBottom: `1px solid ${token.colorInfoBorder}`,
          }}
        >
          <Badge count={count} size="small">
            <BellOutlined style={{ fontSize: 20 }} aria-hidden />
          </Badge>
          <Typography.Text strong style={{ flex: 1, minWidth: 160 }}>
            {summary}
          </Typography.Text>
          <Button type="primary" size="large" onClick={() => setOpen(true)}>
            {t('announcements.staff.read')}
          </Button>
          <Button size="large" onClick={() => setLater(true)}>
            {t('announcements.notice.later')}
          </Button>
        </Flex>
      )}
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={t('announcements.staff.title')}
        size="large"
        destroyOnHidden
      >
        {count === 0 && <Empty description={t('announcements.staff.nothing')} />}
        {announcements.map((a, i) => (
          <Fragment key={a.id}>
            {i > 0 && <Divider />}
            <article aria-labelledby={`staff-notice-${a.id}`}>
              <Typography.Title level={4} id={`staff-notice-${a.id}`} style={{ marginTop: 0 }}>
                {a.title}
              </Typography.Title>
              <AnnouncementView announcement={a} />
              <Button
                size="large"
                loading={dismiss.isPending && dismiss.variables === a.id}
                onClick={() => dismiss.mutateAsync(a.id).catch(showError)}
              >
                {t('announcements.notice.dismiss')}
              </Button>
            </article>
          </Fragment>
        ))}
        {versions.length > 0 && (
          <section aria-label={t('updateLog.whatsNew')}>
            {announcements.length > 0 && <Divider />}
            <Typography.Title level={3}>{t('updateLog.whatsNew')}</Typography.Title>
            {versions.map((row, i) => (
              <Fragment key={row.id}>
                {i > 0 && <Divider />}
                <VersionEntry row={row} level={4} />
              </Fragment>
            ))}
            <Button size="large" type="primary" loading={seen.isPending} onClick={markSeen}>
              {t('updateLog.gotIt')}
            </Button>
          </section>
        )}
      </Drawer>
    </>
  );
}
