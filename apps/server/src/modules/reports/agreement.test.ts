import {
  isAverageColumn,
  type ReportDefinition,
  type ReportName,
  reportCatalogue,
  reportNamesOwned,
  type TReportRow,
} from '@meja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { closedMerchantMonths } from '../../db/schema';
import { klDayOf } from '../../lib/time';
import { chainOf, grant, lemak, type RewardsWorld, rewardsWorld, toggle } from '../loyalty/test-world';
import { giveBank, itemsOf, paidOrder, refundWhole } from '../payouts/test-support';
import {
  agentLike,
  dayOf,
  feeBackOf,
  feeOf,
  grossOf,
  groupSales,
  isOnline,
  merchantName,
  methodOf,
  money,
  type Raw,
  type Row,
  readRaw,
  salesOf,
  total,
  valueBackOf,
} from './agreement-raw';
import { closeDays } from './closing';
import { buddyOrder, paidOnline } from './test-orders';

/**
 * The proof that "figures agree with the ledger to the sen": orders paid every way (cash
 * with rounding, card terminal, the sandbox gateway, points alone and in part), refunded whole and
 * by lines, rewards down a referral chain, a commission paid out; then every report as an admin,
 * compared row by row with the same figures recomputed from the raw rows (agreement-raw.ts), and
 * cross-checked against the ledger's postings.
 */

let t: TestApp;
let w: RewardsWorld;
let admin: string;
let raw: Raw;
const today = klDayOf(Date.now());
const shift = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const days = [shift(today, -2), shift(today, -1), today];
const range = `startDate=${days[0]}&endDate=${today}`;
const db = () => t.database.db;
const teh = (quantity = 1) => ({ food_id: w.shop.fx.food.teh, quantity });

const act = async (url: string, payload: object) => {
  const res = await t.call(admin, { method: 'PATCH', url: `/api/admin/report/${url}`, payload });
  expect(res.statusCode, res.body).toBe(200);
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.token('admin');
  w = await rewardsWorld(t, 'agreement');
  const other = await rewardsWorld(t, 'agreement-other', { agent: false });
  await paidOrder(other, 3, 2);

  await paidOrder(w, 2, 1); // cash, rounded to 5 sen
  await refundWhole(w, (await paidOrder(w, 1, 3)).id);
  const { buddy } = await chainOf(w, 5); // rewards on every referral level
  const lines = await buddyOrder(w, buddy.token, [lemak(w), teh(1), teh(3)]);
  await toggle(w, { id: lines.id, action: 'refund', reason: 'Spilled', line_ids: [lines.lines[1]] });
  await buddyOrder(w, buddy.token, [lemak(w, 3)], 0, 'card_terminal');
  const holder = await w.buddy(buddy.id);
  await grant(db(), holder.id, 1000);
  await refundWhole(w, (await buddyOrder(w, holder.token, [lemak(w), teh(1)], 600)).id); // points in part, refunded
  await grant(db(), buddy.id, 3000);
  const online = (await paidOnline(w, buddy.token, 2, 500)).id;
  (await paidOnline(w, buddy.token, 2, 0)).id;
  await refundWhole(w, online);
  await buddyOrder(w, buddy.token, [lemak(w)], 1458); // points alone

  // The agent's commission approved and paid out, with an adjustment on top.
  await giveBank(db(), w.agentId);
  const [item] = await itemsOf(db(), w.agentId);
  await act('payout_adjustment', { id: item?.id, amount: '0.70', reason: 'Rounded up' });
  await act('approve_payout', { id: item?.id });
  await act('flag_payout_status', { id: item?.id });
  raw = await readRaw(db());
}, 120_000);
afterAll(() => t?.close());

/** Every row of a report as an admin, all pages. */
async function report(name: ReportName, query = '', span = range) {
  const def: ReportDefinition = reportCatalogue[name];
  const rows: TReportRow[] = [];
  for (let start = 0; ; start += 500) {
    const res = await t.call(admin, {
      method: 'GET',
      url: `${def.path}?${span}&length=500&start=${start}${query}`,
    });
    expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
    rows.push(...res.json().data);
    if (rows.length >= res.json().recordsFiltered)
      return { rows, totals: res.json().totals as TReportRow | null };
  }
}

