import {
  useBoard,
  useKeyInMenu,
  useMergeBills,
  useMoveBill,
  useMoveLines,
  useOrderDetail,
} from '@meja/client';
import type { TOrderSummary } from '@meja/contracts';
import { Alert, Checkbox, Form, Modal, Select, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { saveForm } from '../lib/form-errors';
import { formatRM, orderLabel } from './format';

/** The three ways a bill changes table (issue 29): the whole bill, chosen items, or another bill merged in. */
export type TableMove = 'moveTable' | 'moveLines' | 'merge';

interface Values {
  table_id?: number;
  line_ids?: number[];
  from_order_id?: number;
}

/**
 * Moves an unpaid bill to another table (the key-in menu's tables), chosen items of it to another
 * table's bill, or merges another open bill of the store (from the board) into it. The server
 * refuses what cannot be done (a table with a bill: merge instead; a bill being paid) and says why.
 */
export function TableMoveModal({
  mode,
  order,
  onClose,
}: {
  mode: TableMove;
  order: TOrderSummary;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const menu = useKeyInMenu(order.merchant_id, { enabled: mode !== 'merge' });
  const detail = useOrderDetail(order.id, { enabled: mode === 'moveLines' });
  const board = useBoard(
    { type: 'order', remark: 'unpaid', merchant_id: order.merchant_id, start: 0, length: 200 },
    { enabled: mode === 'merge' },
  );
  const moveBill = useMoveBill();
  const moveLines = useMoveLines();
  const merge = useMergeBills();
  const label = orderLabel(t, order);

  const tables = (menu.data?.tables ?? []).filter((tb) => tb.name !== order.table_name);
  const bills = (board.data?.data ?? []).filter(
    (o) => o.id !== order.id && o.payment_status === 'unpaid' && o.channel === 'counter',
  );
  const lines = (detail.data?.lines ?? []).filter((l) => !l.refunded);

  const save = async () => {
    const v = await form.validateFields().catch(() => undefined);
    if (!v) return;
    await saveForm(
      form,
      () => {
        if (mode === 'moveTable')
          return moveBill.mutateAsync({ id: order.id, body: { table_id: v.table_id ?? 0 } });
        if (mode === 'moveLines')
          return moveLines.mutateAsync({
            id: order.id,
            body: { table_id: v.table_id ?? 0, line_ids: v.line_ids ?? [] },
          });
        return merge.mutateAsync({ id: order.id, body: { from_order_id: v.from_order_id ?? 0 } });
      },
      onClose,
    );
  };

  const tableField = (
    <Form.Item
      name="table_id"
      label={t('moves.table')}
      rules={[{ required: true, message: t('moves.tablePick') }]}
    >
      <Select
        showSearch
        optionFilterProp="label"
        placeholder={t('moves.tablePick')}
        loading={menu.isLoading}
        options={tables.map((tb) => ({ value: tb.id, label: tb.name }))}
      />
    </Form.Item>
  );

  let body = tableField;
  if (mode === 'moveLines')
    body = detail.isLoading ? (
      <Skeleton active paragraph={{ rows: 3 }} />
    ) : (
      <>
        <Form.Item
          name="line_ids"
          label={t('moves.items')}
          rules={[
            {
              validator: (_, ids?: number[]) =>
                ids && ids.length > 0 && ids.length < lines.length
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('moves.itemsPick'))),
            },
          ]}
        >
          <Checkbox.Group
            style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
            options={lines.map((l) => ({
              value: l.id,
              label: `${l.quantity} × ${l.name} · ${formatRM(l.line_total_sen)}`,
            }))}
          />
        </Form.Item>
        {tableField}
      </>
    );
  if (mode === 'merge')
    body =
      !board.isLoading && bills.length === 0 ? (
        <Alert type="info" showIcon title={t('moves.noBills')} />
      ) : (
        <Form.Item
          name="from_order_id"
          label={t('moves.bill')}
          rules={[{ required: true, message: t('moves.billPick') }]}
        >
          <Select
            showSearch
            optionFilterProp="label"
            placeholder={t('moves.billPick')}
            loading={board.isLoading}
            options={bills.map((o) => ({
              value: o.id,
              label: t('moves.billOption', {
                label: orderLabel(t, o),
                table: o.table_name ?? '—',
                total: formatRM(o.total_sen),
              }),
            }))}
          />
        </Form.Item>
      );

  return (
    <Modal
      open
      title={t(`moves.${mode}Title`, { label })}
      okText={t(mode === 'merge' ? 'moves.mergeOk' : 'moves.move')}
      cancelText={t('common.cancel')}
      confirmLoading={moveBill.isPending || moveLines.isPending || merge.isPending}
      onOk={save}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t(`moves.${mode}Hint`)}</Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false}>
        {body}
      </Form>
    </Modal>
  );
}
