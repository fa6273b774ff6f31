import type { TDashboard } from '@meja/contracts';
import { theme } from 'antd';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import { formatRM } from '../lib/money';
import { slotLabel } from './dates';

// Only the pieces a bar chart needs, so this chunk stays small (docs: chart.js "tree-shaking").
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

type Sales = TDashboard['chart'];
type Point = Sales['points'][number];

export interface SalesChartProps {
  chart: Sales;
  /** Read aloud in place of the picture. */
  summary: string;
  /** The tooltip's lines under the slot's label. */
  describe: (point: Point) => string[];
}

/**
 * Sales per hour or per day as bars, in the theme's primary colour. Its own module: the page
 * loads it lazily, so Chart.js (≈60 KB gzip) downloads only with a chart to draw.
 */
export default function SalesChart({ chart, summary, describe }: SalesChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const instance = useRef<Chart<'bar'> | null>(null);
  const { token } = theme.useToken();
  // The tooltip reads the latest points and texts without re-creating the chart.
  const latest = useRef({ chart, describe });
  latest.current = { chart, describe };

  useEffect(() => {
    if (!canvas.current) return;
    instance.current = new Chart(canvas.current, {
      type: 'bar',
      data: { labels: [], datasets: [{ data: [], borderRadius: 4, maxBarThickness: 48 }] },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        plugins: {
          legend: { display: false },
          tooltip: {
            displayColors: false,
            callbacks: {
              label: (item) => {
                const point = latest.current.chart.points[item.dataIndex];
                return point ? latest.current.describe(point) : '';
              },
            },
          },
        },
        scales: {
          x: { grid: { display: false } },
          y: {
            beginAtZero: true,
            ticks: { callback: (value) => formatRM(Math.round(Number(value) * 100)) },
          },
        },
      },
    });
    return () => {
      instance.current?.destroy();
      instance.current = null;
    };
  }, []);

  useEffect(() => {
    const bars = instance.current;
    if (!bars) return;
    bars.data.labels = chart.points.map((p) => slotLabel(p.at, chart.unit));
    const dataset = bars.data.datasets[0];
    if (dataset) {
      dataset.data = chart.points.map((p) => p.sales_sen / 100);
      dataset.backgroundColor = token.colorPrimary;
      dataset.hoverBackgroundColor = token.colorPrimaryHover;
    }
    const scales = bars.options.scales;
    for (const axis of [scales?.x, scales?.y]) {
      if (axis?.ticks) axis.ticks.color = token.colorTextSecondary;
    }
    if (scales?.y?.grid) scales.y.grid.color = token.colorBorderSecondary;
    bars.update();
  }, [chart, token]);

  return (
    <div style={{ position: 'relative', height: 280 }}>
      <canvas ref={canvas} role="img" aria-label={summary} data-testid="sales-chart" />
    </div>
  );
}
