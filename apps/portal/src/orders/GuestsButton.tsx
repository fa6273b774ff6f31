import { TeamOutlined } from '@ant-design/icons';
import { useSetGuests } from '@meja/client';
import type { TOrderSummary } from '@meja/contracts';
import { guestsLimits } from '@meja/contracts/constants';
import { can } from '@meja/contracts/permissions';
import { Button, Form, InputNumber, Popover, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveForm } from '../lib/form-errors';
import { useSession } from '../lib/session';

/**
 * How many guests an open bill serves (issue 29: covers), on its board card: "4 guests", or
 * "Guests?" when nobody said. Staff who seat tables (`canSet`: orders.move) set or correct it in a
 * small popover while the bill is unpaid; others only read it.
 */
export function GuestsButton({ order }: { order: TOrderSummary }) {
  const { t } = useTranslation();
  const session = useSession();
  const canSet = Boolean(session && can(session.user, 'orders.move'));
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ guests?: number }>();
  const setGuests = useSetGuests();
  const label = order.guests ? t('guests.count', { count: order.guests }) : t('guests.none');
  if (!canSet || order.payment_status !== 'unpaid')
    return order.guests ? (
      <Tag icon={<TeamOutlined />} data-testid="guests">
        {label}
      </Tag>
    ) : null;

  const save = (v: { guests?: number }) =>
    saveForm(
      form,
      () => setGuests.mutateAsync({ id: order.id, body: { guests: v.guests ?? 0 } }),
      () => setOpen(false),
    );

  const content = (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ guests: order.guests ?? undefined }}
      onFinish={save}
      style={{ width: 220 }}
    >
      <Form.Item
        name="guests"
        label={t('guests.label')}
        extra={<Typography.Text type="secondary">{t('guests.hint')}</Typography.Text>}
        rules={[{ required: true, message: t('guests.required') }]}
      >
        <InputNumber min={guestsLimits.min} max={guestsLimits.max} precision={0} autoFocus />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={setGuests.isPending}>
          {t('guests.save')}
        </Button>
        <Button onClick={() => setOpen(false)}>{t('guests.cancel')}</Button>
      </Space>
    </Form>
  );

  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      title={t('guests.title')}
      content={content}
      destroyOnHidden
    >
      <Button size="small" icon={<TeamOutlined />} data-testid="guests">
        {label}
      </Button>
    </Popover>
  );
}
