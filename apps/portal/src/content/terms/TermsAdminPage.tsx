import {
  type TermsAcceptanceParams,
  useCurrentTerms,
  useTermsAcceptances,
  useTermsVersions,
} from '@meja/client';
import type { TTermsAcceptance, TTermsVersionRow } from '@meja/contracts';
import { can } from '@meja/contracts/permissions';
import { Alert, Card, Flex, Result, Select, Space, Spin, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../kit/Results';
import { klDateTime } from '../../lib/kl-time';
import { useSession } from '../../lib/session';
import { PublishTermsForm } from './PublishTermsForm';
import { termsIn } from './text';

const pageSize = 10;

/** Every published version, newest first, with how many merchants accepted each. */
function VersionsTable() {
  const { t, i18n } = useTranslation();
  const [start, setStart] = useState(0);
  const versions = useTermsVersions({ start, length: pageSize });
  if (versions.isError) return <LoadError error={versions.error} onRetry={() => versions.refetch()} />;
  return (
    <Table<TTermsVersionRow>
      rowKey="id"
      size="small"
      loading={versions.isFetching}
      dataSource={versions.data?.data ?? []}
      pagination={{
        current: start / pageSize + 1,
        pageSize,
        total: versions.data?.recordsFiltered ?? 0,
        onChange: (page) => setStart((page - 1) * pageSize),
      }}
      columns={[
        { key: 'version', title: t('terms.admin.columns.version'), dataIndex: 'version', width: 90 },
        {
          key: 'published',
          title: t('terms.admin.columns.published'),
          render: (_, v) => klDateTime(v.published_at),
        },
        {
          key: 'by',
          title: t('terms.admin.columns.by'),
          render: (_, v) => v.published_by ?? t('terms.admin.platform'),
        },
        { key: 'acceptances', title: t('terms.admin.columns.acceptances'), dataIndex: 'acceptances' },
        {
          key: 'summary',
          title: t('terms.admin.columns.summary'),
          render: (_, v) =>
            termsIn(i18n.resolvedLanguage ?? i18n.language, { ...v, body_en: '', body_zh: '' }).summary,
        },
      ]}
    />
  );
}

/** Who accepted which version, when and from where; filtered by version. */
function AcceptancesTable() {
  const { t } = useTranslation();
  const [query, setQuery] = useState<TermsAcceptanceParams>({ start: 0, length: pageSize });
  const rows = useTermsAcceptances(query);
  const versions = useTermsVersions({ start: 0, length: 100 });
  if (rows.isError) return <LoadError error={rows.error} onRetry={() => rows.refetch()} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Select<number | undefined>
        aria-label={t('terms.admin.filterVersion')}
        style={{ minWidth: 180 }}
        value={query.version_id}
        onChange={(version_id) => setQuery({ start: 0, length: pageSize, version_id })}
        options={[
          { value: undefined, label: t('terms.admin.allVersions') },
          ...(versions.data?.data ?? []).map((v) => ({
            value: v.id,
            label: t('terms.version', { version: v.version }),
          })),
        ]}
      />
      <Table<TTermsAcceptance>
        rowKey="id"
        size="small"
        loading={rows.isFetching}
        dataSource={rows.data?.data ?? []}
        pagination={{
          current: (query.start ?? 0) / pageSize + 1,
          pageSize,
          total: rows.data?.recordsFiltered ?? 0,
          onChange: (page) => setQuery({ ...query, start: (page - 1) * pageSize }),
        }}
        columns={[
          { key: 'merchant', title: t('terms.admin.columns.merchant'), dataIndex: 'merchant_name' },
          { key: 'version', title: t('terms.admin.columns.version'), dataIndex: 'version', width: 90 },
          {
            key: 'accepted',
            title: t('terms.admin.columns.acceptedAt'),
            render: (_, a) => klDateTime(a.accepted_at),
          },
          { key: 'by', title: t('terms.admin.columns.acceptedBy'), dataIndex: 'accepted_by' },
          { key: 'ip', title: t('terms.admin.columns.ip'), render: (_, a) => a.ip ?? '—' },
        ]}
      />
    </Space>
  );
}

/**
 * Admins: the terms in force, every version, publishing the next one (prefilled with the text in
 * force) and who accepted what. The help names the figures chosen where SPEC gives two.
 */
export default function TermsAdminPage() {
  const { t } = useTranslation();
  const user = useSession()?.user;
  const allowed = Boolean(user && can(user, 'content.manage'));
  const current = useCurrentTerms({ enabled: allowed });
  const versions = useTermsVersions({ start: 0, length: 1 }, { enabled: allowed });
  if (!user) return null;
  if (!allowed) return <Result status="403" title={t('terms.noAccess')} />;
  const now = current.data;
  const acceptedNow = versions.data?.data.find((v) => v.id === now?.id)?.acceptances ?? 0;
  return (
    <Flex vertical gap={24}>
      <div>
        <Typography.Title level={2}>{t('terms.admin.title')}</Typography.Title>
        <Alert type="info" showIcon message={t('terms.admin.help')} />
      </div>
      {current.isError ? (
        <LoadError error={current.error} onRetry={() => current.refetch()} />
      ) : current.isPending ? (
        <Spin />
      ) : (
        <>
          <Typography.Paragraph strong>
            {now
              ? t('terms.admin.current', {
                  version: now.version,
                  date: klDateTime(now.published_at),
                  count: acceptedNow,
                })
              : t('terms.noneYet')}
          </Typography.Paragraph>
          <PublishTermsForm key={now?.id ?? 0} current={now ?? null} />
        </>
      )}
      <Card title={t('terms.admin.versions')}>
        <VersionsTable />
      </Card>
      <Card title={t('terms.admin.acceptances')}>
        <AcceptancesTable />
      </Card>
    </Flex>
  );
}
