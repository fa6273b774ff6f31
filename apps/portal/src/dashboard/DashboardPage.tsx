import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  DollarOutlined,
  ExclamationCircleOutlined,
  ShopOutlined,
  SmileOutlined,
  SwapOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { useDashboard } from '@meja/client';
import type { TDashboard } from '@meja/contracts';
import { can } from '@meja/contracts/permissions';
import { Card, Col, DatePicker, Flex, Result, Row, Statistic, Typography } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../kit/Results';
import { greeting } from '../lib/greeting';
import { formatRM } from '../lib/money';
import { useSession } from '../lib/session';
import { AttentionCard } from './AttentionCard';
import { type DayRange, klDay, type PresetName, presets, rangeQuery } from './dates';
import { SalesCard } from './SalesCard';

type FigureKey =
  | 'transactions'
  | 'sales_sen'
  | 'complete'
  | 'processing'
  | 'unpaid'
  | 'merchants'
  | 'agents'
  | 'buddies';

interface Figure {
  key: FigureKey;
  title: string;
  icon: ReactNode;
  format?: (n: number) => string;
}

interface FiguresProps {
  figures: Figure[];
  data?: TDashboard;
  loading: boolean;
  /** Width on wide screens, of 24 columns. */
  span: (f: Figure) => number;
}

function Figures({ figures, data, loading, span }: FiguresProps) {
  return (
    <Row gutter={[16, 16]}>
      {figures.map((f) => (
        <Col key={f.key} xs={24} sm={12} lg={8} xl={span(f)}>
          <Card loading={loading} data-testid={`figure-${f.key}`}>
            <Statistic
              title={f.title}
              prefix={f.icon}
              value={data ? (f.format ?? String)(data[f.key]) : '0'}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** The server draws at most a year and a day. */
const maxRangeDays = 366;
const presetNames: PresetName[] = ['today', 'yesterday', 'last7', 'thisMonth', 'last30'];

/** The days the figures cover: today in Kuala Lumpur until another range is picked. */
function RangePicker({
  value,
  onChange,
}: {
  value: DayRange | null;
  onChange: (r: DayRange | null) => void;
}) {
  const { t } = useTranslation();
  const ranges = presets();
  const today = dayjs(klDay());
  return (
    <DatePicker.RangePicker
      id={{ start: 'dashboard-range' }}
      value={value ?? ranges.today}
      format="DD/MM/YYYY"
      allowClear={false}
      disabledDate={(d, info) =>
        d.isAfter(today, 'day') ||
        (info.from !== undefined && Math.abs(d.diff(info.from, 'day')) >= maxRangeDays)
      }
      presets={presetNames.map((name) => ({ label: t(`dashboard.presets.${name}`), value: ranges[name] }))}
      onChange={(next) => {
        const [from, to] = next ?? [];
        onChange(from && to ? [from, to] : null);
      }}
    />
  );
}

/** SPEC §2: transactions, sales, complete, processing and unpaid; people counts for admins and agents. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const session = useSession();
  const user = session?.user;
  const allowed = user ? can(user, 'dashboard.view') : false;
  const [range, setRange] = useState<DayRange | null>(null);
  const dashboard = useDashboard(rangeQuery(range), { enabled: allowed });

  if (!user) return null;
  if (!allowed) {
    return (
      <Result
        icon={<SmileOutlined />}
        title={greeting(t, user)}
        subTitle={t('dashboard.staffBody', {
          access: user.access_option ? t(`staff.access.${user.access_option}`) : t(`roles.${user.role}`),
        })}
      />
    );
  }
  if (dashboard.isError) return <LoadError error={dashboard.error} onRetry={() => dashboard.refetch()} />;
  // Merchant, agent and buddy counts, and each attention order's store: for those who read the network's figures.
  const seesNetwork = can(user, 'reports.network');

  const orders: Figure[] = [
    { key: 'transactions', title: t('dashboard.transactions'), icon: <SwapOutlined /> },
    { key: 'sales_sen', title: t('dashboard.sales'), icon: <DollarOutlined />, format: formatRM },
    { key: 'complete', title: t('dashboard.complete'), icon: <CheckCircleOutlined /> },
    { key: 'processing', title: t('dashboard.processing'), icon: <ClockCircleOutlined /> },
    { key: 'unpaid', title: t('dashboard.unpaid'), icon: <ExclamationCircleOutlined /> },
  ];
  const network: Figure[] = [
    { key: 'merchants', title: t('dashboard.merchants'), icon: <ShopOutlined /> },
    { key: 'agents', title: t('dashboard.agents'), icon: <TeamOutlined /> },
    { key: 'buddies', title: t('dashboard.buddies'), icon: <SmileOutlined /> },
  ];

  return (
    <>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {t('dashboard.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" data-testid="greeting">
        {greeting(t, user)}
      </Typography.Paragraph>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('dashboard.ordersHeading')}
        </Typography.Title>
        <Flex align="center" gap={8}>
          <label htmlFor="dashboard-range">{t('dashboard.range')}</label>
          <RangePicker value={range} onChange={setRange} />
        </Flex>
      </Flex>
      <Figures
        figures={orders}
        data={dashboard.data}
        loading={dashboard.isPending}
        span={(f) => (f.key === 'sales_sen' ? 8 : 4)}
      />
      <SalesCard data={dashboard.data} loading={dashboard.isPending} />
      <AttentionCard orders={dashboard.data?.attention} showStore={seesNetwork} />
      {seesNetwork && (
        <>
          <Typography.Title level={4} style={{ marginTop: 24 }}>
            {t('dashboard.networkHeading')}
          </Typography.Title>
          <Figures figures={network} data={dashboard.data} loading={dashboard.isPending} span={() => 8} />
        </>
      )}
    </>
  );
}
