import { type PayoutListParams, useFlagPayoutStatus, usePayoutAction, usePayoutReport } from '@meja/client';
import {
  type PayoutReport,
  payoutReports,
  payoutStatuses,
  type TPayoutItem,
  type TPayoutPage,
} from '@meja/contracts';
import { can } from '@meja/contracts/permissions';
import { App, Button, Segmented, Table, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { choiceFilter } from '../kit/list/choice-filter';
import { dateRange } from '../kit/list/date-range';
import type { ListFilter } from '../kit/list/ListFilters';
import { ListPage, type Page } from '../kit/list/ListPage';
import { showReply } from '../lib/form-errors';
import { formatRM } from '../lib/money';
import { useSession } from '../lib/session';
import { exportReport } from '../reports/export';
import { BankFile } from './BankFile';
import { payoutColumns } from './columns';
import { type Asking, PayoutDialog } from './PayoutDialogs';
import { PayoutDrawer } from './PayoutDrawer';
import { reportsOf, titleOf } from './reports-of';
import { eligibleFor, type PayoutMove } from './rules';

type Params = Omit<PayoutListParams, 'report'> & { report?: PayoutReport };
const rowsOf = (report: PayoutReport) => (query: Params, options: { enabled: boolean }) =>
  usePayoutReport({ ...query, report }, options);

const sum = (rows: TPayoutItem[]) => rows.reduce((s, r) => s + r.payable_sen, 0);

/**
 * Payout items (issue 13). Admins see every kind by tab (kept in the address), filter by status,
 * dates and name, approve, decline, adjust and mark items completed, one or several at a time,
 * and download the bank file of approved items. Agents and merchants read their own items.
 */
export default function PayoutsPage() {
  const { t } = useTranslation();
  const role = useSession()?.user.role;
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<number>();
  const [asking, setAsking] = useState<Asking>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const { modal } = App.useApp();
  const act = usePayoutAction();
  const flag = useFlagPayoutStatus();

  const reports = role ? reportsOf(role) : [];
  const manage = Boolean(role && can({ role }, 'payouts.manage'));
  const asked = params.get('tab') as PayoutReport | null;
  const report = asked && reports.includes(asked) ? asked : (reports[0] ?? 'payout');
  const kinds: readonly string[] = payoutReports[report];

  /** Approve or mark completed after a yes: one row, or the selected rows the move applies to. */
  const confirmMove = (move: 'approve' | 'complete', rows: TPayoutItem[]) => {
    const ids = eligibleFor(rows, move);
    if (ids.length === 0) return;
    const chosen = rows.filter((r) => ids.includes(r.id));
    const amount = formatRM(sum(chosen));
    const [one] = chosen;
    const title =
      chosen.length === 1 && one
        ? t(move === 'approve' ? 'payouts.confirmApprove' : 'payouts.confirmComplete', {
            amount,
            name: one.beneficiary.name,
          })
        : t(move === 'approve' ? 'payouts.confirmApproveMany' : 'payouts.confirmCompleteMany', {
            count: chosen.length,
            amount,
          });
    const body = chosen.length === 1 ? { id: ids[0] } : { ids };
    modal.confirm({
      title,
      content: t(move === 'approve' ? 'payouts.confirmApproveBody' : 'payouts.confirmCompleteBody'),
      okText: t(move === 'approve' ? 'payouts.approve' : 'payouts.complete'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        const write =
          move === 'approve' ? act.mutateAsync({ action: 'approve_payout', body }) : flag.mutateAsync(body);
        if (await showReply(write)) setSelected((s) => s.filter((id) => !ids.includes(id)));
      },
    });
  };
  const onMove = (move: PayoutMove, row: TPayoutItem) =>
    move === 'approve' || move === 'complete' ? confirmMove(move, [row]) : setAsking({ move, item: row });

  const chosenOf = (page: Page<TPayoutItem> | undefined) =>
    (page?.data ?? []).filter((r) => selected.includes(r.id));

  const tabFilter: ListFilter = {
    // The tab is the page's (kept in the address as `tab`), not the list's: a name nothing sets.
    name: 'report',
    first: true,
    wide: true,
    input: () => (
      <Segmented<PayoutReport>
        aria-label={t('payouts.kind')}
        value={report}
        onChange={(tab) => {
          setSelected([]);
          setParams({ tab });
        }}
        options={reports.map((r) => ({ value: r, label: t(`payouts.reports.${r}`) }))}
      />
    ),
  };

  return (
    <ListPage<TPayoutItem, Params>
      // A new tab starts again on the first page with fresh filters.
      key={report}
      id="payouts"
      texts={{
        ...titleOf(role ?? 'admin'),
        empty: 'payouts.empty',
        noMatch: 'payouts.noMatch',
        total: 'payouts.total',
        noAccess: 'payouts.noAccess',
        filters: 'payouts.filters',
      }}
      scope={{ allowed: role && can({ role }, 'payouts.read') }}
      useRows={rowsOf(report)}
      // Issue 14: the tab's items, every page of them, as CSV (the catalogue's payout list export).
      exports={(query) => exportReport(report, query, 'csv')}
      search={manage ? { placeholder: 'payouts.search', width: 220 } : undefined}
      filters={[
        ...(reports.length > 1 ? [tabFilter] : []),
        ...(kinds.length > 1 ? [kindFilter(t, kinds)] : []),
        statusFilter(t),
        dateRange('payouts.created'),
      ]}
      columns={payoutColumns(t, {
        withDueDate: report === 'merchant_redemption',
        withKind: kinds.length > 1,
        withMerchant:
          kinds.includes('recruitment_allowance') || (manage && kinds.includes('merchant_redemption')),
        withBeneficiary: manage,
        onMove: manage ? onMove : undefined,
        onOpen: (row) => setOpen(row.id),
      })}
      table={(props, rows) => (
        <>
          <TotalPayable page={rows.data as TPayoutPage | undefined} t={t} />
          <Table<TPayoutItem>
            {...props}
            rowSelection={
              manage
                ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }
                : undefined
            }
          />
        </>
      )}
      actions={(page) =>
        manage && (
          <>
            <Button
              disabled={eligibleFor(chosenOf(page), 'approve').length === 0}
              onClick={() => confirmMove('approve', chosenOf(page))}
            >
              {t('payouts.approveSelected', { count: eligibleFor(chosenOf(page), 'approve').length })}
            </Button>
            <Button
              disabled={eligibleFor(chosenOf(page), 'complete').length === 0}
              onClick={() => confirmMove('complete', chosenOf(page))}
            >
              {t('payouts.completeSelected', { count: eligibleFor(chosenOf(page), 'complete').length })}
            </Button>
            <BankFile
              ids={eligibleFor(chosenOf(page), 'complete')}
              kind={kinds.length === 1 ? (kinds[0] as TPayoutItem['kind']) : undefined}
            />
          </>
        )
      }
    >
      <PayoutDrawer id={open} onClose={() => setOpen(undefined)} />
      <PayoutDialog asking={asking} onClose={() => setAsking(null)} />
    </ListPage>
  );
}

const statusFilter = (t: TFunction): ListFilter =>
  choiceFilter(
    'filter_status',
    'payouts.status',
    t('payouts.all'),
    payoutStatuses.map((s) => ({ value: s, label: t(`payouts.statuses.${s}`) })),
    150,
  );

/** Within a tab of several kinds (agent and mentor commission), one of them. */
const kindFilter = (t: TFunction, kinds: readonly string[]): ListFilter =>
  choiceFilter(
    'type',
    'payouts.fields.kind',
    t('payouts.all'),
    kinds.map((k) => ({ value: k, label: t(`payouts.kinds.${k as TPayoutItem['kind']}`) })),
    200,
  );

function TotalPayable({ page, t }: { page: TPayoutPage | undefined; t: TFunction }) {
  if (!page || page.recordsFiltered === 0) return null;
  return (
    <Typography.Paragraph strong style={{ textAlign: 'right' }}>
      {t('payouts.totalPayable', { amount: formatRM(page.total_payable_sen) })}
    </Typography.Paragraph>
  );
}
