import { ArrowLeftOutlined } from '@ant-design/icons';
import { useOrderDetail } from '@meja/client';
import { can } from '@meja/contracts/permissions';
import { Button, Flex, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useSession } from '../lib/session';
import { formatRM, orderLabel } from './format';
import { OrderDetailView } from './OrderDetailView';
import { OrderButtons, useOrderModals } from './OrderModals';

/** One order as a page (/orders/:id), the same as the detail dialog, to link to. */
export default function OrderDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession()?.user;
  const raw = useParams().id ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : undefined;
  const allowed = user && can(user, 'orders.board');
  const canAct = Boolean(user && can(user, 'orders.cashier'));
  const detail = useOrderDetail(allowed ? id : undefined);
  const { show, modals } = useOrderModals(canAct);

  if (!user) return null;
  if (!allowed) return <Result status="403" title={t('orders.noAccess')} />;
  if (id === undefined) return <Result status="404" title={t('orders.detail.notFound')} />;
  const order = detail.data;
  return (
    <>
      <Flex align="center" gap={12} wrap style={{ marginBottom: 16 }}>
        <Button
          icon={<ArrowLeftOutlined />}
          onClick={() => navigate(-1)}
          aria-label={t('orders.detail.back')}
        />
        <Typography.Title level={2} style={{ margin: 0 }}>
          {order
            ? `${t('orders.detail.title', { label: orderLabel(t, order) })} · ${formatRM(order.total_sen)}`
            : t('orders.detail.title', { label: `#${id}` })}
        </Typography.Title>
      </Flex>
      <OrderDetailView id={id} actions={canAct ? (o) => <OrderButtons order={o} show={show} /> : undefined} />
      {modals}
    </>
  );
}
