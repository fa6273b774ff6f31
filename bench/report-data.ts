/**
 * A database for the report benchmark (bench/reports.ts), made with set-based SQL on PostgreSQL:
 * the demo seed (its admin, agents and merchant keep their passwords), then merchants under a small
 * sales network, buddies with referrers, orders over the last `--days` days at realistic hours with
 * 1–4 lines each, online payments, whole refunds, rewards, and the ledger postings of all of it,
 * balanced; then the report rollups rebuilt from those rows (apps/server's rebuildRollups).
 *
 * Usage: DATABASE_URL=postgres://… npm run report-data -w @meja/bench [-- --merchants 1000
 *   --buddies 100000 --orders 1000000 --days 365 --db meja_reports]
 * The database (`--db`) is dropped and made again; it is kept afterwards for bench/reports.ts.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { connectPostgres } from '../apps/server/src/db/client';
import { closeDays } from '../apps/server/src/modules/reports/closing';
import { rebuildRollups } from '../apps/server/src/modules/reports/rebuild';
import { startServer } from './server';

const { values } = parseArgs({
  options: {
    merchants: { type: 'string', default: '1000' },
    buddies: { type: 'string', default: '100000' },
    orders: { type: 'string', default: '1000000' },
    days: { type: 'string', default: '365' },
    db: { type: 'string', default: 'meja_reports' },
  },
});
const merchants = Number(values.merchants);
const buddies = Number(values.buddies);
const orders = Number(values.orders);
const days = Number(values.days);
const name = values.db;
if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`--db ${name}: letters, digits and _ only`);
const base = process.env.DATABASE_URL;
if (!base) throw new Error('DATABASE_URL (PostgreSQL) is required');

const started = Date.now();
const timings: { step: string; s: number }[] = [];
async function step<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const t0 = Date.now();
  const result = await fn();
  timings.push({ step: label, s: Math.round((Date.now() - t0) / 100) / 10 });
  console.log(`${label}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return result;
}

const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`drop database if exists ${name} with (force)`);
await admin.query(`create database ${name}`);
await admin.end();
const url = new URL(base);
url.pathname = `/${name}`;
const dbUrl = url.toString();

// The server migrates the new database and writes the demo seed, as at a first start.
await step('migrate and seed (server start)', async () => {
  const server = await startServer({ url: dbUrl, drop: async () => {} });
  await server.stop();
});

const c = new pg.Client({ connectionString: dbUrl });
await c.connect();
const q = (text: string) => c.query(text);
// Bulk load: foreign keys are not checked one row at a time (the rows are made consistent here).
await q('set session_replication_role = replica');
await q('set synchronous_commit = off');
await q(`set work_mem = '256MB'`);
await q('select setseed(0.14)');
const maxId = async (table: string) =>
  Number((await q(`select coalesce(max(id), 0) as id from ${table}`)).rows[0]?.id ?? 0);

/** Kuala Lumpur "today" and the time zone shift, as SQL. */
const klToday = `((now() at time zone 'UTC') + interval '8 hours')::date`;
const klDay = (at: string) => `(((${at}) at time zone 'UTC') + interval '8 hours')::date`;

