import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { companies, stores } from '../../db/schema';

let t: TestApp;
let admin: string;
const ids: Record<string, number> = {};

const create = async (token: string, body: Record<string, unknown>) =>
  t.call(token, {
    method: 'POST',
    url: '/api/admin/user',
    payload: { password: 'Given@1234', confirm_password: 'Given@1234', ...body },
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.token('admin');
  // Twelve merchants spread over three Kuala Lumpur days, under the demo agent.
  const agentId = (
    await t.call(admin, { method: 'GET', url: '/api/admin/user?listing_type=agent&search=arjun' })
  ).json().data[0].id;
  ids.agent = agentId;
  for (let i = 1; i <= 12; i++) {
    const res = await create(admin, {
      type: 'merchant',
      username: `shop${String(i).padStart(2, '0')}`,
      name: `Kedai ${i}`,
      agent_id: agentId,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  await t.database.db.execute(
    sql`update users set created_at = '2026-03-01T16:30:00Z' where username in ('shop01','shop02','shop03','shop04')`,
  );
  await t.database.db.execute(
    sql`update users set created_at = '2026-03-02T15:59:00Z' where username in ('shop05','shop06','shop07','shop08')`,
  );
  await t.database.db.execute(
    sql`update users set created_at = '2026-03-02T16:00:00Z' where username in ('shop09','shop10','shop11','shop12')`,
  );
});
afterAll(() => t.close());

const list = async (token: string, query: string) => {
  const res = await t.call(token, { method: 'GET', url: `/api/admin/user?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: { username: string; status: string; id: number }[];
    recordsTotal: number;
    recordsFiltered: number;
  };
};

describe('user listing', () => {
  it('pages on the server and reports total and filtered counts', async () => {
    const page = await list(admin, 'listing_type=merchant&start=10&length=5&order=username:asc');
    expect(page.recordsTotal).toBe(13);
    expect(page.recordsFiltered).toBe(13);
    expect(page.data.map((u) => u.username)).toEqual(['shop10', 'shop11', 'shop12']);
  });

  it('searches name, username and e-mail', async () => {
    const page = await list(admin, 'listing_type=merchant&search=kedai%201');
    expect(page.data.map((u) => u.username).sort()).toEqual(['shop01', 'shop10', 'shop11', 'shop12']);
    expect(page.recordsTotal).toBe(13);
    expect(page.recordsFiltered).toBe(4);
  });

  it('treats % and _ in a search as plain characters', async () => {
    expect((await list(admin, 'listing_type=merchant&search=%25')).recordsFiltered).toBe(0);
  });

  it('sorts descending on request', async () => {
    const page = await list(admin, 'listing_type=merchant&order=-username&length=2');
    expect(page.data.map((u) => u.username)).toEqual(['shop12', 'shop11']);
  });

  it('filters by Kuala Lumpur calendar days', async () => {
    // 2026-03-02 in KL runs from 2026-03-01T16:00Z to 2026-03-02T16:00Z.
    const page = await list(admin, 'listing_type=merchant&startDate=2026-03-02&endDate=2026-03-02&length=50');
    expect(page.data.map((u) => u.username).sort()).toEqual([
      'shop01',
      'shop02',
      'shop03',
      'shop04',
      'shop05',
      'shop06',
      'shop07',
      'shop08',
    ]);
  });

  it('filters by status: new users start inactive', async () => {
    const page = await list(admin, 'listing_type=merchant&status=inactive&length=50');
    expect(page.recordsFiltered).toBe(12);
    expect((await list(admin, 'listing_type=merchant&status=1')).data.map((u) => u.username)).toEqual([
      'merchant',
    ]);
  });

  it('refuses an unknown sort column with a message naming the field', async () => {
    const res = await t.call(admin, { method: 'GET', url: '/api/admin/user?order=password_hash' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['order']);
  });
});

describe('tenancy', () => {
  it("shows an agent its own downline's merchants and answers 404 for another agent's", async () => {
    const rival = await create(admin, { type: 'agent', username: 'rival', status: 'active' });
    await t.database.db.execute(sql`update users set first_login = false where username = 'rival'`);
    const rivalToken = await t.token('rival', 'Given@1234');
    const rivalShop = (await create(rivalToken, { type: 'merchant', username: 'rivalshop' })).json().data;
    expect(rivalShop.agent_id).toBe(rival.json().data.id);

    const agent = await t.token('agent');
    const mine = await list(agent, 'listing_type=merchant&length=50');
    expect(mine.data.map((u) => u.username)).not.toContain('rivalshop');
    expect(mine.data.map((u) => u.username)).toContain('shop01');

    for (const method of ['GET', 'PUT', 'PATCH'] as const) {
      const res = await t.call(agent, {
        method,
        url: `/api/admin/user/${rivalShop.id}`,
        payload: method === 'GET' ? undefined : {},
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    // The master agent above the demo agent sees the demo agent's merchants too.
    const master = await t.token('master');
    expect((await list(master, 'listing_type=merchant&length=50')).recordsTotal).toBe(13);
  });

  it('shows a sub-agent only the merchants assigned to it', async () => {
    const sub = await t.token('subagent');
    expect((await list(sub, 'listing_type=merchant')).data.map((u) => u.username)).toEqual(['merchant']);
    expect((await t.call(sub, { method: 'GET', url: '/api/admin/user?listing_type=agent' })).statusCode).toBe(
      403,
    );
  });

  it('does not let an agent place a merchant under an agent outside its downline', async () => {
    const agent = await t.token('agent');
    const adminId = (await list(admin, 'listing_type=user&search=aisyah')).data[0]?.id;
    const res = await create(agent, { type: 'merchant', username: 'sneaky', agent_id: adminId });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.agent_id).toBe('The chosen agent does not exist.');
  });
});

describe('creating and editing users', () => {
  it('refuses a taken username whatever its case, naming the field', async () => {
    const res = await create(admin, { type: 'merchant', username: 'SHOP01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ username: 'This username is already taken.' });
  });

  it('gives every new merchant its store', async () => {
    const m = (
      await create(admin, { type: 'merchant', username: 'withstore', name: 'Nasi Lemak Corner' })
    ).json().data;
    const rows = await t.database.db.select().from(stores).where(eq(stores.merchantId, m.id));
    expect(rows.map((r) => r.displayName)).toEqual(['Nasi Lemak Corner']);
  });

  it('toggles Active/Inactive and says so', async () => {
    const m = (await create(admin, { type: 'merchant', username: 'toggler' })).json().data;
    const on = await t.call(admin, { method: 'PATCH', url: `/api/admin/user/${m.id}` });
    expect(on.json()).toMatchObject({ data: { status: 'active' }, message: 'Status changed to active.' });
    const off = await t.call(admin, {
      method: 'PATCH',
      url: `/api/admin/user/${m.id}`,
      headers: { 'accept-language': 'zh' },
    });
    expect(off.json()).toMatchObject({ data: { status: 'inactive' }, message: '状态已更改为 停用。' });
  });

  it('does not let an admin deactivate their own account', async () => {
    const me = (await t.call(admin, { method: 'GET', url: '/api/me' })).json().data;
    const res = await t.call(admin, { method: 'PATCH', url: `/api/admin/user/${me.id}` });
    expect(res.statusCode).toBe(403);
  });

  it('reaches PUT through POST ?_method=PUT with a multipart body', async () => {
    const m = (await create(admin, { type: 'merchant', username: 'multipart' })).json().data;
    const boundary = '----meja';
    const payload = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="name"',
      '',
      'Roti Canai House',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const res = await t.call(admin, {
      method: 'POST',
      url: `/api/admin/user/${m.id}?_method=PUT`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      data: { name: 'Roti Canai House' },
      message: 'Merchant updated successfully.',
    });
  });

  it('reaches PATCH and keeps other query parameters through POST ?_method=PATCH', async () => {
    const m = (await create(admin, { type: 'merchant', username: 'patcher' })).json().data;
    const res = await t.call(admin, { method: 'POST', url: `/api/admin/user/${m.id}?_method=patch` });
    expect(res.json().data.status).toBe('active');
  });
});

describe('merchant sign-up and sub-agent assignment', () => {
  const subAgentId = async () =>
    (await list(admin, 'listing_type=sub_agent&search=siti')).data[0]?.id as number;

  it('records the accepted terms at sign-up, refuses a merchant who declines them, and keeps the deposit for admins', async () => {
    const m = (await create(admin, { type: 'merchant', username: 'terms01', deposit_status: 1 })).json().data;
    const [row] = await t.database.db.select().from(companies).where(eq(companies.merchantId, m.id));
    expect(row?.termsAcceptedAt).toBeInstanceOf(Date);
    expect(row?.depositPaidAt).toBeInstanceOf(Date);

    const declined = await create(admin, { type: 'merchant', username: 'terms02', terms_condition: '0' });
    expect(declined.statusCode).toBe(400);
    expect(declined.json().errors).toEqual({
      terms_condition: 'The merchant must accept the merchant terms and conditions.',
    });

    const agent = await t.token('agent');
    const byAgent = await create(agent, { type: 'merchant', username: 'terms03', deposit_status: true });
    expect(byAgent.statusCode).toBe(400);
    expect(byAgent.json().errors).toEqual({ deposit_status: 'Only an administrator can change this.' });
    expect((await list(admin, 'listing_type=merchant&search=terms0')).data.map((u) => u.username)).toEqual([
      'terms01',
    ]);
  });

  it('lets an agent assign its sub-agent to a merchant, who then sees it, and take it back', async () => {
    const agent = await t.token('agent');
    const sub = await t.token('subagent');
    const siti = await subAgentId();
    const m = (
      await create(agent, { type: 'merchant', username: 'assigned01', assign_subagent: 1, subagent_id: siti })
    ).json().data;
    expect(m).toMatchObject({ assign_subagent: 1, subagent_id: siti, subagent_name: 'Siti Sub-agent' });
    expect((await list(sub, 'listing_type=merchant')).data.map((u) => u.username)).toContain('assigned01');

    const off = await t.call(agent, {
      method: 'PUT',
      url: `/api/admin/user/${m.id}`,
      payload: { assign_subagent: 0 },
    });
    expect(off.json().data).toMatchObject({ assign_subagent: 0, subagent_id: null });
    expect((await list(sub, 'listing_type=merchant')).data.map((u) => u.username)).not.toContain(
      'assigned01',
    );
    expect((await t.call(sub, { method: 'GET', url: `/api/admin/user/${m.id}` })).statusCode).toBe(404);
  });

  it('refuses an assignment without a sub-agent, to a non-merchant, or to a sub-agent the caller cannot see', async () => {
    const agent = await t.token('agent');
    const missing = await create(agent, { type: 'merchant', username: 'assigned02', assign_subagent: 1 });
    expect(missing.json().errors).toEqual({ subagent_id: 'Choose the sub-agent who handles this merchant.' });

    const siti = await subAgentId();
    const toAgent = await create(admin, {
      type: 'agent',
      username: 'assigned03',
      assign_subagent: 1,
      subagent_id: siti,
    });
    expect(toAgent.json().errors).toEqual({ subagent_id: 'Only merchants are handled by a sub-agent.' });

    const rival = (await create(admin, { type: 'agent', username: 'rival2', status: 'active' })).json().data;
    const rivalSub = (
      await create(admin, { type: 'sub_agent', username: 'rivalsub', agent_id: rival.id })
    ).json().data;
    const foreign = await create(agent, {
      type: 'merchant',
      username: 'assigned04',
      assign_subagent: 1,
      subagent_id: rivalSub.id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ subagent_id: 'The chosen sub-agent does not exist.' });
  });
});
