import type { ReportChart as ChartSpec } from '@meja/contracts';
import { theme } from 'antd';
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';

// Only the pieces of the three kinds of chart the catalogue draws (docs: chart.js "tree-shaking").
Chart.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

export interface ReportChartProps {
  spec: ChartSpec;
  /** The points' labels and figures, already in the units people read (RM, points, counts). */
  labels: string[];
  values: number[];
  /** Read aloud in place of the picture. */
  summary: string;
  /** A figure as the table shows it, for the tooltip and the axis. */
  format: (value: number) => string;
}

/**
 * A report's chart (bar, line or doughnut, as its catalogue entry says). Its own module: the
 * report page loads it lazily, so Chart.js downloads only with a chart to draw.
 */
export default function ReportChart({ spec, labels, values, summary, format }: ReportChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const instance = useRef<Chart | null>(null);
  const { token } = theme.useToken();
  const latest = useRef(format);
  latest.current = format;

  useEffect(() => {
    if (!canvas.current) return;
    const round = spec.type === 'doughnut';
    instance.current = new Chart(canvas.current, {
      type: spec.type,
      data: { labels: [], datasets: [{ data: [] }] },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        // Printing redraws at the page's width; no animation leaves a half-drawn chart on paper.
        animation: false,
        plugins: {
          legend: { display: round, position: 'right' },
          tooltip: {
            displayColors: round,
            callbacks: { label: (item) => latest.current(Number(item.raw)) },
          },
        },
        scales: round
          ? {}
          : {
              x: { grid: { display: false } },
              y: { beginAtZero: true, ticks: { callback: (v) => latest.current(Number(v)) } },
            },
      },
    });
    return () => {
      instance.current?.destroy();
      instance.current = null;
    };
  }, [spec.type]);

  useEffect(() => {
    const chart = instance.current;
    if (!chart) return;
    chart.data.labels = labels;
    const dataset = chart.data.datasets[0];
    if (dataset) {
      dataset.data = values;
      const palette = [
        token.colorPrimary,
        token.colorInfo,
        token.colorSuccess,
        token.colorWarning,
        token.colorError,
        token.purple,
        token.cyan,
        token.magenta,
      ];
      dataset.backgroundColor =
        spec.type === 'doughnut' ? labels.map((_, i) => palette[i % palette.length]) : token.colorPrimary;
      dataset.borderColor = spec.type === 'line' ? token.colorPrimary : undefined;
    }
    chart.update();
  }, [labels, values, spec.type, token]);

  return (
    <div className="report-chart" style={{ position: 'relative', height: 260, marginBottom: 16 }}>
      <canvas ref={canvas} role="img" aria-label={summary} data-testid="report-chart" />
    </div>
  );
}