await step('network: mentors, agents, merchants, stores, foods', async () => {
  await q(`
    create temp table ids as select
      (select id from users where username = 'master') as master,
      (select id from users where username = 'agent') as agent,
      (select id from users where username = 'merchant') as merchant,
      (select password_hash from users where username = 'merchant') as merchant_pw,
      (select password_hash from users where username = 'agent') as agent_pw`);
  await q(`
    insert into users (role, username, name, status, first_login, upline_id, password_hash)
    select 'mentor', 'bench-mentor-' || i, 'Bench Mentor ' || i, 'active', false, ids.master, ids.agent_pw
    from generate_series(1, 4) i, ids`);
  await q(`
    insert into users (role, username, name, status, first_login, upline_id, password_hash)
    select 'agent', 'bench-agent-' || i, 'Bench Agent ' || i, 'active', false, m.id, ids.agent_pw
    from generate_series(1, 20) i cross join ids
    join users m on m.username = 'bench-mentor-' || (1 + (i - 1) % 4)`);
  // Agent 0 is the demo agent: signing in as it reads a downline of ~1/21 of the merchants.
  await q(`
    create temp table agents as
    select 0 as n, ids.agent as id from ids
    union all select substring(username from 13)::int, id from users where username like 'bench-agent-%'`);
  await q(`
    insert into users (role, username, name, status, first_login, upline_id, password_hash, setup_status)
    select 'merchant', 'bench-merchant-' || i, 'Bench Merchant ' || i, 'active', false,
      (select id from agents where n = i % 21), ids.merchant_pw, 'complete'
    from generate_series(1, ${merchants - 1}) i, ids`);
  // Merchant 0 is the demo merchant: the heaviest of the skewed spread below.
  await q(`
    create temp table bm as
    select 0 as n, ids.merchant as id from ids
    union all select substring(username from 16)::int, id from users where username like 'bench-merchant-%'`);
  await q('create index on bm (n)');
  await q(`
    insert into stores (merchant_id, display_name, open_at, close_at, platform_charge_bp, sales_service_tax,
      service_charge, service_charge_bp, receipt_prefix)
    select id, 'Bench Store ' || n, '00:00', '00:00', 1000, true, true, 1000, 'B' from bm where n > 0`);
  await q(`
    insert into menu_categories (merchant_id, name) select id, 'Bench menu' from bm`);
  await q(`
    insert into foods (merchant_id, category_id, name, code, price_sen, priority)
    select bm.id, mc.id, 'Bench food ' || k, 'Q' || lpad(k::text, 2, '0'), 400 + k * 150, k
    from bm join menu_categories mc on mc.merchant_id = bm.id and mc.name = 'Bench menu'
    cross join generate_series(1, 20) k`);
  await q(`
    create temp table bf as
    select f.merchant_id, f.priority as k, f.id as food_id, f.name, f.code, f.price_sen
    from foods f where f.code like 'Q%' and f.name like 'Bench food %'`);
  await q('create index on bf (merchant_id, k)');
  await q('analyze bm');
  await q('analyze bf');
});

await step(`buddies (${buddies})`, async () => {
  await q(`
    insert into users (role, username, phone_number, status, first_login)
    select 'buddy', 'bench-buddy-' || i, '+6019' || lpad(i::text, 8, '0'), 'active', false
    from generate_series(1, ${buddies}) i`);
  await q(`
    create temp table bb as
    select substring(username from 13)::int as n, id from users where username like 'bench-buddy-%'`);
  await q('create index on bb (n)');
  await q('analyze bb');
  // 70% were referred by a buddy who joined before them: chains, never loops.
  await q(`
    insert into buddy_profiles (user_id, referral_code, referrer_id, referred_at)
    select b.id, 'BB' || b.n, r.id, case when r.id is not null then now() end
    from (select *, case when n > 1 and random() < 0.7 then 1 + floor(random() * (n - 1))::int end as rn from bb) b
    left join bb r on r.n = b.rn`);
});

