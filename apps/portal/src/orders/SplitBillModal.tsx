import { isApiError, useOrderDetail, useSplitBill } from '@meja/client';
import type { TOrderSummary, TSplitBillBody } from '@meja/contracts';
import { Alert, Flex, Form, Input, InputNumber, Modal, Radio, Skeleton, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../lib/feedback';
import { formatRM, orderLabel } from './format';

type How = TSplitBillBody['how'];

/** One unit of a line (a line of 3 is three units, each given to a share). */
interface Unit {
  key: string;
  lineId: number;
  name: string;
  unit: number;
  of: number;
}

/** Each share's lines and quantities from the units' choices (a line of 3 may go 1 + 2). */
function byLines(units: Unit[], choice: Record<string, number>, count: number) {
  const shares = Array.from({ length: count }, () => new Map<number, number>());
  for (const u of units) {
    const share = shares[(choice[u.key] ?? 1) - 1];
    share?.set(u.lineId, (share.get(u.lineId) ?? 0) + 1);
  }
  return shares.map((m) => [...m].map(([line_id, quantity]) => ({ line_id, quantity })));
}

const shareNumbers = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

/** An equal split as the server makes it: the odd sen on share 1. */
const equalParts = (total: number, count: number) => {
  const each = Math.floor(total / count);
  return Array.from({ length: count }, (_, i) => ({
    n: i + 1,
    sen: i === 0 ? total - each * (count - 1) : each,
  }));
};

/**
 * Splits an unpaid bill (issue 29): equally into N, by items (each unit of each line to a share)
 * or by amounts. The server works out service charge, SST and the rounding per share and refuses
 * a plan that does not fit, saying why; nothing chosen is lost.
 */
export function SplitBillModal({ order, onClose }: { order: TOrderSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useOrderDetail(order.id);
  const split = useSplitBill();
  const [how, setHow] = useState<How>('equal');
  const [count, setCount] = useState(2);
  const [choice, setChoice] = useState<Record<string, number>>({});
  const [amounts, setAmounts] = useState<string[]>([]);
  const [problem, setProblem] = useState<string>();
  const total = detail.data?.total_sen ?? order.total_sen;

  const units = useMemo<Unit[]>(
    () =>
      (detail.data?.lines ?? [])
        .filter((l) => !l.refunded)
        .flatMap((l) =>
          Array.from({ length: l.quantity }, (_, i) => ({
            key: `${l.id}:${i}`,
            lineId: l.id,
            name: l.name,
            unit: i + 1,
            of: l.quantity,
          })),
        ),
    [detail.data],
  );
  // Units not chosen yet go round the shares in turn, so every share starts with something.
  const chosen = (u: Unit, i: number) => choice[u.key] ?? (i % count) + 1;
  const amountSen = (i: number) => Math.round(Number((amounts[i] ?? '').replace(/,/g, '')) * 100) || 0;
  const leftSen = total - Array.from({ length: count }, (_, i) => amountSen(i)).reduce((a, b) => a + b, 0);

  const bodyOf = (): TSplitBillBody => {
    if (how === 'equal') return { how, shares: count };
    if (how === 'amounts') return { how, shares: Array.from({ length: count }, (_, i) => amounts[i] ?? '') };
    const all = Object.fromEntries(units.map((u, i) => [u.key, chosen(u, i)]));
    return { how, shares: byLines(units, all, count) };
  };

  const save = async () => {
    setProblem(undefined);
    try {
      const reply = await split.mutateAsync({ id: order.id, body: bodyOf() });
      if (reply.message) feedback.message.success(reply.message);
      onClose();
    } catch (err) {
      if (!isApiError(err)) throw err;
      setProblem(Object.values(err.errors ?? {})[0] ?? err.message);
    }
  };

  const label = orderLabel(t, order);
  return (
    <Modal
      open
      width={640}
      title={t('split.title', { label, total: formatRM(total) })}
      okText={t('split.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={split.isPending}
      onOk={save}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('split.hint')}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('split.how')}>
          <Radio.Group
            optionType="button"
            value={how}
            onChange={(e) => setHow(e.target.value)}
            options={(['equal', 'lines', 'amounts'] as const).map((h) => ({
              value: h,
              label: t(`split.${h}`),
            }))}
          />
        </Form.Item>
        <Form.Item label={t('split.count')} htmlFor="split-count">
          <InputNumber
            id="split-count"
            min={2}
            max={20}
            precision={0}
            value={count}
            onChange={(v) => setCount(v ?? 2)}
          />
        </Form.Item>
        {how === 'equal' && (
          <Flex vertical gap={2}>
            {equalParts(total, count).map(({ n, sen }) => (
              <Typography.Text key={n}>{t('split.shareRow', { n, amount: formatRM(sen) })}</Typography.Text>
            ))}
            <Typography.Text type="secondary">{t('split.roundingNote')}</Typography.Text>
          </Flex>
        )}
        {how === 'lines' &&
          (detail.isLoading ? (
            <Skeleton active paragraph={{ rows: 3 }} />
          ) : (
            <Flex vertical gap={6}>
              {units.map((u, i) => {
                const name = t('split.shareFor', { item: u.name, unit: u.unit, of: u.of });
                return (
                  <Flex key={u.key} align="center" gap={8} wrap>
                    <Typography.Text style={{ minWidth: 200 }}>
                      {u.name}
                      {u.of > 1 && ` (${u.unit}/${u.of})`}
                    </Typography.Text>
                    <Radio.Group
                      aria-label={name}
                      optionType="button"
                      size="small"
                      value={chosen(u, i)}
                      onChange={(e) => setChoice({ ...choice, [u.key]: e.target.value })}
                      options={Array.from({ length: count }, (_, n) => ({
                        value: n + 1,
                        label: String(n + 1),
                      }))}
                    />
                  </Flex>
                );
              })}
            </Flex>
          ))}
        {how === 'amounts' && (
          <Flex vertical gap={4}>
            {shareNumbers(count)
              .map((n) => n - 1)
              .map((i) => (
                <Form.Item
                  key={i}
                  label={t('split.amountOf', { n: i + 1 })}
                  htmlFor={`split-amount-${i}`}
                  style={{ marginBottom: 4 }}
                >
                  <Input
                    id={`split-amount-${i}`}
                    inputMode="decimal"
                    value={amounts[i] ?? ''}
                    onChange={(e) => {
                      const next = [...amounts];
                      next[i] = e.target.value;
                      setAmounts(next);
                    }}
                  />
                </Form.Item>
              ))}
            <Typography.Text type={leftSen === 0 ? 'secondary' : 'warning'}>
              {t('split.left', { amount: formatRM(leftSen) })}
            </Typography.Text>
          </Flex>
        )}
      </Form>
      {problem && <Alert style={{ marginTop: 12 }} type="error" showIcon title={problem} />}
    </Modal>
  );
}
