import { useClearBalanceRun, useClearBalanceRuns } from '@meja/client';
import type { ClearBalanceStatus, TClearBalanceRun } from '@meja/contracts';
import { Alert, Button, Card, List, Progress, Space, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../kit/Results';
import { klDateTime } from '../lib/kl-time';
import { formatRM } from '../lib/money';

const runColors: Record<ClearBalanceStatus, string> = {
  queued: 'default',
  running: 'processing',
  done: 'success',
  failed: 'error',
};

export const percentDone = (run: Pick<TClearBalanceRun, 'done' | 'total' | 'status'>) =>
  run.status === 'done' ? 100 : run.total > 0 ? Math.floor((run.done / run.total) * 100) : 0;

/**
 * One Clear Balance run, asked again every two seconds until it is done: merchants done of all,
 * the money cleared and the settlements made. Its id is in the address, so a reload (or another
 * admin given the link) follows the same run to its end.
 */
export function RunProgress({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const run = useClearBalanceRun(id);
  return (
    <Card
      title={t('clearBalance.run', { id })}
      extra={<Button onClick={onClose}>{t('clearBalance.closeRun')}</Button>}
      style={{ marginBottom: 24 }}
      aria-live="polite"
    >
      {run.isError ? (
        <LoadError error={run.error} onRetry={() => run.refetch()} />
      ) : run.data ? (
        <RunBody run={run.data} t={t} />
      ) : (
        <Progress percent={0} status="active" />
      )}
    </Card>
  );
}

function RunBody({ run, t }: { run: TClearBalanceRun; t: TFunction }) {
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Tag color={runColors[run.status]}>{t(`clearBalance.runStatus.${run.status}`)}</Tag>
        <Typography.Text>{t('clearBalance.progress', { done: run.done, total: run.total })}</Typography.Text>
      </Space>
      <Progress
        percent={percentDone(run)}
        status={run.status === 'failed' ? 'exception' : run.status === 'done' ? 'success' : 'active'}
      />
      <Typography.Text strong>
        {t('clearBalance.cleared', { amount: formatRM(run.cleared_sen), items: run.items })}
      </Typography.Text>
      <Typography.Text type="secondary">
        {t('clearBalance.requestedBy', { name: run.requested_by ?? '—', at: klDateTime(run.created_at) })}
        {run.finished_at && ` · ${t('clearBalance.finished', { at: klDateTime(run.finished_at) })}`}
      </Typography.Text>
      {run.error && <Alert type="error" title={run.error} showIcon />}
    </Space>
  );
}

/** The latest runs, each one click from its progress card. */
export function RecentRuns({ onShow }: { onShow: (id: number) => void }) {
  const { t } = useTranslation();
  const runs = useClearBalanceRuns({ start: 0, length: 5 });
  if (runs.isError) return <LoadError error={runs.error} onRetry={() => runs.refetch()} />;
  return (
    <Card title={t('clearBalance.recent')} size="small" style={{ marginTop: 24 }}>
      <List<TClearBalanceRun>
        loading={runs.isPending}
        dataSource={runs.data?.data ?? []}
        locale={{ emptyText: t('clearBalance.noRuns') }}
        renderItem={(run) => (
          <List.Item
            actions={[
              <Button key="show" size="small" onClick={() => onShow(run.id)}>
                {t('clearBalance.open')}
              </Button>,
            ]}
          >
            <Space wrap>
              <span>{t('clearBalance.run', { id: run.id })}</span>
              <Tag color={runColors[run.status]}>{t(`clearBalance.runStatus.${run.status}`)}</Tag>
              <Typography.Text type="secondary">
                {t('clearBalance.progress', { done: run.done, total: run.total })} ·{' '}
                {formatRM(run.cleared_sen)} · {klDateTime(run.created_at)}
              </Typography.Text>
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
}
