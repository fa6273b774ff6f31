import {
  DollarOutlined,
  EllipsisOutlined,
  FileTextOutlined,
  MergeCellsOutlined,
  PlusOutlined,
  PrinterOutlined,
  ProfileOutlined,
  RollbackOutlined,
  ScissorOutlined,
  ShoppingOutlined,
  SwapOutlined,
  SwitcherOutlined,
} from '@ant-design/icons';
import type { OrderAction, TOrderSummary } from '@meja/contracts';
import { Button, Dropdown, Modal, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOnline } from '../offline/connectivity';
import { NeedsConnection } from '../offline/NeedsConnection';
import { formatRM, orderLabel } from './format';
import { GiveBackModal } from './GiveBackModal';
import { KeyInModal, type KeyInTarget } from './KeyInModal';
import { OrderDetailView } from './OrderDetailView';
import { PrintModal } from './PrintModal';
import { ReceiptModal } from './ReceiptModal';
import { SplitBillModal } from './SplitBillModal';
import { actionsOf, StatusModal } from './StatusModal';
import { type TableMove, TableMoveModal } from './TableMoveModal';
import { TakeAwayModal } from './TakeAwayModal';

export type OrderModal =
  | 'status'
  | 'print'
  | 'receipt'
  | 'detail'
  | 'takeAway'
  | 'addItems'
  | 'giveBack'
  | 'split'
  | TableMove;

/** The table moves of an unpaid bill paid at the counter (issue 29): offered where items may be added. */
const tableMoves: { key: TableMove | 'split'; icon: ReactNode }[] = [
  { key: 'split', icon: <ScissorOutlined /> },
  { key: 'moveTable', icon: <SwapOutlined /> },
  { key: 'moveLines', icon: <SwitcherOutlined /> },
  { key: 'merge', icon: <MergeCellsOutlined /> },
];

/** A table move's or the split's words: the split's live with the split dialog's. */
const moveWord = (key: TableMove | 'split') =>
  key === 'split' ? ('split.action' as const) : (`moves.${key}` as const);

type Open = { kind: OrderModal; order: TOrderSummary } | { kind: 'keyIn'; merchantId?: number } | null;

/** What the server says may be done with the order now (its `actions`): only that is offered. */
const allows = (o: TOrderSummary, action: OrderAction) => o.actions.includes(action);

/**
 * The order dialogs of a screen: `show` opens one for an order (or "key in" a new one), `modals`
 * renders whichever is open. `canAct` hides the cashier's actions from those who may only look.
 */
export function useOrderModals(canAct: boolean) {
  const [current, setCurrent] = useState<Open>(null);
  const close = () => setCurrent(null);
  const show = (kind: OrderModal, order: TOrderSummary) => setCurrent({ kind, order });
  const keyIn = (merchantId?: number) => setCurrent({ kind: 'keyIn', merchantId });

  let modals: ReactNode = null;
  if (current?.kind === 'keyIn' || current?.kind === 'addItems') {
    const target: KeyInTarget =
      current.kind === 'keyIn'
        ? { mode: 'new', merchantId: current.merchantId }
        : { mode: 'add', order: current.order };
    modals = <KeyInModal target={target} onClose={close} />;
  } else if (current) {
    const { order } = current;
    if (current.kind === 'status') modals = <StatusModal order={order} onClose={close} />;
    if (current.kind === 'print') modals = <PrintModal order={order} onClose={close} />;
    if (current.kind === 'receipt') modals = <ReceiptModal order={order} onClose={close} />;
    if (current.kind === 'takeAway') modals = <TakeAwayModal order={order} onClose={close} />;
    if (current.kind === 'giveBack') modals = <GiveBackModal order={order} onClose={close} />;
    if (current.kind === 'split') modals = <SplitBillModal order={order} onClose={close} />;
    if (current.kind === 'moveTable' || current.kind === 'moveLines' || current.kind === 'merge')
      modals = <TableMoveModal mode={current.kind} order={order} onClose={close} />;
    if (current.kind === 'detail')
      modals = (
        <DetailModal
          order={order}
          onClose={close}
          actions={canAct ? (o) => <OrderButtons order={o} show={show} /> : undefined}
        />
      );
  }
  return { show, keyIn, modals };
}

function DetailModal({
  order,
  onClose,
  actions,
}: {
  order: TOrderSummary;
  onClose: () => void;
  actions?: (order: TOrderSummary) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      width={900}
      title={`${t('orders.detail.title', { label: orderLabel(t, order) })} · ${formatRM(order.total_sen)}`}
      onCancel={onClose}
      footer={[
        <Link key="page" to={`/orders/${order.id}`}>
          {t('orders.actions.openPage')}
        </Link>,
        <Button key="close" onClick={onClose} style={{ marginInlineStart: 16 }}>
          {t('common.close')}
        </Button>,
      ]}
    >
      <OrderDetailView id={order.id} actions={actions} />
    </Modal>
  );
}

