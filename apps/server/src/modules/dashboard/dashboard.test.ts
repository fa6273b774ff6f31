import { ZDashboardReply } from '@meja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
const tokens: Record<string, string> = {};
const people = ['admin', 'master', 'agent', 'subagent', 'merchant'];
beforeAll(async () => {
  t = await createTestApp();
  for (const who of people) tokens[who] = await t.token(who);
});
afterAll(() => t?.close());

const figures = async (who: string) => {
  const res = await t.call(tokens[who] ?? null, { method: 'GET', url: '/api/admin/merchant/dashboard' });
  expect(res.statusCode, res.body).toBe(200);
  const { merchants, agents } = ZDashboardReply.parse(res.json()).data;
  return { merchants, agents };
};
const everyone = async () =>
  Object.fromEntries(await Promise.all(people.map(async (who) => [who, await figures(who)])));

const createMerchant = async (who: string, username: string) => {
  const res = await t.call(tokens[who] ?? null, {
    method: 'POST',
    url: '/api/admin/user',
    payload: { type: 'merchant', username, password: 'Given@1234', confirm_password: 'Given@1234' },
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('the dashboard', () => {
  it("counts the people in the caller's scope: the admin all, agents their downline, merchants none", async () => {
    const before = await everyone();
    expect(before.merchant).toEqual({ merchants: 0, agents: 0 });
    expect(before.subagent.merchants).toBeGreaterThan(0);

    // The admin's own merchant is nobody's downline.
    await createMerchant('admin', 'dash-admins');
    const afterAdmin = await everyone();
    expect(afterAdmin.admin.merchants).toBe(before.admin.merchants + 1);
    for (const who of ['master', 'agent', 'subagent']) expect(afterAdmin[who]).toEqual(before[who]);

    // An agent's merchant goes under that agent, so its upline sees it too; no sub-agent is assigned.
    await createMerchant('agent', 'dash-agents');
    const afterAgent = await everyone();
    expect(afterAgent.admin.merchants).toBe(before.admin.merchants + 2);
    expect(afterAgent.master.merchants).toBe(before.master.merchants + 1);
    expect(afterAgent.agent.merchants).toBe(before.agent.merchants + 1);
    expect(afterAgent.subagent).toEqual(before.subagent);
    expect(afterAgent.master.agents).toBe(before.master.agents);
  });
});
