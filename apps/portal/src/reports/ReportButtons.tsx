import { FileExcelOutlined, FileTextOutlined, PrinterOutlined } from '@ant-design/icons';
import type { ReportName, TReportQuery } from '@meja/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ExportFormat, exportReport } from './export';

/**
 * Export CSV, Export XLSX (every row the filters keep, in the table's order, not just this page)
 * and Print. `query` reads the list's current query when a button is pressed.
 */
export function ReportButtons({
  name,
  query,
  range,
}: {
  name: ReportName;
  query: () => TReportQuery;
  range?: { from: string; to: string };
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const run = async (format: ExportFormat) => {
    setBusy(format);
    await exportReport(name, query(), format, range);
    setBusy(null);
  };
  return (
    <>
      <Button
        icon={<FileTextOutlined />}
        loading={busy === 'csv'}
        disabled={busy !== null}
        onClick={() => run('csv')}
      >
        {t('reports.exportCsv')}
      </Button>
      <Button
        icon={<FileExcelOutlined />}
        loading={busy === 'xlsx'}
        disabled={busy !== null}
        onClick={() => run('xlsx')}
      >
        {t('reports.exportXlsx')}
      </Button>
      <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
        {t('reports.print')}
      </Button>
    </>
  );
}
