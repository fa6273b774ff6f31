import type { TOrderDetail } from '@meja/contracts';
import { Checkbox, Descriptions, Form, Radio, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CheckboxGroup } from '../kit/form/CheckboxGroup';
import { formatRM } from './format';

/**
 * What a refund covers: the whole order (what was paid less what was refunded already) or chosen
 * lines not refunded yet. The server works out each line's share of service charge and SST.
 */
export function RefundLines({ order }: { order: TOrderDetail | undefined }) {
  const { t } = useTranslation();
  const scope = Form.useWatch<'whole' | 'lines' | undefined>('scope') ?? 'whole';
  const chosen = Form.useWatch<number[] | undefined>('line_ids') ?? [];
  if (!order) return <Skeleton active paragraph={{ rows: 2 }} />;
  const open = order.lines.filter((l) => !l.refunded);
  const chosenSen = open.filter((l) => chosen.includes(l.id)).reduce((s, l) => s + l.line_total_sen, 0);
  return (
    <>
      <Form.Item name="scope" label={t('orders.statusModal.refundWhat')}>
        <Radio.Group
          options={[
            { value: 'whole', label: t('orders.statusModal.whole') },
            { value: 'lines', label: t('orders.statusModal.lines'), disabled: open.length === 0 },
          ]}
        />
      </Form.Item>
      {scope === 'whole' ? (
        <Descriptions
          size="small"
          bordered
          column={1}
          style={{ marginBottom: 16 }}
          items={[
            {
              key: 'amount',
              label: t('orders.statusModal.refundAmount'),
              children: formatRM(order.rounded_total_sen - order.refunded_sen),
            },
          ]}
        />
      ) : (
        <>
          <Form.Item
            name="line_ids"
            rules={[{ required: true, type: 'array', min: 1, message: t('orders.statusModal.chooseLines') }]}
          >
            <CheckboxGroup aria-label={t('orders.statusModal.lines')} style={{ width: '100%' }}>
              <Space orientation="vertical" style={{ width: '100%' }}>
                {open.map((line) => (
                  <Checkbox key={line.id} value={line.id}>
                    {line.quantity} × {line.name} · {formatRM(line.line_total_sen)}
                  </Checkbox>
                ))}
              </Space>
            </CheckboxGroup>
          </Form.Item>
          {chosen.length > 0 && (
            <Typography.Paragraph type="secondary">
              {t('orders.statusModal.linesAmount', { amount: formatRM(chosenSen) })}
            </Typography.Paragraph>
          )}
        </>
      )}
    </>
  );
}
