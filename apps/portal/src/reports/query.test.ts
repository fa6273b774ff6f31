import { reportCatalogue } from '@meja/contracts';
import { describe, expect, it } from 'vitest';
import { controlsOf, exportPathOf, exportQueryOf, fileNameFrom, fileNameOf } from './query';
import { mayRead, reportScreens, reportsOf } from './screens';

const merchant = { role: 'merchant', access_option: null } as const;
const admin = { role: 'admin', access_option: null } as const;
const agent = { role: 'agent', access_option: null } as const;
const subAgent = { role: 'sub_agent', access_option: null } as const;
const settings = { role: 'staff', access_option: 'All Access - Setting' } as const;
const cashier = { role: 'staff', access_option: 'All Access - Order' } as const;

const byAudience = (a: string) => reportScreens.filter((n) => reportCatalogue[n].audience === a);

describe('who reads which report (as the server policy has it)', () => {
  it('gives merchants and settings staff their merchant reports only', () => {
    expect(reportsOf(merchant)).toEqual(byAudience('merchant'));
    expect(reportsOf(settings)).toEqual(byAudience('merchant'));
    expect(reportsOf(cashier)).toEqual([]);
    expect(reportsOf(subAgent)).toEqual(byAudience('merchant'));
  });

  it('adds the network reports for agents and everything for admins', () => {
    expect(reportsOf(agent)).toEqual([...byAudience('merchant'), ...byAudience('network')]);
    expect(mayRead(agent, 'accounting')).toBe(false);
    expect(reportsOf(admin)).toEqual([
      ...byAudience('merchant'),
      ...byAudience('network'),
      ...byAudience('admin'),
    ]);
    // The payout lists keep issue 13's screens.
    expect(reportScreens.map((n) => reportCatalogue[n].audience as string)).not.toContain('payouts');
  });
});

describe('the filters a report screen offers', () => {
  it('makes admins and agents name the merchant of a merchant report, not the merchant', () => {
    expect(controlsOf('sales_report', admin).merchant).toBe('required');
    expect(controlsOf('sales_report', subAgent).merchant).toBe('required');
    expect(controlsOf('sales_report', merchant).merchant).toBe('none');
    expect(controlsOf('daily_sales', agent).merchant).toBe('optional');
    expect(controlsOf('registration_report', admin).merchant).toBe('none');
  });

  it('offers the sales period with its default, methods and account families with "all"', () => {
    const period = controlsOf('sales_report', merchant).type;
    expect(period?.options).toEqual(reportCatalogue.sales_report.types);
    expect(period?.initial).toBe(reportCatalogue.sales_report.types[0]);
    expect(controlsOf('pg_report', admin).type?.initial).toBeUndefined();
    expect(controlsOf('pg_report', admin).type?.options).toEqual(reportCatalogue.pg_report.types);
    expect(controlsOf('accounting', admin).type?.options).toContain('merchant_payable');
    expect(controlsOf('summary_report', admin).type).toBeUndefined();
  });

  it('asks a day and a time window for the sales detail, a search for best sellers, a person where `id` is read', () => {
    expect(controlsOf('sales_report_detail', merchant).dayWindow).toBe(true);
    expect(controlsOf('sales_report', merchant).dayWindow).toBe(false);
    expect(controlsOf('best_selling_report', merchant).search).toBe(true);
    expect(controlsOf('cashback_history', admin).person).toBe('buddy');
    expect(controlsOf('agent_commission', admin).person).toBe('agent');
    // Agents cannot list other agents: they read themselves and their downline.
    expect(controlsOf('agent_commission', agent).person).toBeUndefined();
  });
});

describe('exports', () => {
  const query = {
    start: 40,
    length: 20,
    order: 'net_sen:asc',
    startDate: '2026-11-01',
    endDate: '2026-11-30',
    type: 'month',
    merchant_id: 7,
    search: '',
  };

  it('cover every row the screen’s filters keep, in its order, not just its page', () => {
    const params = exportQueryOf(query, 'xlsx');
    expect(params.get('start')).toBeNull();
    expect(params.get('length')).toBeNull();
    expect(params.get('search')).toBeNull();
    expect(Object.fromEntries(params)).toEqual({
      order: query.order,
      startDate: query.startDate,
      endDate: query.endDate,
      type: query.type,
      merchant_id: String(query.merchant_id),
      format: 'xlsx',
    });
    expect(exportPathOf('sales_report', query, 'csv')).toMatch(
      new RegExp(`^${reportCatalogue.sales_report.path}/export\\?.*format=csv`),
    );
  });

  it('save under the server’s file name, else one naming the report and its days', () => {
    expect(fileNameFrom('attachment; filename="sales.csv"')).toBe('sales.csv');
    expect(fileNameFrom('attachment; filename="x.csv"; filename*=UTF-8\'\'%E9%94%80%E5%94%AE.csv')).toBe(
      '销售.csv',
    );
    expect(fileNameFrom(null)).toBeUndefined();
    expect(fileNameOf('sales_report', { from: '2026-11-01', to: '2026-11-30' }, 'csv')).toBe(
      'sales_report_2026-11-01_2026-11-30.csv',
    );
  });
});
