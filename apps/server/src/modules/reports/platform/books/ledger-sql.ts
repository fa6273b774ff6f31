import { agentRoles } from '@meja/contracts';
import { type AnyColumn, and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import {
  ledgerAccounts,
  ledgerDaily,
  payoutItemEvents,
  payoutItems,
  stores,
  users,
} from '../../../../db/schema';
import type { UserScope } from '../../../../policy';
import { agentCommission, merchantRedemption } from '../../../ledger/accounts';
import { scopeCondition } from '../../../users/repository';
import { platformLedger } from '../../platform-rows';
import { inScope } from '../../scope';
import type { DayRange, ReportScope } from '../../types';
import { undailyFamilyByUnit } from './families';
import { dayText, list, prefixOf, where, within } from './sql-parts';

/**
 * The grouped SELECTs of the ledger's reports (query.ts pages, totals and exports them), read from
 * ledger_daily and the accounts' kept balances. Column names are the catalogue's keys.
 */

/**
 * The ledger per day, account family and posting kind. Buddies' own accounts are not in
 * ledger_daily; every posting balances per unit, so their rows are the other side of the rest of
 * that unit's day and kind (their debit is what the others credited net). Their `entries` is not
 * known without reading the entries themselves, and is left empty.
 */
export function accountingNetwork(range: DayRange, family: string | undefined): SQL {
  const derived = sql.join(
    [...undailyFamilyByUnit].map(([unit, name]) => sql`when ${unit} then ${name}::text`),
    sql` `,
  );
  return sql`
    with t as (
      select ${dayText(sql`day`)} as day, account, kind, unit, sum(entries) as entries,
        sum(debit_sen) as debit_sen, sum(credit_sen) as credit_sen
      from ${platformLedger(range)}
      group by 1, 2, 3, 4
    ), booked as (
      select day, account, kind, sum(entries) as entries, sum(debit_sen) as debit_sen, sum(credit_sen) as credit_sen
      from t group by day, account, kind
      union all
      select day, case unit ${derived} end, kind, null,
        greatest(sum(credit_sen) - sum(debit_sen), 0), greatest(sum(debit_sen) - sum(credit_sen), 0)
      from t group by day, kind, unit having sum(debit_sen) <> sum(credit_sen)
    )
    select day, account, kind, entries, debit_sen, credit_sen, debit_sen - credit_sen as net_sen
    from booked where account is not null ${family === undefined ? sql`` : sql`and account = ${family}`}`;
}

/** One merchant's own accounts (found by full key, named by family), per day and kind; `families` narrows them. */
export function accountingOfMerchant(range: DayRange, merchantId: number, families: readonly string[]): SQL {
  const keys = families.map((f) => `${f}:${merchantId}`);
  return sql`
    select ${dayText(ledgerDaily.day)} as day, split_part(${ledgerAccounts.key}, ':', 1) as account,
      ${ledgerDaily.kind} as kind,
      sum(${ledgerDaily.entries}) as entries, sum(${ledgerDaily.debitSen}) as debit_sen,
      sum(${ledgerDaily.creditSen}) as credit_sen,
      sum(${ledgerDaily.debitSen}) - sum(${ledgerDaily.creditSen}) as net_sen
    from ${ledgerAccounts} join ${ledgerDaily} on ${ledgerDaily.accountId} = ${ledgerAccounts.id}
    where ${inArray(ledgerAccounts.key, keys)} and ${ledgerAccounts.ownerId} = ${merchantId}
      and ${within(ledgerDaily.day, range)}
    group by 1, 2, 3`;
}

/**
 * The agents an actor's people scope shows: an admin's every agent-rank user, an agent itself and
 * the agents of its downline (users/repository's scopeCondition, which leaves the root out).
 */
export function agentsIn(people: UserScope, selfId: number): SQL | undefined {
  const scoped =
    people.kind === 'downline' ? or(eq(users.id, selfId), scopeCondition(people)) : scopeCondition(people);
  return and(inArray(users.role, [...agentRoles]), scoped);
}

/**
 * What payouts of `kinds` completed in the range paid beyond the liability they settled: their
 * adjustments (signed). 'payout_completed' debits the beneficiary's account by the item's amount
 * and books the adjustment to the platform's `payout_adjustments` (payouts/service.ts), so the
 * beneficiary's own account never sees it: it is read from the completed items themselves (the
 * beneficiary's, by `payout_items_beneficiary_idx`), on the Kuala Lumpur day they were paid out.
 */
export function payoutAdjustmentsOf(beneficiary: SQL | AnyColumn, kinds: readonly string[], range: DayRange) {
  return sql`coalesce((
    select sum(pi.adjustment_sen) from ${payoutItems} pi
    join ${payoutItemEvents} pe on pe.item_id = pi.id and pe.kind = 'completed'
    where pi.beneficiary_id = ${beneficiary} and pi.status = 'completed' and pi.kind in (${list(kinds)})
      and ((pe.created_at at time zone 'UTC') + interval '8 hours')::date between ${range.from}::date and ${range.to}::date
  ), 0)`;
}

/** The payout item kinds that settle an agent's commission account. */
const commissionKinds = ['agent_commission', 'mentor_commission'] as const;

/**
 * Each agent's commission account over the range, by the kinds that move it: accrued by
 * 'order_rewards' (loyalty/order-steps.ts), clawed back by 'order_rewards_refund' (loyalty/service.ts),
 * paid by 'payout_completed', declined by 'payout_declined' less what 'payout_declined_refund'
 * gave back of it (payouts/service.ts, accrual.ts). Owed: the balance now, kept by every posting.
 * Paid out is what the agent was paid: the commission settled plus the adjustments of the items
 * paid (`adjusted_sen`), so accrued − clawed back − (paid − adjusted) − declined moves owed.
 */
export function agentCommissionRows(
  range: DayRange,
  agents: SQL | undefined,
  agentId: number | undefined,
): SQL {
  const debit = (...k: string[]) =>
    sql`coalesce(sum(${ledgerDaily.debitSen}) filter (where ${ledgerDaily.kind} in (${list(k)})), 0)`;
  return sql`
    select ${users.id} as agent_id, coalesce(${users.name}, ${users.username}) as agent, ${users.role} as rank,
      coalesce(sum(${ledgerDaily.creditSen}) filter (where ${ledgerDaily.kind} = 'order_rewards'), 0) as accrued_sen,
      ${debit('order_rewards_refund')} as clawed_back_sen,
      ${payoutAdjustmentsOf(users.id, commissionKinds, range)} as adjusted_sen,
      ${debit('payout_completed')} + ${payoutAdjustmentsOf(users.id, commissionKinds, range)} as paid_sen,
      coalesce(sum(${ledgerDaily.debitSen} - ${ledgerDaily.creditSen})
        filter (where ${ledgerDaily.kind} in (${list(['payout_declined', 'payout_declined_refund'])})), 0) as declined_sen,
      coalesce(-${ledgerAccounts.balance}, 0) as owed_sen
    from ${users}
    left join ${ledgerAccounts} on ${ledgerAccounts.key} = ${prefixOf(agentCommission)} || ${users.id}
    left join ${ledgerDaily} on ${ledgerDaily.accountId} = ${ledgerAccounts.id} and ${within(ledgerDaily.day, range)}
    ${where(agents, agentId === undefined ? undefined : eq(users.id, agentId))}
    group by ${users.id}, ${users.name}, ${users.username}, ${users.role}, ${ledgerAccounts.balance}`;
}

/**
 * Each merchant's redemption account with activity in the range or a balance: credited when
 * points pay a bill, debited back by refunds and settled by 'payout_completed' (Clear Balance's
 * items paid out: Clear Balance itself posts nothing). Owed: the balance now. Settled is what the
 * merchant was paid: the balance settled plus the adjustments of the items paid (`adjusted_sen`).
 */
export function redemptionRows(range: DayRange, scope: ReportScope): SQL {
  return sql`
    select ${users.id} as merchant_id,
      coalesce((select ${stores.displayName} from ${stores} where ${stores.merchantId} = ${users.id}), ${users.name}, ${users.username}) as merchant,
      coalesce(sum(${ledgerDaily.creditSen}), 0) as redeemed_sen,
      coalesce(sum(${ledgerDaily.debitSen}) filter (where ${ledgerDaily.kind} <> 'payout_completed'), 0) as returned_sen,
      ${payoutAdjustmentsOf(users.id, ['merchant_redemption'], range)} as adjusted_sen,
      coalesce(sum(${ledgerDaily.debitSen}) filter (where ${ledgerDaily.kind} = 'payout_completed'), 0)
        + ${payoutAdjustmentsOf(users.id, ['merchant_redemption'], range)} as settled_sen,
      -${ledgerAccounts.balance} as owed_sen
    from ${users}
    join ${ledgerAccounts} on ${ledgerAccounts.key} = ${prefixOf(merchantRedemption)} || ${users.id}
    left join ${ledgerDaily} on ${ledgerDaily.accountId} = ${ledgerAccounts.id} and ${within(ledgerDaily.day, range)}
    ${where(eq(users.role, 'merchant'), inScope(users.id, scope))}
    group by ${users.id}, ${users.name}, ${users.username}, ${ledgerAccounts.balance}
    having count(${ledgerDaily.day}) > 0 or ${ledgerAccounts.balance} <> 0`;
}