await step(`orders (${orders}) and their lines`, async () => {
  // Lunch and dinner peaks, Kuala Lumpur hours.
  const hours = [
    7, 8, 9, 10, 11, 11, 12, 12, 12, 12, 13, 13, 13, 13, 14, 14, 15, 16, 17, 18, 18, 18, 19, 19, 19, 19, 20,
    20, 20, 21, 21, 22,
  ];
  await q(`
    create unlogged table bo as
    select i,
      least(${merchants - 1}, floor(${merchants} * power(random(), 1.5))::int) as mn,
      case when random() < 0.5 then 1 + floor(random() * ${buddies})::int end as bn,
      (${klToday} - (1 + floor(random() * ${days}))::int) as kl_date,
      (array[${hours.join(',')}])[1 + floor(random() * ${hours.length})::int] as hour,
      random() as pick, random() as refund_pick, 1 + floor(random() * 4)::int as nlines
    from generate_series(1, ${orders}) i`);
  await q(`
    create unlogged table bl as
    select o.i, k as pos, 1 + floor(random() * 20)::int as fk, case when random() < 0.2 then 2 else 1 end as qty
    from bo o, generate_series(1, o.nlines) k`);
  await q('analyze bo');
  await q('analyze bl');
  await q(`
    create unlogged table bos as
    select o.i, m.id as merchant_id, b.id as buddy_id,
      ((o.kl_date + make_interval(hours => o.hour, secs => floor(random() * 3600)::int)) - interval '8 hours')
        at time zone 'UTC' as paid_at,
      case when o.pick < 0.20 then 'fpx' when o.pick < 0.30 then 'ewallet' when o.pick < 0.40 then 'card'
        when o.pick < 0.80 then 'cash' when o.pick < 0.92 then 'card_terminal' else 'ewallet_counter' end as method,
      o.refund_pick < 0.02 as refunded,
      s.subtotal
    from bo o join bm m on m.n = o.mn left join bb b on b.n = o.bn
    join (select l.i, sum(f.price_sen * l.qty)::int as subtotal
          from bl l join bo o2 on o2.i = l.i join bm m2 on m2.n = o2.mn join bf f on f.merchant_id = m2.id and f.k = l.fk
          group by l.i) s on s.i = o.i`);
  const before = await maxId('orders');
  await q(`
    create unlogged table bx as
    select i, ${before} + i as order_id, merchant_id, buddy_id, paid_at, method, refunded, subtotal,
      (subtotal * 1000 + 5000) / 10000 as service, ((subtotal + (subtotal * 1000 + 5000) / 10000) * 600 + 5000) / 10000 as sst,
      method in ('fpx', 'ewallet', 'card') as online
    from bos`);
  await q(`alter table bx add column total int, add column rounding int, add column fee int`);
  await q(`update bx set total = subtotal + service + sst`);
  await q(`update bx set rounding = case when method = 'cash' then round(total / 5.0)::int * 5 - total else 0 end,
    fee = (subtotal::bigint * 1000 + 5000) / 10000`);
  await q('create index on bx (i)');
  await q('analyze bx');
  await q(`
    insert into orders (id, merchant_id, table_name, order_no, order_day, buddy_id, token, payment_status, channel,
      subtotal_sen, service_charge_bp, service_charge_sen, sst_bp, sst_sen, total_sen, rounding_sen, payment_method,
      refunded_sen, platform_charge_bp, receipt_no, receipt_seq, paid_at, created_at, updated_at)
    select order_id, merchant_id, 'Table ' || (1 + i % 12),
      row_number() over (partition by merchant_id, ${klDay("paid_at - interval '10 minutes'")} order by paid_at, i),
      ${klDay("paid_at - interval '10 minutes'")}, buddy_id, 'bench-' || i,
      case when refunded then 'refunded' else 'paid' end,
      case when online then method else 'counter' end,
      subtotal, 1000, service, 600, sst, total, rounding, method,
      case when refunded then total + rounding else 0 end, 1000,
      'BQ' || lpad((row_number() over (partition by merchant_id order by paid_at, i))::text, 7, '0'),
      row_number() over (partition by merchant_id order by paid_at, i),
      paid_at, paid_at - interval '10 minutes', paid_at
    from bx`);
  await q(`select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders))`);
  await q(`
    insert into order_lines (order_id, food_id, name, code, unit_price_sen, quantity, line_total_sen, position,
      food_status, added_at)
    select x.order_id, f.food_id, f.name, f.code, f.price_sen, l.qty, f.price_sen * l.qty, l.pos, 'complete',
      x.paid_at - interval '10 minutes'
    from bl l join bx x on x.i = l.i join bo o on o.i = l.i join bm m on m.n = o.mn
    join bf f on f.merchant_id = m.id and f.k = l.fk`);
  await q(`
    insert into payments (order_id, gateway, channel, amount_sen, status, gateway_ref, paid_at, created_at, updated_at)
    select order_id, 'sandbox', method, total, 'paid', 'bench-' || i, paid_at, paid_at - interval '1 minute', paid_at
    from bx where online`);
});

await step('refunds (whole orders, ~2%)', async () => {
  await q(`
    create unlogged table br as
    select x.*, least(now() - interval '1 minute', x.paid_at + random() * interval '3 days') as refund_at
    from bx x where refunded`);
  await q(`
    insert into refunds (order_id, merchant_id, amount_sen, method, reason, created_at)
    select order_id, merchant_id, total + rounding, case when online then 'gateway' else 'cash' end,
      'Bench refund', refund_at
    from br`);
  await q(`update order_lines l set refund_id = r.id from refunds r where r.order_id = l.order_id`);
});

