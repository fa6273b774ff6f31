import { type MerchantBalanceParams, useClearBalance, useMerchantBalances } from '@meja/client';
import type { TMerchantBalance } from '@meja/contracts';
import { can } from '@meja/contracts/permissions';
import { App, Button, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListPage, type Page, textsOf } from '../kit/list/ListPage';
import { showReply } from '../lib/form-errors';
import { formatRM } from '../lib/money';
import { useSession } from '../lib/session';
import { RecentRuns, RunProgress } from './RunProgress';

/** The list needs a row id: a merchant's balance is known by its merchant. */
type Row = TMerchantBalance & { id: number };

const useRows = (query: MerchantBalanceParams, options: { enabled: boolean }) => {
  const page = useMerchantBalances(query, options);
  const data = page.data && { ...page.data, data: page.data.data.map((b) => ({ ...b, id: b.merchant_id })) };
  return { ...page, data };
};

/** ?run= as a run id, or nothing. */
const runOf = (raw: string | null) => (raw && /^\d{1,10}$/.test(raw) ? Number(raw) : undefined);

/**
 * Clear Balance (SPEC §4): admins choose merchants owed for redeemed points and clear them. The
 * server answers at once ("request successfully", 5~10 minutes) and a job makes the settlements;
 * the run's progress card polls until done, and stays on a reload (the run id is in the address).
 */
export default function ClearBalancePage() {
  const { t } = useTranslation();
  const role = useSession()?.user.role;
  const [params, setParams] = useSearchParams();
  const [selected, setSelected] = useState<number[]>([]);
  const { modal } = App.useApp();
  const clear = useClearBalance();
  const run = runOf(params.get('run'));
  // The list's search and page share the address and stay.
  const show = (id: number | undefined) =>
    setParams((now) => {
      const next = new URLSearchParams(now);
      if (id) next.set('run', String(id));
      else next.delete('run');
      return next;
    });

  const chosenOf = (page: Page<Row> | undefined) =>
    (page?.data ?? []).filter((r) => selected.includes(r.merchant_id) && r.clearable_sen > 0);
  const ask = (chosen: Row[]) =>
    modal.confirm({
      title: t('clearBalance.confirm', {
        count: chosen.length,
        amount: formatRM(chosen.reduce((s, r) => s + r.clearable_sen, 0)),
      }),
      content: t('clearBalance.confirmBody'),
      okText: t('clearBalance.clear', { count: chosen.length }),
      cancelText: t('common.cancel'),
      onOk: async () => {
        const write = clear.mutateAsync({ merchant_ids: chosen.map((r) => r.merchant_id) });
        if (await showReply(write)) {
          setSelected([]);
          const reply = await write;
          show(reply.data.id);
        }
      },
    });

  return (
    <>
      <ListPage<Row, MerchantBalanceParams>
        id="clear-balance"
        texts={textsOf('clearBalance', ['intro', 'noMatch'])}
        scope={{ allowed: role && can({ role }, 'payouts.manage') }}
        useRows={useRows}
        search={{ placeholder: 'clearBalance.search' }}
        columns={[
          { key: 'merchant', title: t('clearBalance.fields.merchant'), dataIndex: 'name' },
          {
            key: 'balance',
            title: t('clearBalance.fields.balance'),
            align: 'right',
            render: (_, r) => formatRM(r.balance_sen),
          },
          {
            key: 'clearable',
            title: t('clearBalance.fields.clearable'),
            align: 'right',
            render: (_, r) => <strong>{formatRM(r.clearable_sen)}</strong>,
          },
          { key: 'since', title: t('clearBalance.fields.since'), render: (_, r) => r.since ?? '—' },
          { key: 'due', title: t('clearBalance.fields.dueOn'), render: (_, r) => r.due_on ?? '—' },
        ]}
        table={(props) => (
          <>
            {run !== undefined && <RunProgress key={run} id={run} onClose={() => show(undefined)} />}
            <Table<Row>
              {...props}
              rowSelection={{
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(Number)),
                // Nothing to clear now (already covered by a settlement): nothing to choose.
                getCheckboxProps: (r) => ({ disabled: r.clearable_sen <= 0, 'aria-label': r.name }),
              }}
            />
          </>
        )}
        actions={(page) => (
          <Button
            type="primary"
            disabled={chosenOf(page).length === 0}
            loading={clear.isPending}
            onClick={() => ask(chosenOf(page))}
          >
            {t('clearBalance.clear', { count: chosenOf(page).length })}
          </Button>
        )}
      />
      <RecentRuns onShow={show} />
    </>
  );
}
