import { DeleteOutlined } from '@ant-design/icons';
import { newIdempotencyKey, useAddOrderLines, useKeyInMenu } from '@meja/client';
import { cartLimits, type TOrderDetail, type TOrderSummary, type TStaffOrderBody } from '@meja/contracts';
import {
  App,
  Button,
  Col,
  Divider,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Row,
  Select,
  Switch,
  Typography,
} from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../lib/form-errors';
import { keyInSummary, useKeyInOrderAction } from '../offline/use-actions';
import { addLine, type CartLine, cartBody, quantityMax, subtotalSen, unitSen } from './cart';
import { formatRM, orderLabel } from './format';
import { MenuPicker } from './MenuPicker';

export type KeyInTarget = { mode: 'new'; merchantId?: number } | { mode: 'add'; order: TOrderSummary };

/**
 * Staff key in an order for a table (a diner without a phone: a counter order, paid at the
 * counter), or add items to an open order. The server prices it exactly as a diner's order.
 */
export function KeyInModal({
  target,
  onClose,
  onPlaced,
}: {
  target: KeyInTarget;
  onClose: () => void;
  onPlaced?: (order: TOrderDetail) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const merchantId = target.mode === 'add' ? target.order.merchant_id : target.merchantId;
  const [lines, setLines] = useState<CartLine[]>([]);
  const [tableId, setTableId] = useState<number>();
  const [note, setNote] = useState('');
  const [takeAway, setTakeAway] = useState(false);
  const [tried, setTried] = useState(false);
  // One read for tables and menu: Order staff may not manage either (tables carry their QR tokens).
  const keyInMenu = useKeyInMenu(merchantId);
  const tables = keyInMenu.data?.tables ?? [];
  // Offline, the order waits on the device and the board shows it (offline/).
  const place = useKeyInOrderAction();
  const add = useAddOrderLines();
  const pending = place.isPending || add.isPending;
  // One Idempotency-Key per order meant: sending the same order again (a retry after a lost reply)
  // keys it in once; an order changed after a refusal is another order, with a key of its own.
  const keyed = useRef<{ body: string; key: string } | null>(null);
  const withKey = (body: TStaffOrderBody) => {
    const json = JSON.stringify(body);
    if (keyed.current?.body !== json) keyed.current = { body: json, key: newIdempotencyKey() };
    return { body, key: keyed.current.key };
  };
  const full = lines.length >= cartLimits.linesMax;

  const setQuantity = (key: string, quantity: number) =>
    setLines((ls) => ls.map((l) => (l.key === key ? { ...l, quantity } : l)));

  const placeOrder = () => {
    const order = withKey({
      table_id: tableId as number,
      lines: cartBody(lines),
      note: note.trim() || undefined,
      take_away: takeAway,
      merchant_id: merchantId,
    });
    const table = tables.find((tb) => tb.id === tableId)?.name ?? '';
    return place.mutateAsync(order, keyInSummary(order.body, lines, table));
  };

  const submit = async () => {
    setTried(true);
    if (lines.length === 0 || (target.mode === 'new' && tableId === undefined)) return;
    try {
      const reply =
        target.mode === 'add'
          ? await add.mutateAsync({ id: target.order.id, body: { lines: cartBody(lines) } })
          : await placeOrder();
      if (!reply) return onClose();
      message.success(reply.message ?? t('orders.statusModal.done'));
      onPlaced?.(reply.data);
      onClose();
    } catch (err) {
      showError(err);
    }
  };

  return (
    <Modal
      open
      width={960}
      title={
        target.mode === 'add'
          ? t('orders.keyIn.addTitle', { label: orderLabel(t, target.order) })
          : t('orders.keyIn.title')
      }
      okText={t(target.mode === 'add' ? 'orders.keyIn.addToOrder' : 'orders.keyIn.place')}
      okButtonProps={{ disabled: lines.length === 0 }}
      cancelText={t('common.cancel')}
      confirmLoading={pending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Row gutter={24}>
        <Col xs={24} md={13}>
          <MenuPicker
            menu={keyInMenu.data?.menu}
            loading={keyInMenu.isPending}
            error={keyInMenu.error}
            onRetry={() => keyInMenu.refetch()}
            onAdd={(line) => !full && setLines((ls) => addLine(ls, line))}
          />
        </Col>
        <Col xs={24} md={11}>
          <Form layout="vertical">
            {target.mode === 'new' && (
              <Form.Item
                label={t('orders.keyIn.table')}
                htmlFor="key-in-table"
                required
                validateStatus={tried && tableId === undefined ? 'error' : undefined}
                help={tried && tableId === undefined ? t('validation.required') : undefined}
              >
                <Select<number>
                  id="key-in-table"
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder={t('orders.keyIn.tablePlaceholder')}
                  loading={keyInMenu.isPending}
                  value={tableId}
                  onChange={setTableId}
                  notFoundContent={keyInMenu.isPending ? undefined : t('orders.keyIn.noTables')}
                  options={tables.map((tb) => ({ value: tb.id, label: tb.name }))}
                />
              </Form.Item>
            )}
            <Typography.Title level={5}>{t('orders.keyIn.order')}</Typography.Title>
            {lines.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.keyIn.empty')} />
            ) : (
              <Flex vertical gap={8} role="list" aria-label={t('orders.keyIn.order')}>
                {lines.map((l) => (
                  <Flex key={l.key} gap={8} align="center" role="listitem">
                    <InputNumber
                      size="small"
                      min={1}
                      max={quantityMax(l.food)}
                      precision={0}
                      value={l.quantity}
                      aria-label={`${t('orders.keyIn.quantity')}: ${l.food.name}`}
                      onChange={(v) => setQuantity(l.key, v ?? 1)}
                      style={{ width: 64 }}
                    />
                    <div style={{ flex: 1 }}>
                      <div>{l.food.name}</div>
                      {(l.options.length > 0 || l.note) && (
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          {[...l.options.map((o) => o.name), l.note].filter(Boolean).join(' · ')}
                        </Typography.Text>
                      )}
                    </div>
                    <span>{formatRM(unitSen(l) * l.quantity)}</span>
                    <Button
                      size="small"
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('orders.keyIn.remove', { name: l.food.name })}
                      onClick={() => setLines((ls) => ls.filter((x) => x.key !== l.key))}
                    />
                  </Flex>
                ))}
              </Flex>
            )}
            {tried && lines.length === 0 && (
              <Typography.Text type="danger">{t('orders.keyIn.empty')}</Typography.Text>
            )}
            <Divider style={{ marginBlock: 12 }} />
            <Flex justify="space-between">
              <Typography.Text strong>{t('orders.keyIn.subtotal')}</Typography.Text>
              <Typography.Text strong>{formatRM(subtotalSen(lines))}</Typography.Text>
            </Flex>
            <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
              {t('orders.keyIn.subtotalHint')}
            </Typography.Paragraph>
            {target.mode === 'new' && (
              <>
                <Form.Item label={t('orders.keyIn.note')} htmlFor="key-in-note">
                  <Input.TextArea
                    id="key-in-note"
                    maxLength={cartLimits.noteMax}
                    autoSize={{ minRows: 1 }}
                    value={note}
                    onChange={(e) => setNote(e.target.value)}
                  />
                </Form.Item>
                <Form.Item label={t('orders.keyIn.takeAway')} htmlFor="key-in-take-away">
                  <Switch id="key-in-take-away" checked={takeAway} onChange={setTakeAway} />
                </Form.Item>
              </>
            )}
          </Form>
        </Col>
      </Row>
    </Modal>
  );
}
