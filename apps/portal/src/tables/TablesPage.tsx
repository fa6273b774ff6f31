import {
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
  PrinterOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import {
  type TableListParams,
  useDeleteTable,
  useRegenerateTable,
  useTableQrSheet,
  useTables,
} from '@meja/client';
import type { TTable } from '@meja/contracts';
import {
  App,
  Button,
  Flex,
  Input,
  QRCode,
  Result,
  Space,
  Table,
  type TableProps,
  Tooltip,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../app/Results';
import { showError } from '../lib/form-errors';
import { useDebounced } from '../lib/use-debounced';
import { useMerchantScope } from '../store/merchant-scope';
import { canManageTables } from './access';
import { printHtml } from './print-sheet';
import { type NameModalState, TableNameModal } from './TableNameModal';

/**
 * The merchant's dining tables: each with its QR code, to add, rename, re-issue, delete and print.
 * Admins open a merchant's from the merchant listing (?merchant_id=).
 */
export default function TablesPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { user, merchantId, missing } = useMerchantScope();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [search, setSearch] = useState('');
  const [nameModal, setNameModal] = useState<NameModalState>(null);
  const term = useDebounced(search.trim());
  const allowed = user ? canManageTables(user) : false;

  const query: TableListParams = {
    start: (page - 1) * pageSize,
    length: pageSize,
    search: term || undefined,
    merchant_id: merchantId,
  };
  const tables = useTables(query, { enabled: allowed && !missing });
  const remove = useDeleteTable();
  const regenerate = useRegenerateTable();
  const sheet = useTableQrSheet();

  if (!user) return null;
  if (!allowed) return <Result status="403" title={t('tables.noAccess')} />;
  if (missing)
    return <Result status="info" title={t('tables.title')} subTitle={t('tables.chooseMerchant')} />;

  const confirmDelete = (table: TTable) =>
    modal.confirm({
      title: t('tables.confirmDelete', { name: table.name }),
      content: t('tables.confirmDeleteBody'),
      okText: t('tables.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          const reply = await remove.mutateAsync(table.id);
          message.success(reply.message);
        } catch (err) {
          showError(err);
        }
      },
    });

  const confirmRegenerate = (table: TTable) =>
    modal.confirm({
      title: t('tables.confirmRegenerate', { name: table.name }),
      content: t('tables.confirmRegenerateBody'),
      okText: t('tables.regenerate'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          const reply = await regenerate.mutateAsync(table.id);
          if (reply.message) message.success(reply.message);
        } catch (err) {
          showError(err);
        }
      },
    });

  const print = async () => {
    try {
      printHtml(await sheet.mutateAsync({ merchant_id: merchantId }));
    } catch (err) {
      showError(err);
    }
  };

  const columns: TableProps<TTable>['columns'] = [
    {
      key: 'qr',
      title: t('tables.qr'),
      width: 128,
      render: (_, table) => (
        <a
          href={table.qr_url}
          target="_blank"
          rel="noreferrer"
          aria-label={t('tables.openLink', { name: table.name })}
        >
          <QRCode value={table.qr_url} size={104} bordered={false} />
        </a>
      ),
    },
    { key: 'name', title: t('tables.name'), dataIndex: 'name' },
    {
      key: 'created_at',
      title: t('tables.created'),
      dataIndex: 'created_at',
      render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
    },
    {
      key: 'actions',
      title: t('tables.actions'),
      render: (_, table) => (
        <Space wrap size={4}>
          <Button
            size="small"
            icon={<EditOutlined />}
            onClick={() => setNameModal({ mode: 'rename', table })}
          >
            {t('tables.rename')}
          </Button>
          <Tooltip title={t('tables.regenerateHint')}>
            <Button size="small" icon={<ReloadOutlined />} onClick={() => confirmRegenerate(table)}>
              {t('tables.regenerate')}
            </Button>
          </Tooltip>
          <Button size="small" danger icon={<DeleteOutlined />} onClick={() => confirmDelete(table)}>
            {t('tables.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  const total = tables.data?.recordsTotal ?? 0;

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={16} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('tables.title')}
        </Typography.Title>
        <Space wrap>
          <Button icon={<PrinterOutlined />} onClick={print} loading={sheet.isPending} disabled={total === 0}>
            {t('tables.print')}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setNameModal({ mode: 'create' })}>
            {t('tables.add')}
          </Button>
        </Space>
      </Flex>

      <Input
        type="search"
        allowClear
        aria-label={t('tables.search')}
        placeholder={t('tables.search')}
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setPage(1);
        }}
        style={{ width: 280, marginBottom: 16 }}
      />

      {tables.isError ? (
        <LoadError error={tables.error} onRetry={() => tables.refetch()} />
      ) : (
        <Table<TTable>
          rowKey="id"
          columns={columns}
          dataSource={tables.data?.data}
          loading={tables.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('tables.empty') }}
          onChange={(pagination) => {
            setPage(pagination.current ?? 1);
            setPageSize(pagination.pageSize ?? pageSize);
          }}
          pagination={{
            current: page,
            pageSize,
            total: tables.data?.recordsFiltered ?? 0,
            showSizeChanger: true,
            showTotal: (n) => t('tables.total', { count: n }),
          }}
        />
      )}

      <TableNameModal state={nameModal} merchantId={merchantId} onClose={() => setNameModal(null)} />
    </>
  );
}