/** The report's rows equal the recomputed ones (in any order), and its totals their sums. */
async function agrees(name: ReportName, expected: Row[], query = '', skip: string[] = []) {
  const def: ReportDefinition = reportCatalogue[name];
  const keys = def.columns.map((c) => c.key).filter((k) => !skip.includes(k));
  const pick = (r: TReportRow) => Object.fromEntries(keys.map((k) => [k, r[k] ?? null]));
  const sorted = (rs: TReportRow[]) =>
    rs.map(pick).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  const got = await report(name, query);
  expect(sorted(got.rows), name).toEqual(sorted(expected));
  for (const c of def.columns)
    if (['money', 'points'].includes(c.kind) && !isAverageColumn(c) && got.totals)
      expect(got.totals[c.key], `${name} total ${c.key}`).toBe(total(expected, (r) => Number(r[c.key] ?? 0)));
  return got;
}

const m = () => w.shop.fx.merchantId;
const ofW = () => `&merchant_id=${m()}`;
const withPayable = (r: Row) => ({ ...r, payable_sen: Number(r.net_sen) - Number(r.fee_sen) });

describe('every report agrees with the raw rows and the ledger', () => {
  it('merchant summary: the range per payment method', async () => {
    const groups = groupSales(raw, days, (o) => (o.merchantId === m() ? methodOf(o) : ''));
    groups.delete('');
    const expected = [...groups].map(([method, s]) => withPayable({ method, ...money(raw, s) }));
    expect(expected.length).toBeGreaterThanOrEqual(4);
    const got = await agrees('summary_report_merchant', expected, ofW());
    // The ledger: what the merchant is owed for the range (payable and redemption legs of its
    // sales, their refunds, and the points those refunds gave back to buddies).
    const owed = raw.entries.filter(
      (e) =>
        ['order_paid', 'order_refund', 'points_refund'].includes(e.kind) &&
        days.includes(dayOf(e.at)) &&
        [`merchant_payable:${m()}`, `merchant_redemption:${m()}`].includes(e.key),
    );
    const pointsBack = raw.entries.filter(
      (e) =>
        e.kind === 'order_refund' && e.key === `merchant_redemption:${m()}` && days.includes(dayOf(e.at)),
    );
    expect(
      got.totals?.payable_sen,
      `payable vs the ledger; refunds gave back ${total(pointsBack, (e) => e.amount)} sen of points`,
    ).toBe(0 - total(owed, (e) => e.amount));
  });

  it('sales by day, week and month: the same money', async () => {
    const mine = salesOf(raw, days, (o) => o.merchantId === m());
    const expected = days.map((d) =>
      withPayable({
        period: d,
        ...money(
          raw,
          salesOf(raw, [d], (o) => o.merchantId === m()),
        ),
      }),
    );
    await agrees('sales_report', expected, `${ofW()}&type=day`);
    for (const type of ['week', 'month']) {
      const got = await report('sales_report', `${ofW()}&type=${type}`);
      expect(got.totals?.net_sen, type).toBe(money(raw, mine).net_sen);
    }
  });

  it('sales detail: every order paid today', async () => {
    const expected = raw.orders
      .filter((o) => o.merchantId === m() && dayOf(o.paidAt) === today)
      .map((o) => ({
        paid_at: o.paidAt?.toISOString() ?? null,
        receipt_no: o.receiptNo,
        order_no: o.orderNo,
        table: o.tableName,
        method: methodOf(o),
        items: total(
          raw.lines.filter((l) => l.orderId === o.id),
          (l) => l.quantity,
        ),
        total_sen: grossOf(o),
        points_sen: o.pointsSen,
        refunded_sen: total(
          raw.refunds.filter((r) => r.orderId === o.id),
          (r) => r.amountSen,
        ),
        status: o.paymentStatus,
      }));
    await agrees('sales_report_detail', expected, `${ofW()}&date=${today}`);
  });

  it('best sellers: each food sold and refunded', async () => {
    const { paid, back } = salesOf(raw, days, (o) => o.merchantId === m());
    const foods = new Map<number, Row>();
    const at = (foodId: number | null, name: string, code: string | null) => {
      const id = foodId ?? 0;
      const row = foods.get(id) ?? {
        food: name,
        code,
        quantity: 0,
        amount_sen: 0,
        refunded_quantity: 0,
        refunded_sen: 0,
      };
      foods.set(id, row);
      return row;
    };
    const add = (r: Row, k: string, n: number) => {
      r[k] = Number(r[k]) + n;
    };
    for (const l of raw.lines.filter((l) => paid.some((o) => o.id === l.orderId))) {
      const r = at(l.foodId, l.name, l.code);
      add(r, 'quantity', l.quantity);
      add(r, 'amount_sen', l.lineTotalSen);
    }
    for (const l of raw.lines.filter((l) => back.some((b) => b.id === l.refundId))) {
      const r = at(l.foodId, l.name, l.code);
      add(r, 'refunded_quantity', l.quantity);
      add(r, 'refunded_sen', l.lineTotalSen);
    }
    const expected = [...foods.values()].map((r) => ({
      ...r,
      net_sen: Number(r.amount_sen) - Number(r.refunded_sen),
    }));
    const got = await agrees('best_selling_report', expected, ofW(), ['rank']);
    expect(got.rows.map((r) => r.rank)).toEqual(got.rows.map((_, i) => i + 1));
  });

  it('referral: buddies’ orders and the points they earned', async () => {
    const rewardsOf = (d: string, kind: string) =>
      raw.rewards.filter((r) => r.merchantId === m() && r.kind === kind && paidDayOf(r.orderId) === d);
    const expected = days.map((d) => {
      const cashback = total(rewardsOf(d, 'cashback'), (r) => r.amountSen);
      const referral = total(rewardsOf(d, 'referral'), (r) => r.amountSen);
      const reversed = total(
        raw.rewards.filter(
          (r) =>
            r.merchantId === m() && ['cashback', 'referral'].includes(r.kind) && refundDayOf(r.orderId) === d,
        ),
        (r) => r.reversedSen,
      );
      return {
        day: d,
        buddy_orders: salesOf(raw, [d], (o) => o.merchantId === m() && o.buddyId !== null).paid.length,
        cashback_points: cashback,
        referral_points: referral,
        reversed_points: reversed,
        net_points: cashback + referral - reversed,
      };
    });
    await agrees('referral_report', expected, ofW());
  });

  it('summary: every merchant’s money and rewards', async () => {
    const groups = groupSales(raw, days, (o) => String(o.merchantId));
    const rewardsOf = (id: number) =>
      raw.rewards.filter((r) => r.merchantId === id && days.includes(paidDayOf(r.orderId)));
    for (const r of raw.rewards)
      if (days.includes(paidDayOf(r.orderId)) && !groups.has(String(r.merchantId)))
        groups.set(String(r.merchantId), { paid: [], back: [] });
    const expected = [...groups].map(([id, s]) =>
      withPayable({
        merchant_id: Number(id),
        merchant: merchantName(raw, Number(id)),
        ...money(raw, s),
        rewards_sen: total(rewardsOf(Number(id)), (r) => r.amountSen - r.reversedSen),
      }),
    );
    await agrees('summary_report', expected);
  });

  it('platform transaction: the day’s money by channel, and the fee the ledger earned', async () => {
    const expected = days.map((d) => {
      const s = salesOf(raw, [d], () => true);
      const fee = total(s.paid, (o) => feeOf(raw, o.id));
      const feeBack = total(s.back, (r) => feeBackOf(raw, r.id));
      const taken = (keep: (method: string) => boolean) =>
        total(
          s.paid.filter((o) => keep(methodOf(o))),
          (o) => grossOf(o) - o.pointsSen,
        );
      return {
        day: d,
        orders: s.paid.length,
        gross_sen: total(s.paid, grossOf),
        online_sen: taken(isOnline),
        counter_sen: taken((x) => !isOnline(x) && x !== 'points'),
        points_sen: total(s.paid, (o) => o.pointsSen),
        refunded_sen: total(s.back, (r) => valueBackOf(raw, r)),
        fee_sen: fee,
        fee_refunded_sen: feeBack,
        net_fee_sen: fee - feeBack,
      };
    });
    const got = await agrees('platform_transaction', expected);
    const revenue = raw.entries.filter(
      (e) =>
        e.key === 'platform_revenue' &&
        ['order_paid', 'order_refund'].includes(e.kind) &&
        days.includes(dayOf(e.at)),
    );
    expect(got.totals?.net_fee_sen).toBe(0 - total(revenue, (e) => e.amount));
  });

  it('daily sales and their per-merchant details', async () => {
    await agrees(
      'daily_sales',
      days.map((d) => {
        const s = salesOf(raw, [d], () => true);
        return { day: d, merchants: new Set(s.paid.map((o) => o.merchantId)).size, ...money(raw, s) };
      }),
    );
    const groups = groupSales(raw, days, (o, d) => `${d}|${o.merchantId}`);
    await agrees(
      'daily_sales_detail',
      [...groups].map(([k, s]) => {
        const [day = '', id = ''] = k.split('|');
        return { day, merchant_id: Number(id), merchant: merchantName(raw, Number(id)), ...money(raw, s) };
      }),
    );
  });

  it('payment gateway data: each method’s takings, and the gateway’s clearing account', async () => {
    const groups = groupSales(raw, days, (o, d) => `${d}|${methodOf(o)}`);
    const expected = [...groups].map(([k, s]) => {
      const [day = '', method = ''] = k.split('|');
      const amount = total(s.paid, (o) => grossOf(o) - o.pointsSen);
      const refunded = total(s.back, (r) => r.amountSen);
      return {
        day,
        method,
        orders: s.paid.length,
        amount_sen: amount,
        refunds: s.back.length,
        refunded_sen: refunded,
        net_sen: amount - refunded,
      };
    });
    const got = await agrees('pg_report', expected);
    const cleared = raw.entries.filter(
      (e) => e.key === 'gateway_clearing' && e.kind === 'order_paid' && days.includes(dayOf(e.at)),
    );
    expect(
      total(
        got.rows.filter((r) => isOnline(String(r.method))),
        (r) => Number(r.amount_sen),
      ),
    ).toBe(total(cleared, (e) => e.amount));
  });

  it('registration and activity', async () => {
    const made = (d: string, roles: readonly string[]) =>
      raw.users.filter((u) => roles.includes(u.role) && dayOf(u.createdAt) === d).length;
    await agrees(
      'registration_report',
      days.map((d) => {
        const { paid } = salesOf(raw, [d], () => true);
        return {
          day: d,
          new_buddies: made(d, ['buddy']),
          new_merchants: made(d, ['merchant']),
          new_agents: made(d, agentLike),
          active_buddies: new Set(paid.filter((o) => o.buddyId !== null).map((o) => o.buddyId)).size,
          active_merchants: new Set(paid.map((o) => o.merchantId)).size,
          orders: paid.length,
        };
      }),
    );
  });
});

