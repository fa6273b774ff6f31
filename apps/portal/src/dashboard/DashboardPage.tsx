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
import { Card, Col, Result, Row, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../app/Results';
import { greeting } from '../lib/greeting';
import { formatRM } from '../lib/money';
import { canSeeDashboard, seesNetwork } from '../lib/permissions';
import { useSession } from '../lib/session';
import { AttentionCard } from './AttentionCard';

interface Figure {
  key: Exclude<keyof TDashboard, 'attention'>;
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

/** SPEC §2: transactions, sales, complete, processing and unpaid; people counts for admins and agents. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const session = useSession();
  const user = session?.user;
  const allowed = user ? canSeeDashboard(user) : false;
  const dashboard = useDashboard({ enabled: allowed });

  if (!user) return null;
  if (!allowed) {
    return (
      <Result
        icon={<SmileOutlined />}
        title={greeting(t, user)}
        subTitle={t('dashboard.staffBody', { access: user.access_option ?? t(`roles.${user.role}`) })}
      />
    );
  }
  if (dashboard.isError) return <LoadError error={dashboard.error} onRetry={() => dashboard.refetch()} />;

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
      <Typography.Title level={4}>{t('dashboard.ordersHeading')}</Typography.Title>
      <Figures
        figures={orders}
        data={dashboard.data}
        loading={dashboard.isPending}
        span={(f) => (f.key === 'sales_sen' ? 8 : 4)}
      />
      <AttentionCard orders={dashboard.data?.attention} showStore={seesNetwork(user.role)} />
      {seesNetwork(user.role) && (
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
