import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { csvCell } from '../../lib/csv';
import { type RewardsWorld, rewardsWorld } from '../loyalty/test-world';
import { bankFileCsv, type FileRow } from './bank-file';
import { agentSession, giveBank, itemsOf, paidOrder } from './test-support';

let t: TestApp;
let admin: string;
let w: RewardsWorld;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.token('admin');
  w = await rewardsWorld(t, 'payout-reports');
  await paidOrder(w, 4); // agent 100, mentor 25
  await paidOrder(w, 2, 2); // agent 60, mentor 15
});
afterAll(() => t?.close());

const db = () => t.database.db;
const get = (token: string, url: string) => t.call(token, { method: 'GET', url });

describe('payout reports', () => {
  it('show an agent only their own items; another’s is not found, and only admins act', async () => {
    const agent = await agentSession(w, w.agentId);
    const [mentorItem] = await itemsOf(db(), w.mentorId);

    const own = await get(agent, '/api/admin/report/commission_payout');
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.map((i: { beneficiary: { id: number } }) => i.beneficiary.id)).toEqual([
      w.agentId,
    ]);
    expect(own.json()).toMatchObject({ recordsTotal: 1, total_payable_sen: 160, total_payable: '1.60' });
    expect((await get(agent, `/api/admin/report/payout_item/${mentorItem?.id}`)).statusCode).toBe(404);
    expect((await get(agent, '/api/admin/report/agent_payout')).json().recordsTotal).toBe(1);

    const approve = await t.call(agent, {
      method: 'PATCH',
      url: '/api/admin/report/approve_payout',
      payload: { id: mentorItem?.id },
    });
    expect(approve.statusCode).toBe(403);

    // A merchant sees its redemption settlements only, none of the commissions.
    const merchant = await get(w.shop.owner, '/api/admin/report/payout');
    expect(merchant.statusCode, merchant.body).toBe(200);
    expect(merchant.json().recordsTotal).toBe(0);
    expect((await get(w.shop.owner, `/api/admin/report/payout_item/${mentorItem?.id}`)).statusCode).toBe(404);
  });

  it('filter by kind, status, beneficiary and one item, with the lines of the orders', async () => {
    const all = await get(admin, `/api/admin/report/commission_payout?id=${w.mentorId}`);
    expect(all.json().data).toHaveLength(1);
    expect(all.json().data[0]).toMatchObject({
      kind: 'mentor_commission',
      amount: '0.40',
      status: 'pending',
    });
    const none = await get(admin, `/api/admin/report/commission_payout?id=${w.mentorId}&filter_status=done`);
    expect(none.json().data).toEqual([]);
    const wrongKind = await get(admin, '/api/admin/report/commission_payout?type=merchant_redemption');
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().errors).toEqual({ type: 'This report does not list that kind of payout.' });

    const [item] = await itemsOf(db(), w.agentId);
    const one = await get(admin, `/api/admin/report/commission_payout?commission_payout_id=${item?.id}`);
    expect(one.json().data.map((i: { id: number }) => i.id)).toEqual([item?.id]);
    const detail = await get(admin, `/api/admin/report/payout_item/${item?.id}`);
    expect(detail.json().data.lines.map((l: { amount: string; merchant: string }) => l.amount)).toEqual([
      '1.00',
      '0.60',
    ]);
  });

  it('write approved items into the bank file, with names that cannot break the CSV or become formulas', async () => {
    const empty = await get(admin, '/api/admin/report/payout_file?format=duitnow&type=recruitment_allowance');
    expect(empty.statusCode).toBe(409);
    expect(empty.json().reason).toBe('payout_file_empty');

    await giveBank(db(), w.agentId, '=HYPERLINK("http://x"),"Sdn Bhd"');
    const [item] = await itemsOf(db(), w.agentId);
    const approved = await t.call(admin, {
      method: 'PATCH',
      url: '/api/admin/report/approve_payout',
      payload: { id: item?.id },
    });
    expect(approved.statusCode, approved.body).toBe(200);

    const res = await get(admin, `/api/admin/report/payout_file?format=duitnow&ids=${item?.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="payouts-duitnow-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.split('\r\n')).toEqual([
      'Beneficiary Name,Beneficiary Account No,Beneficiary Bank BIC,Amount (RM),Payment Reference,Payment Description,Beneficiary ID Type,Beneficiary ID No,Beneficiary Email',
      `"'=HYPERLINK(""http://x""),""Sdn Bhd""",8001234567,CIBBMYKL,1.60,${item?.id},Meja Agent commission,NRIC,900101145678,`,
      '',
    ]);

    const maybank = await get(admin, '/api/admin/report/payout_file?format=maybank');
    expect(maybank.body.split('\r\n').slice(0, 2)).toEqual([
      'Beneficiary Name,Beneficiary Bank,Beneficiary Account No,ID Type,ID Number,Payment Amount,Payment Reference,Payment Description',
      `"'=HYPERLINK(""http://x""),""Sdn Bhd""",CIMB BANK,8001234567,NRIC,900101145678,1.60,${item?.id},Meja Agent commission`,
    ]);
    const badIds = await get(admin, '/api/admin/report/payout_file?format=cimb&ids=1,abc');
    expect(badIds.statusCode).toBe(400);
  });
});

describe('CSV cells', () => {
  it('quote commas, quotes and line breaks, and defuse formulas', () => {
    expect(csvCell('Tan, Ah Kow')).toBe('"Tan, Ah Kow"');
    expect(csvCell('Ali "Boy"')).toBe('"Ali ""Boy"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    for (const f of ['=1+1', '+60', '-5', '@SUM(A1)']) expect(csvCell(f)).toBe(`'${f}`);
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
  });

  it('put the payable (amount + adjustment) with two decimals in each bank’s columns', () => {
    const row: FileRow = {
      id: 7,
      kind: 'merchant_redemption',
      amountSen: 123456,
      adjustmentSen: -56,
      bank: 'public_bank',
      accountNo: '3123456789',
      accountName: 'Kedai Makan Sdn Bhd',
      beneficiaryName: 'kedai',
      email: 'kedai@example.my',
      idNo: '201901012345',
      idType: 'BRN',
    };
    expect(bankFileCsv('public_bank', [row]).split('\r\n')[1]).toBe(
      'Kedai Makan Sdn Bhd,3123456789,PBBEMYKL,1234.00,7,Meja Points redemption settlement,BRN,201901012345,kedai@example.my',
    );
  });
});