describe('the books agree with the ledger’s entries', () => {
  const inRange = (e: Raw['entries'][number]) => days.includes(dayOf(e.at));
  const family = (key: string) => key.split(':')[0] ?? key;
  /** Buddies' own accounts: the report shows their net as the other side of each day and kind. */
  const buddyFamilies = ['buddy_points', 'referral_cash'];

  it('accounting: every day, account family and kind; debits equal credits', async () => {
    const groups = new Map<string, Raw['entries']>();
    for (const e of raw.entries.filter(inRange)) {
      const k = `${dayOf(e.at)}|${family(e.key)}|${e.kind}`;
      groups.set(k, [...(groups.get(k) ?? []), e]);
    }
    const expected = [...groups].flatMap(([k, es]) => {
      const [day = '', account = '', kind = ''] = k.split('|');
      const debit = total(
        es.filter((e) => e.amount > 0),
        (e) => e.amount,
      );
      const credit =
        0 -
        total(
          es.filter((e) => e.amount < 0),
          (e) => e.amount,
        );
      if (!buddyFamilies.includes(account))
        return [
          {
            day,
            account,
            kind,
            entries: es.length,
            debit_sen: debit,
            credit_sen: credit,
            net_sen: debit - credit,
          },
        ];
      const net = debit - credit;
      if (net === 0) return [];
      return [
        {
          day,
          account,
          kind,
          entries: 0,
          debit_sen: Math.max(net, 0),
          credit_sen: Math.max(-net, 0),
          net_sen: net,
        },
      ];
    });
    const got = await agrees('accounting', expected);
    expect(got.totals?.debit_sen).toBe(got.totals?.credit_sen);
  });

  it('cashback summary and referral bonus: the rewards the ledger issued', async () => {
    const points = (
      d: string,
      kinds: string[],
      f: (r: Raw['rewards'][number]) => number,
      dayOfReward = paidDayOf,
    ) =>
      total(
        raw.rewards.filter((r) => kinds.includes(r.kind) && dayOfReward(r.orderId) === d),
        f,
      );
    const expected = days.map((d) => {
      const cashback = points(d, ['cashback'], (r) => r.amountSen);
      const referral = points(d, ['referral'], (r) => r.amountSen);
      const reversed = points(d, ['cashback', 'referral'], (r) => r.reversedSen, refundDayOf);
      const redeemed = total(salesOf(raw, [d], () => true).paid, (o) => o.pointsSen);
      return {
        day: d,
        cashback_points: cashback,
        referral_points: referral,
        reversed_points: reversed,
        redeemed_points: redeemed,
        net_points: cashback + referral - reversed,
      };
    });
    const got = await agrees('cashback_summary', expected);
    const issued = (kind: string) =>
      total(
        raw.entries.filter((e) => inRange(e) && e.key === 'points_issued' && e.kind === kind),
        (e) => e.amount,
      );
    expect(Number(got.totals?.cashback_points) + Number(got.totals?.referral_points)).toBe(
      issued('order_rewards'),
    );
    expect(got.totals?.reversed_points).toBe(0 - issued('order_rewards_refund'));
    const spent = raw.entries.filter(
      (e) => inRange(e) && e.key === 'points_outstanding' && e.kind === 'order_paid',
    );
    expect(got.totals?.redeemed_points).toBe(total(spent, (e) => e.amount));

    const levels = new Map<string, Row>();
    for (const r of raw.rewards.filter((x) => x.kind === 'referral')) {
      for (const [d, parts, amount, reversed] of [
        [paidDayOf(r.orderId), 1, r.amountSen, 0],
        [refundDayOf(r.orderId), 0, 0, r.reversedSen],
      ] as const) {
        if (!days.includes(d)) continue;
        const k = `${d}|${r.level}`;
        const row = levels.get(k) ?? { day: d, level: r.level, parts: 0, points: 0, reversed_points: 0 };
        levels.set(k, {
          ...row,
          parts: Number(row.parts) + parts,
          points: Number(row.points) + amount,
          reversed_points: Number(row.reversed_points) + reversed,
        });
      }
    }
    const bonus: Row[] = [...levels.values()]
      .filter((r) => r.parts || r.points || r.reversed_points)
      .map((r) => ({ ...r, net_points: Number(r.points) - Number(r.reversed_points) }));
    expect(bonus.map((r) => r.level)).toContain(5);
    await agrees('referral_bonus', bonus);
  });

  it('cashback history: one buddy’s rewards, order by order', async () => {
    const buddyId = raw.rewards.find((r) => r.kind === 'cashback' && r.reversedSen > 0)?.beneficiaryId ?? 0;
    const expected = raw.rewards
      .filter(
        (r) =>
          r.beneficiaryId === buddyId &&
          ['cashback', 'referral'].includes(r.kind) &&
          days.includes(dayOf(r.createdAt)),
      )
      .map((r) => {
        const o = raw.orders.find((x) => x.id === r.orderId);
        return {
          created_at: r.createdAt.toISOString(),
          merchant: merchantName(raw, r.merchantId),
          receipt_no: o?.receiptNo ?? null,
          kind: r.kind,
          level: r.level,
          points: r.amountSen,
          reversed_points: r.reversedSen,
        };
      });
    expect(expected.length).toBeGreaterThan(1);
    // The buddy's name is books-points.test.ts's to check: the raw rows here carry no profiles.
    await agrees('cashback_history', expected, `&id=${buddyId}`, ['beneficiary']);
  });

  it('agent commission and merchant redemption: accounts moved in the range, owed now', async () => {
    const moved = (key: string, kinds: string[] | null, sign: 1 | -1) =>
      total(
        raw.entries.filter(
          (e) =>
            e.key === key &&
            inRange(e) &&
            (kinds ? kinds.includes(e.kind) : e.kind !== 'payout_completed') &&
            Math.sign(e.amount) === sign,
        ),
        (e) => Math.abs(e.amount),
      );
    const balance = (key: string) =>
      0 -
      total(
        raw.entries.filter((e) => e.key === key),
        (e) => e.amount,
      );
    // What payouts paid beyond the account they settled: the adjustment leg of each of the range's
    // 'payout_completed' postings that settled `key`.
    const adjusted = (key: string) =>
      total(
        raw.entries.filter(
          (e) =>
            e.kind === 'payout_completed' &&
            e.key === 'payout_adjustments' &&
            inRange(e) &&
            raw.entries.some((x) => x.kind === e.kind && x.ref === e.ref && x.key === key),
        ),
        (e) => e.amount,
      );
    const agents = raw.users
      .filter((u) => ['master_agent', 'mentor', 'agent'].includes(u.role))
      .map((u) => {
        const key = `agent_commission:${u.id}`;
        const declined = total(
          raw.entries.filter(
            (e) =>
              e.key === key && inRange(e) && ['payout_declined', 'payout_declined_refund'].includes(e.kind),
          ),
          (e) => e.amount,
        );
        return {
          agent_id: u.id,
          agent: u.name ?? u.username,
          rank: u.role,
          accrued_sen: moved(key, ['order_rewards'], -1),
          clawed_back_sen: moved(key, ['order_rewards_refund'], 1),
          adjusted_sen: adjusted(key),
          paid_sen: moved(key, ['payout_completed'], 1) + adjusted(key),
          declined_sen: declined,
          owed_sen: balance(key),
        };
      });
    const got = await agrees('agent_commission', agents);
    expect(got.rows.find((r) => r.agent_id === w.agentId)).toMatchObject({ adjusted_sen: 70 });
    expect(got.rows.find((r) => r.agent_id === w.agentId)?.paid_sen).toBeGreaterThan(70);

    const merchants = raw.users
      .filter((u) => u.role === 'merchant')
      .map((u) => ({ u, key: `merchant_redemption:${u.id}` }))
      .filter(({ key }) => raw.entries.some((e) => e.key === key && inRange(e)) || balance(key) !== 0)
      .map(({ u, key }) => ({
        merchant_id: u.id,
        merchant: merchantName(raw, u.id),
        redeemed_sen: moved(key, null, -1) + moved(key, ['payout_completed'], -1),
        returned_sen: moved(key, null, 1),
        adjusted_sen: adjusted(key),
        settled_sen: moved(key, ['payout_completed'], 1) + adjusted(key),
        owed_sen: balance(key),
      }));
    await agrees('redemption_settlement', merchants);
  });

  it('answers the same once its days and its month are over and summed over every merchant', async () => {
    // An admin over every merchant reads the closed days' sums (closing.ts) instead of each
    // merchant's rows, and the summary whole closed months: the same figures, to the sen.
    // (cashback_history reads a buddy's rewards themselves, not the rollups.)
    const names = reportNamesOwned.filter(
      (n) => reportCatalogue[n].audience !== 'merchant' && n !== 'cashback_history',
    );
    const month = `startDate=${today.slice(0, 8)}01&endDate=${shift(today, 40)}`;
    const asked = () => Promise.all([...names.map((n) => report(n)), report('summary_report', '', month)]);
    const live = await asked();
    const monthOn = Date.now() + 45 * 86_400_000;
    expect(await closeDays(db(), monthOn)).toBeGreaterThan(0);
    expect(await closeDays(db(), monthOn)).toBe(0);
    const months = await db().select().from(closedMerchantMonths);
    expect(months.some((m) => m.merchantId === w.shop.fx.merchantId && m.grossSen > 0)).toBe(true);
    const closed = await asked();
    for (const [i, n] of [...names, 'summary_report by month'].entries())
      expect(closed[i], n).toEqual(live[i]);
  });
});

const paidDayOf = (orderId: number) => dayOf(raw.orders.find((o) => o.id === orderId)?.paidAt ?? null);
/** The day of an order's last refund (this test's reversals all fall on one day). */
const refundDayOf = (orderId: number) =>
  dayOf(
    raw.refunds.filter((r) => r.orderId === orderId).sort((a, b) => +b.createdAt - +a.createdAt)[0]
      ?.createdAt ?? null,
  );
