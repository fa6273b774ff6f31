import { DeleteOutlined, MinusOutlined, PlusOutlined } from '@ant-design/icons';
import type { ApiError } from '@meja/client';
import { cartLimits, type TPricedCart } from '@meja/contracts';
import {
  Alert,
  Button,
  Checkbox,
  Divider,
  Empty,
  Flex,
  Form,
  Input,
  Radio,
  Select,
  Spin,
  Switch,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { type CartLine, quantityMax, subtotalSen, unitSen } from './cart';
import { formatRM } from './format';

/** More tables than fit as tiles beside the order: a searchable list instead. */
const tilesMax = 30;

export interface KeyInDraft {
  lines: CartLine[];
  tableId?: number;
  note: string;
  takeAway: boolean;
  /** Courses held from the kitchen until fired (issue 29). */
  holdCourses: number[];
}

/**
 * The order being keyed in, beside the menu: the table (a tap on its tile), the lines with their
 * quantity steppers, and the server's total (service charge and SST included) before placing.
 * Adding to an open order shows the items' own sum: the order keeps the rates it was placed with.
 */
export function KeyInOrder({
  mode,
  draft,
  onChange,
  tables,
  courses,
  tablesLoading,
  tried,
  priced,
}: {
  mode: 'new' | 'add';
  draft: KeyInDraft;
  onChange: (draft: KeyInDraft) => void;
  tables: { id: number; name: string }[];
  /** The store's courses, to hold one (issue 29). */
  courses: { id: number; name: string }[];
  tablesLoading: boolean;
  tried: boolean;
  /** The server's pricing of the lines (new orders). */
  priced?: { data?: TPricedCart; error: ApiError | null; fetching: boolean };
}) {
  const { t } = useTranslation();
  const { lines } = draft;
  const set = (patch: Partial<KeyInDraft>) => onChange({ ...draft, ...patch });
  const setQuantity = (key: string, quantity: number) =>
    set({ lines: lines.map((l) => (l.key === key ? { ...l, quantity } : l)) });
  const noTable = tried && draft.tableId === undefined;
  const courseHeld = (l: (typeof lines)[number]) =>
    l.food.course_id !== null && draft.holdCourses.includes(l.food.course_id);
  const setHold = (key: string, hold: boolean) =>
    set({ lines: lines.map((l) => (l.key === key ? { ...l, hold } : l)) });
  // Only the courses of what is in the order: holding another would hold nothing.
  const ordered = courses.filter((c) => lines.some((l) => l.food.course_id === c.id));
  const holdCourse = (id: number, hold: boolean) =>
    set({ holdCourses: hold ? [...draft.holdCourses, id] : draft.holdCourses.filter((c) => c !== id) });

  return (
    <Form layout="vertical" component="div">
      {mode === 'new' && (
        <Form.Item
          label={t('orders.keyIn.table')}
          htmlFor={tables.length > tilesMax ? 'key-in-table' : undefined}
          required
          validateStatus={noTable ? 'error' : undefined}
          help={noTable ? t('validation.required') : undefined}
        >
          {tables.length > tilesMax ? (
            <Select<number>
              id="key-in-table"
              size="large"
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('orders.keyIn.tablePlaceholder')}
              value={draft.tableId}
              onChange={(tableId) => set({ tableId })}
              options={tables.map((tb) => ({ value: tb.id, label: tb.name }))}
            />
          ) : tables.length > 0 ? (
            <Radio.Group
              role="radiogroup"
              aria-label={t('orders.keyIn.table')}
              className="pos-tables"
              optionType="button"
              buttonStyle="solid"
              size="large"
              value={draft.tableId}
              onChange={(e) => set({ tableId: e.target.value })}
              options={tables.map((tb) => ({ value: tb.id, label: tb.name }))}
            />
          ) : tablesLoading ? (
            <Spin />
          ) : (
            <Typography.Text>{t('orders.keyIn.noTables')}</Typography.Text>
          )}
        </Form.Item>
      )}
      <Typography.Title level={5}>{t('orders.keyIn.order')}</Typography.Title>
      {lines.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.keyIn.empty')} />
      ) : (
        <Flex vertical gap={8} role="list" aria-label={t('orders.keyIn.order')}>
          {lines.map((l) => (
            <Flex key={l.key} gap={8} align="center" role="listitem">
              <span className="pos-qty">
                <Button
                  icon={<MinusOutlined />}
                  aria-label={t('orders.keyIn.less', { name: l.food.name })}
                  disabled={l.quantity <= 1}
                  onClick={() => setQuantity(l.key, l.quantity - 1)}
                />
                <output
                  className="pos-qty-value"
                  aria-label={`${t('orders.keyIn.quantity')}: ${l.food.name}`}
                >
                  {l.quantity}
                </output>
                <Button
                  icon={<PlusOutlined />}
                  aria-label={t('orders.keyIn.more', { name: l.food.name })}
                  disabled={l.quantity >= quantityMax(l.food)}
                  onClick={() => setQuantity(l.key, l.quantity + 1)}
                />
              </span>
              <div style={{ flex: 1, minWidth: 0 }}>
                <div>{l.food.name}</div>
                {(l.options.length > 0 || l.note) && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {[...l.options.map((o) => o.name), l.note].filter(Boolean).join(' · ')}
                  </Typography.Text>
                )}
              </div>
              <Checkbox
                aria-label={t('hold.holdLine', { name: l.food.name })}
                checked={Boolean(l.hold) || courseHeld(l)}
                disabled={courseHeld(l)}
                onChange={(e) => setHold(l.key, e.target.checked)}
              >
                {t('hold.hold')}
              </Checkbox>
              <span>{formatRM(unitSen(l) * l.quantity)}</span>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('orders.keyIn.remove', { name: l.food.name })}
                onClick={() => set({ lines: lines.filter((x) => x.key !== l.key) })}
              />
            </Flex>
          ))}
        </Flex>
      )}
      {ordered.length > 0 && (
        <Flex
          gap={8}
          wrap="wrap"
          align="center"
          style={{ marginTop: 8 }}
          role="group"
          aria-label={t('hold.holdCourses')}
        >
          <Typography.Text type="secondary">{t('hold.holdCourses')}:</Typography.Text>
          {ordered.map((c) => (
            <Checkbox
              key={c.id}
              checked={draft.holdCourses.includes(c.id)}
              onChange={(e) => holdCourse(c.id, e.target.checked)}
            >
              {t('hold.holdCourse', { course: c.name })}
            </Checkbox>
          ))}
        </Flex>
      )}
      {tried && lines.length === 0 && (
        <Typography.Text type="danger">{t('orders.keyIn.empty')}</Typography.Text>
      )}
      <Divider style={{ marginBlock: 12 }} />
      {mode === 'new' && priced ? (
        <Totals lines={lines} priced={priced} />
      ) : (
        <>
          <Flex justify="space-between">
            <Typography.Text strong>{t('orders.keyIn.subtotal')}</Typography.Text>
            <Typography.Text strong>{formatRM(subtotalSen(lines))}</Typography.Text>
          </Flex>
          <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
            {t('orders.keyIn.subtotalHint')}
          </Typography.Paragraph>
        </>
      )}
      {mode === 'new' && (
        <>
          <Form.Item label={t('orders.keyIn.note')} htmlFor="key-in-note" style={{ marginTop: 12 }}>
            <Input.TextArea
              id="key-in-note"
              maxLength={cartLimits.noteMax}
              autoSize={{ minRows: 1 }}
              value={draft.note}
              onChange={(e) => set({ note: e.target.value })}
            />
          </Form.Item>
          <Form.Item label={t('orders.keyIn.takeAway')} htmlFor="key-in-take-away">
            <Switch
              id="key-in-take-away"
              checked={draft.takeAway}
              onChange={(takeAway) => set({ takeAway })}
            />
          </Form.Item>
        </>
      )}
    </Form>
  );
}