/** The cashier's buttons for an order: order status first, the rest in words. */
export function OrderButtons({
  order,
  show,
}: {
  order: TOrderSummary;
  show: (kind: OrderModal, order: TOrderSummary) => void;
}) {
  const { t } = useTranslation();
  const can = actionsOf(order).length > 0;
  return (
    <Space wrap size={4}>
      <Button
        size="small"
        type={order.payment_status === 'unpaid' ? 'primary' : 'default'}
        icon={<DollarOutlined />}
        disabled={!can}
        onClick={() => show('status', order)}
      >
        {t('orders.actions.status')}
      </Button>
      <NeedsConnection hint={t('offline.needsConnection.print')}>
        <Button size="small" icon={<PrinterOutlined />} onClick={() => show('print', order)}>
          {t('orders.actions.print')}
        </Button>
      </NeedsConnection>
      <NeedsConnection hint={t('offline.needsConnection.receipt')}>
        <Button size="small" icon={<FileTextOutlined />} onClick={() => show('receipt', order)}>
          {t('orders.actions.receipt')}
        </Button>
      </NeedsConnection>
      {allows(order, 'take_away') && (
        <NeedsConnection hint={t('offline.needsConnection.action')}>
          <Button size="small" icon={<ShoppingOutlined />} onClick={() => show('takeAway', order)}>
            {t('orders.actions.takeAway')}
          </Button>
        </NeedsConnection>
      )}
      {allows(order, 'add_items') && (
        <NeedsConnection hint={t('offline.needsConnection.action')}>
          <Button size="small" icon={<PlusOutlined />} onClick={() => show('addItems', order)}>
            {t('orders.actions.addItems')}
          </Button>
        </NeedsConnection>
      )}
      {allows(order, 'add_items') &&
        tableMoves.map((m) => (
          <NeedsConnection key={m.key} hint={t('offline.needsConnection.action')}>
            <Button size="small" icon={m.icon} onClick={() => show(m.key, order)}>
              {t(moveWord(m.key))}
            </Button>
          </NeedsConnection>
        ))}
      {/* Money paid twice and not given back yet (`paid_twice` stays true until it all is). */}
      {allows(order, 'give_back') && (
        <NeedsConnection hint={t('offline.needsConnection.action')}>
          <Button size="small" danger icon={<RollbackOutlined />} onClick={() => show('giveBack', order)}>
            {t('orders.actions.giveBack')}
          </Button>
        </NeedsConnection>
      )}
    </Space>
  );
}

/** A card's or row's actions, compact: order status and details, the rest under "more". */
export function OrderActionsCompact({
  order,
  canAct,
  show,
}: {
  order: TOrderSummary;
  canAct: boolean;
  show: (kind: OrderModal, order: TOrderSummary) => void;
}) {
  const { t } = useTranslation();
  const online = useOnline();
  const label = orderLabel(t, order);
  const detail = (
    <Button size="small" icon={<ProfileOutlined />} onClick={() => show('detail', order)}>
      {t('orders.actions.detail')}
    </Button>
  );
  if (!canAct) return detail;
  const more: { key: OrderModal; label: ReactNode; icon: ReactNode; disabled?: boolean }[] = [
    { key: 'print', label: t('orders.actions.print'), icon: <PrinterOutlined /> },
    { key: 'receipt', label: t('orders.actions.receipt'), icon: <FileTextOutlined /> },
  ];
  if (allows(order, 'take_away'))
    more.push({ key: 'takeAway', label: t('orders.actions.takeAway'), icon: <ShoppingOutlined /> });
  if (allows(order, 'add_items'))
    more.push({ key: 'addItems', label: t('orders.actions.addItems'), icon: <PlusOutlined /> });
  if (allows(order, 'add_items'))
    for (const m of tableMoves) more.push({ key: m.key, label: t(moveWord(m.key)), icon: m.icon });
  if (allows(order, 'give_back'))
    more.push({ key: 'giveBack', label: t('orders.actions.giveBack'), icon: <RollbackOutlined /> });
  // Offline each of these needs the server: shown disabled, saying so (the print one by name).
  const items = online
    ? more
    : more.map((m) => ({
        ...m,
        disabled: true,
        label: (
          <>
            {m.label} ·{' '}
            {t(`offline.needsConnection.${m.key === 'print' || m.key === 'receipt' ? m.key : 'action'}`)}
          </>
        ),
      }));
  return (
    <Space wrap size={4}>
      {actionsOf(order).length > 0 && (
        <Button
          size="small"
          type={order.payment_status === 'unpaid' ? 'primary' : 'default'}
          icon={<DollarOutlined />}
          onClick={() => show('status', order)}
        >
          {t('orders.actions.status')}
        </Button>
      )}
      {detail}
      <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => show(key as OrderModal, order) }}>
        <Button size="small" icon={<EllipsisOutlined />} aria-label={t('orders.actions.more', { label })} />
      </Dropdown>
    </Space>
  );
}
