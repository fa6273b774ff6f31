import { PlusOutlined } from '@ant-design/icons';
import { useBoardLive } from '@meja/client';
import { type BoardRemark, boardRemarks, paymentStatuses, type TDisplayOrderQuery } from '@meja/contracts';
import { can, merchantAccess } from '@meja/contracts/permissions';
import {
  Badge,
  Button,
  Col,
  Empty,
  Flex,
  Form,
  Pagination,
  Result,
  Row,
  Select,
  Skeleton,
  Tooltip,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../kit/Results';
import { SoundToggle } from '../kit/ScreenControls';
import { SearchBox } from '../kit/SearchBox';
import { useSession } from '../lib/session';
import { beep, useArrivals, useSoundSetting } from '../lib/sound';
import { useDebounced } from '../lib/use-debounced';
import { useOfflineBoard } from '../offline/board';
import { PendingOrderCard } from '../offline/PendingOrderCard';
import { useMerchantScope } from '../store/merchant-scope';
import { useNow } from './format';
import { MerchantSelect } from './MerchantSelect';
import { OrderCard } from './OrderCard';
import { useOrderModals } from './OrderModals';

const PAGE = 60;

/**
 * The cashier's live board (/orders/live): today's orders as they come, without a reload, with a
 * beep and a highlight for new ones; unpaid counter orders waiting to be paid come first. Admins
 * open a merchant's with ?merchant_id=, or every merchant's from Real-time order (`realtime`).
 */
export default function LiveBoardPage({ realtime = false }: { realtime?: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const scope = useMerchantScope('orders.board', ...(realtime ? (['merchants.every'] as const) : []));
  const [params] = useSearchParams();
  const fromLink = Number(params.get('merchant_id')) || undefined;
  const [merchant, setMerchant] = useState<number | undefined>(fromLink);
  const [remark, setRemark] = useState<BoardRemark>();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const term = useDebounced(search.trim());
  const merchantId = realtime ? merchant : scope.merchantId;
  const query: TDisplayOrderQuery = {
    type: 'order',
    remark,
    search: term || undefined,
    merchant_id: merchantId,
    start: (page - 1) * PAGE,
    length: PAGE,
  };
  const enabled = Boolean(scope.allowed) && (realtime || !scope.missing);
  const live = useBoardLive(query, enabled);
  const { keyIns: pendingKeyIns, payments: pendingPayments } = useOfflineBoard(merchantId, enabled);
  const [sound, setSound] = useSoundSetting();
  const now = useNow();
  const canAct = Boolean(session && can(session.user, 'orders.cashier'));
  const { show, keyIn, modals } = useOrderModals(canAct);
  useArrivals(live.data?.data, JSON.stringify({ ...query, start: 0 }), !live.board.isPlaceholderData, () => {
    if (sound) beep();
  });

  // A new filter starts again on the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a filter changes
  useEffect(() => setPage(1), [remark, term, merchant]);

  if (scope.allowed === undefined) return null;
  if (!scope.allowed) return <Result status="403" title={t('orders.noAccess')} />;
  if (!realtime && scope.missing)
    return <Result status="info" title={t('orders.board.title')} subTitle={t('orders.chooseMerchant')} />;

  const orders = live.data?.data ?? [];
  const waiting = orders.filter((o) => o.channel === 'counter' && o.payment_status === 'unpaid');
  const others = orders.filter((o) => !waiting.includes(o));
  const total = live.data?.recordsFiltered ?? 0;
  // Cashiers without a store of their own (admins) key in for the merchant they named, as the server asks.
  const namesMerchant = Boolean(session && merchantAccess(session.user.role) === 'named');
  const keyInFor = namesMerchant ? merchantId : undefined;
  const mayKeyIn = canAct && (!namesMerchant || keyInFor !== undefined);

  const grid = (list: typeof orders) => (
    <Row gutter={[12, 12]}>
      {list.map((o) => (
        <Col key={o.id} xs={24} sm={12} xl={8} xxl={6}>
          <OrderCard
            order={o}
            now={now}
            fresh={live.fresh.has(o.id)}
            canAct={canAct}
            showStore={realtime && !merchantId}
            show={show}
            paymentWaiting={pendingPayments.has(o.id)}
          />
        </Col>
      ))}
    </Row>
  );

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={16} style={{ marginBottom: 16 }}>
        <Flex align="center" gap={16} wrap>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {t(realtime ? 'orders.board.realtimeTitle' : 'orders.board.title')}
          </Typography.Title>
          <Tooltip title={t(live.connected ? 'orders.board.liveHint' : 'orders.board.reconnectingHint')}>
            <Badge
              status={live.connected ? 'success' : 'warning'}
              text={t(live.connected ? 'orders.board.live' : 'orders.board.reconnecting')}
              data-testid="board-connection"
            />
          </Tooltip>
        </Flex>
        <Flex align="center" gap={16} wrap>
          <SoundToggle on={sound} onChange={setSound} size="middle" />
          {mayKeyIn && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => keyIn(keyInFor)}>
              {t('orders.board.keyIn')}
            </Button>
          )}
        </Flex>
      </Flex>
      <Form
        layout="inline"
        colon={false}
        style={{ marginBottom: 16, rowGap: 12 }}
        aria-label={t('orders.history.filters')}
      >
        {realtime && (
          <Form.Item label={t('orders.board.merchant')} htmlFor="board-merchant">
            <MerchantSelect id="board-merchant" value={merchant} onChange={setMerchant} />
          </Form.Item>
        )}
        <Form.Item label={t('orders.board.filter')} htmlFor="board-remark">
          <Select<BoardRemark>
            id="board-remark"
            allowClear
            value={remark}
            onChange={setRemark}
            placeholder={t('orders.board.allStatuses')}
            style={{ width: 180 }}
            options={boardRemarks.map((r) => ({
              value: r,
              label: (paymentStatuses as readonly string[]).includes(r)
                ? t(`orders.payment.${r as (typeof paymentStatuses)[number]}`)
                : t(`orders.status.${r as 'processing'}`),
            }))}
          />
        </Form.Item>
        <Form.Item>
          <SearchBox
            label={t('orders.board.search')}
            value={search}
            onSearch={setSearch}
            style={{ width: 260 }}
          />
        </Form.Item>
      </Form>
      {live.error && !live.data ? (
        <LoadError error={live.error} onRetry={() => live.board.refetch()} />
      ) : live.isLoading ? (
        <Skeleton active />
      ) : orders.length === 0 && pendingKeyIns.length === 0 ? (
        <Empty description={t(remark || term ? 'orders.board.noMatch' : 'orders.board.empty')} />
      ) : (
        <Flex vertical gap={24}>
          {waiting.length + pendingKeyIns.length > 0 && (
            <section aria-labelledby="board-waiting">
              <Typography.Title level={4} id="board-waiting">
                {t('orders.board.waitingToPay')} ({waiting.length + pendingKeyIns.length})
              </Typography.Title>
              {pendingKeyIns.length > 0 && (
                <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
                  {pendingKeyIns.map((p) => (
                    <Col key={p.key} xs={24} sm={12} xl={8} xxl={6}>
                      <PendingOrderCard order={p} canAct={canAct} />
                    </Col>
                  ))}
                </Row>
              )}
              {grid(waiting)}
            </section>
          )}
          {others.length > 0 && (
            <section aria-labelledby="board-others">
              <Typography.Title level={4} id="board-others">
                {t('orders.board.others')}
              </Typography.Title>
              {grid(others)}
            </section>
          )}
          {total > PAGE && (
            <Pagination
              current={page}
              pageSize={PAGE}
              total={total}
              onChange={setPage}
              showSizeChanger={false}
              showTotal={(count) => t('orders.board.total', { count })}
            />
          )}
        </Flex>
      )}
      {modals}
    </>
  );
}