/**
 * What the order will cost, as the server prices it: items, service charge, SST, total. The last
 * figures stay (dimmed) while a change is priced; a cart the server refuses says why.
 */
function Totals({
  lines,
  priced,
}: {
  lines: CartLine[];
  priced: NonNullable<Parameters<typeof KeyInOrder>[0]['priced']>;
}) {
  const { t } = useTranslation();
  const data = lines.length ? priced.data : undefined;
  if (lines.length && priced.error)
    return <Alert type="error" showIcon title={priced.error.message} data-testid="key-in-price-error" />;
  const row = (label: string, sen: number | undefined, total = false) => (
    <>
      <dt className={total ? 'pos-total' : undefined}>{label}</dt>
      <dd className={total ? 'pos-total' : undefined}>{sen === undefined ? '…' : formatRM(sen)}</dd>
    </>
  );
  return (
    <Spin spinning={priced.fetching && lines.length > 0} size="small">
      <dl className="pos-totals" data-testid="key-in-totals" aria-busy={priced.fetching || undefined}>
        {row(t('orders.keyIn.subtotal'), lines.length ? data?.subtotal_sen : 0)}
        {(!data || data.service_charge_percent !== null) &&
          row(
            data?.service_charge_percent
              ? t('orders.keyIn.serviceCharge', { percent: Number(data.service_charge_percent) })
              : t('orders.keyIn.serviceChargePlain'),
            lines.length ? data?.service_charge_sen : 0,
          )}
        {(!data || data.sst_percent !== null) &&
          row(
            data?.sst_percent
              ? t('orders.keyIn.sst', { percent: Number(data.sst_percent) })
              : t('orders.keyIn.sstPlain'),
            lines.length ? data?.sst_sen : 0,
          )}
        {row(t('orders.keyIn.total'), lines.length ? data?.total_sen : 0, true)}
      </dl>
    </Spin>
  );
}