await step('rewards', async () => {
  await q(`
    create temp table rates as
    select cashback_bp, agent_commission_bp, mentor_commission_bp, referral_bp[1] as referral1_bp
    from payout_settings order by id desc limit 1`);
  // Cashback to the buddy, level 1 to their referrer, commissions to the merchant's agent and its mentor.
  await q(`
    create unlogged table bw as
    select x.order_id, x.merchant_id, x.paid_at, x.refunded, p.kind, p.level, p.beneficiary, p.bp,
      (x.fee * p.bp / 10000)::int as amount
    from bx x
    join users m on m.id = x.merchant_id
    join users a on a.id = m.upline_id
    left join buddy_profiles bp on bp.user_id = x.buddy_id,
    rates r,
    lateral (values
      ('cashback', 0, x.buddy_id, r.cashback_bp),
      ('referral', 1, bp.referrer_id, r.referral1_bp),
      ('agent_commission', 0, a.id, r.agent_commission_bp),
      ('mentor_commission', 0, a.upline_id, r.mentor_commission_bp)
    ) p(kind, level, beneficiary, bp)
    where p.beneficiary is not null and x.fee * p.bp / 10000 > 0`);
  await q('create index on bw (order_id)');
  await q('analyze bw');
  await q(`
    insert into order_rewards (order_id, merchant_id, kind, level, beneficiary_id, bp, amount_sen, reversed_sen, created_at)
    select order_id, merchant_id, kind, level, beneficiary, bp, amount, case when refunded then amount else 0 end, paid_at
    from bw`);
});

