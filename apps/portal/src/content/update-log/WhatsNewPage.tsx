import { useUpdateLogList } from '@meja/client';
import { Card, Empty, Flex, Pagination, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../kit/Results';
import { VersionEntry } from './VersionEntry';

const pageSize = 10;

/** Everyone: the published update log, newest first, a page at a time. */
export default function WhatsNewPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const rows = useUpdateLogList({ status: 'published', start: (page - 1) * pageSize, length: pageSize });
  const total = rows.data?.recordsFiltered ?? 0;

  const body = rows.isError ? (
    <LoadError error={rows.error} onRetry={() => rows.refetch()} />
  ) : rows.isPending ? (
    <Spin />
  ) : total === 0 ? (
    <Empty description={t('updateLog.whatsNewEmpty')} />
  ) : (
    <Flex vertical gap={16}>
      {rows.data?.data.map((row) => (
        <Card key={row.id}>
          <VersionEntry row={row} />
        </Card>
      ))}
      <Pagination
        align="end"
        current={page}
        pageSize={pageSize}
        total={total}
        onChange={setPage}
        showTotal={(count) => t('updateLog.whatsNewTotal', { count })}
        hideOnSinglePage
      />
    </Flex>
  );

  return (
    <>
      <Typography.Title level={2}>{t('updateLog.whatsNew')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('updateLog.whatsNewIntro')}</Typography.Paragraph>
      {body}
    </>
  );
}
