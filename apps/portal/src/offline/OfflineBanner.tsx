import { CloudSyncOutlined, DisconnectOutlined, WarningOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { klClock } from '../lib/kl-time';
import { useSession } from '../lib/session';
import { type Attention, dismissAttention, useAttention } from './attention';
import { useOnline } from './connectivity';
import { useWaitingActions } from './pending';

/**
 * At the top of every signed-in screen: "Offline — N actions waiting" while the server cannot be
 * reached, "Sending N actions…" while they go, and the actions the server refused ("Needs
 * attention") until the user dismisses them. It stays in view as the page scrolls.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const signedIn = useSession() !== null;
  const online = useOnline();
  const count = useWaitingActions().length;
  const attention = useAttention();
  if (!signedIn || (online && count === 0 && attention.length === 0)) return null;
  return (
    <Flex
      vertical
      gap={8}
      style={{ position: 'sticky', top: 0, zIndex: 100, padding: 8, background: 'rgba(255, 255, 255, 0.96)' }}
    >
      {!online ? (
        <Alert
          type="warning"
          showIcon
          icon={<DisconnectOutlined />}
          role="status"
          data-testid="offline-banner"
          title={t('offline.banner.offline', { count })}
          description={t('offline.banner.hint')}
        />
      ) : count > 0 ? (
        <Alert
          type="info"
          showIcon
          icon={<CloudSyncOutlined />}
          role="status"
          data-testid="offline-banner"
          title={t('offline.banner.sending', { count })}
        />
      ) : null}
      {attention.length > 0 && (
        <div style={{ maxHeight: '40vh', overflowY: 'auto' }}>
          <AttentionList items={attention} />
        </div>
      )}
    </Flex>
  );
}

function AttentionList({ items }: { items: readonly Attention[] }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      icon={<WarningOutlined />}
      role="alert"
      data-testid="needs-attention"
      title={t('offline.attention.title', { count: items.length })}
      description={
        <Flex vertical gap={12} component="ul" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {items.map((item) => (
            <Flex key={item.id} component="li" justify="space-between" align="flex-start" gap={12}>
              <div>
                <Typography.Text strong>
                  {t(`offline.attention.${item.kind}`, {
                    time: klClock(item.at),
                    label: item.label ?? '',
                    what: item.what ?? '',
                  })}
                </Typography.Text>
                <div>{t('offline.attention.refused', { reason: item.reason })}</div>
                <div>{t(`offline.attention.advice.${item.advice}`)}</div>
              </div>
              <Button size="small" onClick={() => dismissAttention(item.id)}>
                {t('offline.attention.dismiss')}
              </Button>
            </Flex>
          ))}
        </Flex>
      }
    />
  );
}