await step('ledger: accounts, postings, balances', async () => {
  await q(`
    insert into ledger_accounts (key, type, owner_id, unit) values
      ('gateway_clearing', 'asset', null, 'RM'), ('platform_revenue', 'revenue', null, 'RM'),
      ('points_issued', 'equity', null, 'points'), ('points_outstanding', 'liability', null, 'RM')
    on conflict (key) do nothing`);
  await q(`
    insert into ledger_accounts (key, type, owner_id, unit)
    select 'merchant_payable:' || id, 'liability', id, 'RM' from bm
    union all select 'cash_at_merchant:' || id, 'asset', id, 'RM' from bm
    union all select distinct 'agent_commission:' || beneficiary, 'liability', beneficiary, 'RM'
      from bw where kind in ('agent_commission', 'mentor_commission')
    union all select distinct 'buddy_points:' || beneficiary, 'liability', beneficiary, 'points'
      from bw where kind in ('cashback', 'referral')
    on conflict (key) do nothing`);
  await q(`
    create temp table acct as
    select split_part(key, ':', 1) as name, owner_id, id from ledger_accounts`);
  await q('create index on acct (name, owner_id)');
  await q(`
    create temp table ma as
    select bm.id as merchant_id, p.id as payable, c.id as cash from bm
    join acct p on p.name = 'merchant_payable' and p.owner_id = bm.id
    join acct c on c.name = 'cash_at_merchant' and c.owner_id = bm.id`);
  const p = (n: string) => `(select id from acct where name = '${n}' and owner_id is null)`;
  // Four transactions per order at most, their ids made here: paid, rewards, refund, rewards' reversal.
  const txBase = await maxId('ledger_transactions');
  await q(`
    create unlogged table blt as
    select ${txBase} + 4 * (x.i - 1) + 1 as id, 'order_paid' as kind, x.order_id::text as ref, x.paid_at as at, x.i, x.order_id
    from bx x
    union all
    select ${txBase} + 4 * (x.i - 1) + 2, 'order_rewards', x.order_id::text, x.paid_at, x.i, x.order_id
    from bx x where exists (select 1 from bw where bw.order_id = x.order_id)
    union all
    select ${txBase} + 4 * (r.i - 1) + 3, 'order_refund', f.id::text, r.refund_at, r.i, r.order_id
    from br r join refunds f on f.order_id = r.order_id
    union all
    select ${txBase} + 4 * (r.i - 1) + 4, 'order_rewards_refund', f.id::text, r.refund_at, r.i, r.order_id
    from br r join refunds f on f.order_id = r.order_id
    where exists (select 1 from bw where bw.order_id = r.order_id)`);
  await q('analyze blt');
  await q(`insert into ledger_transactions (id, kind, ref, created_at) select id, kind, ref, at from blt`);
  await q(
    `select setval(pg_get_serial_sequence('ledger_transactions', 'id'), (select max(id) from ledger_transactions))`,
  );
  // paid/ledger.ts paidEntries (no points): money in where it is, the fee, the merchant's payable.
  await q(`
    create unlogged table ble as
    select t.id as tx, t.at, l.account, l.amount, l.unit
    from blt t join bx x on x.i = t.i join ma on ma.merchant_id = x.merchant_id,
    (select ${p('gateway_clearing')} as gateway, ${p('platform_revenue')} as revenue) pa,
    lateral (values
      (case when x.online then pa.gateway else ma.cash end, x.total + x.rounding, 'RM'),
      (pa.revenue, -x.fee, 'RM'),
      (ma.payable, -(x.total + x.rounding - x.fee), 'RM')
    ) l(account, amount, unit)
    where t.kind in ('order_paid', 'order_refund')`);
  // A whole refund reverses the paid posting leg by leg.
  await q(`update ble set amount = -amount from blt t where t.id = ble.tx and t.kind = 'order_refund'`);
  // loyalty/split.ts rewardPostings: the platform pays the parts out of its fee.
  await q(`
    insert into ble (tx, at, account, amount, unit)
    select t.id, t.at, l.account, case when t.kind = 'order_rewards' then l.amount else -l.amount end, l.unit
    from blt t
    join (select order_id,
            sum(amount) as paid,
            sum(amount) filter (where kind in ('cashback', 'referral')) as points
          from bw group by order_id) s on s.order_id = t.order_id,
    lateral (
      select ${p('platform_revenue')} as account, s.paid as amount, 'RM' as unit
      union all select ${p('points_outstanding')}, -s.points, 'RM'
      union all select ${p('points_issued')}, s.points, 'points'
      union all select a.id, -w.amount, case when w.kind in ('cashback', 'referral') then 'points' else 'RM' end
      from bw w join acct a on a.owner_id = w.beneficiary
        and a.name = case when w.kind in ('cashback', 'referral') then 'buddy_points' else 'agent_commission' end
      where w.order_id = s.order_id
    ) l
    where t.kind in ('order_rewards', 'order_rewards_refund') and coalesce(l.amount, 0) <> 0`);
  await q('delete from ble where amount = 0');
  await q('analyze ble');
  await q(`
    insert into ledger_entries (transaction_id, account_id, amount_sen, unit, created_at)
    select tx, account, amount, unit, at from ble order by tx`);
  await q(`
    update ledger_accounts a set balance = s.sum, updated_at = now()
    from (select account_id, sum(amount_sen) as sum from ledger_entries group by account_id) s
    where s.account_id = a.id`);
  const bad = await q(`
    select count(*)::int as n from (
      select transaction_id from ledger_entries group by transaction_id, unit having sum(amount_sen) <> 0) u`);
  if (bad.rows[0].n) throw new Error(`${bad.rows[0].n} ledger transactions do not balance`);
});

await step('drop the staging tables, analyze', async () => {
  for (const t of ['bo', 'bl', 'bos', 'bx', 'br', 'bw', 'blt', 'ble']) await q(`drop table if exists ${t}`);
  await q('reset session_replication_role');
  await q('analyze');
});
await c.end();

await step('rebuild the report rollups and close the days that are over', async () => {
  const database = connectPostgres(dbUrl, 1);
  try {
    await rebuildRollups(database.db);
    await closeDays(database.db);
  } finally {
    await database.close();
  }
});
const after = new pg.Client({ connectionString: dbUrl });
await after.connect();
await after.query('analyze');
const counts = await after.query(`
  select (select count(*) from orders)::int as orders, (select count(*) from order_lines)::int as lines,
    (select count(*) from refunds)::int as refunds, (select count(*) from ledger_entries)::int as entries,
    (select count(*) from sales_daily)::int as sales_daily, (select count(*) from food_sales_daily)::int as food_daily,
    (select count(*) from ledger_daily)::int as ledger_daily,
    pg_size_pretty(pg_database_size(current_database())) as size`);
await after.end();
console.table(timings);
console.table(counts.rows);
console.log(`database ${name} ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);
