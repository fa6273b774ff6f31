import { useUpdateLogSeen, useWhatsNew } from '@meja/client';
import { can } from '@meja/contracts/permissions';
import { Divider, Modal } from 'antd';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session';
import { VersionEntry } from './VersionEntry';

/**
 * After sign-in, once: the versions published since the user last looked, in one dialog. Closing
 * it marks them seen through the newest one shown (not "now"), so a version published while the
 * dialog was open is shown next time. Asked once per visit: the dialog never reopens by itself.
 */
export function WhatsNew() {
  const { t } = useTranslation();
  const user = useSession()?.user;
  const news = useWhatsNew({
    enabled: Boolean(user && can(user, 'content.read')),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });
  const seen = useUpdateLogSeen();
  const [closed, setClosed] = useState(false);
  const versions = news.data ?? [];

  const close = () => {
    setClosed(true);
    // Newest first: the first is the newest publication shown.
    const through = versions[0]?.published_at;
    if (through) seen.mutate(through);
  };

  return (
    <Modal
      open={!closed && versions.length > 0}
      title={t('updateLog.whatsNew')}
      okText={t('updateLog.gotIt')}
      onOk={close}
      onCancel={close}
      footer={(_, { OkBtn }) => <OkBtn />}
      width={720}
    >
      {versions.map((row, i) => (
        <Fragment key={row.id}>
          {i > 0 && <Divider />}
          <VersionEntry row={row} level={4} />
        </Fragment>
      ))}
    </Modal>
  );
}
