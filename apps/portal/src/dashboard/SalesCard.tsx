import type { TDashboard } from '@meja/contracts';
import { Card, Empty, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRM } from '../lib/money';
import { slotLabel } from './dates';

// Chart.js comes in its own chunk, and only when there is something to draw.
const SalesChart = lazy(() => import('./SalesChart'));

const chartSkeleton = <Skeleton active paragraph={{ rows: 6 }} />;

/** The range's sales by hour (one day) or by day, from the dashboard reply. */
export function SalesCard({ data, loading }: { data?: TDashboard; loading: boolean }) {
  const { t } = useTranslation();
  const chart = data?.chart;
  const unit = chart?.unit ?? 'hour';
  let busiest: TDashboard['chart']['points'][number] | undefined;
  for (const p of chart?.points ?? []) if (p.sales_sen > (busiest?.sales_sen ?? 0)) busiest = p;

  return (
    <Card title={t(`dashboard.chart.${unit}`)} style={{ marginTop: 24 }} data-testid="sales-card">
      {loading || !chart ? (
        chartSkeleton
      ) : !busiest ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.chart.empty')} />
      ) : (
        <Suspense fallback={chartSkeleton}>
          <SalesChart
            chart={chart}
            summary={t('dashboard.chart.summary', {
              total: formatRM(data?.sales_sen ?? 0),
              slot: slotLabel(busiest.at, unit),
              busiest: formatRM(busiest.sales_sen),
            })}
            describe={(p) => [
              formatRM(p.sales_sen),
              t('dashboard.chart.transactions', { count: p.transactions }),
            ]}
          />
        </Suspense>
      )}
    </Card>
  );
}
