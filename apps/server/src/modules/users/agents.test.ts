import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { users } from '../../db/schema';

let t: TestApp;
let admin: string;
let masterId: number;

const post = (token: string, body: Record<string, unknown>, lang = 'en') =>
  t.call(token, {
    method: 'POST',
    url: '/api/admin/user',
    headers: { 'accept-language': lang },
    payload: { password: 'Given@1234', confirm_password: 'Given@1234', ...body },
  });
const put = (token: string, id: number, body: Record<string, unknown>) =>
  t.call(token, { method: 'PUT', url: `/api/admin/user/${id}`, payload: body });
const getUser = async (token: string, id: number) => {
  const res = await t.call(token, { method: 'GET', url: `/api/admin/user/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const idOf = async (username: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]?.id ?? 0;

/** An account created through the API, signed in as if it had set its own password. */
async function signIn(username: string) {
  await t.database.db
    .update(users)
    .set({ status: 'active', firstLogin: false })
    .where(eq(users.username, username));
  return t.token(username, 'Given@1234');
}

const everyField = {
  type: 'agent',
  username: 'farid',
  name: 'Farid Agent',
  icno: '900101-14-5678',
  phone_number: '012-345 6789',
  agent_rank: 'Agent',
  status: 'active',
  bank: 'maybank',
  account_no: '1122 3344 5566',
  account_name: 'FARID BIN AHMAD',
  entitled: 'yes',
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.token('admin');
  masterId = await idOf('master');
});
afterAll(() => t.close());

describe('the agent form keeps every SPEC §3 field', () => {
  it('creates, reads back and updates each field', async () => {
    const created = await post(admin, { ...everyField, upline: masterId });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().message).toBe('Agent created successfully.');
    const kept = {
      type: 'agent',
      agent_rank: 'agent',
      username: 'farid',
      name: 'Farid Agent',
      icno: '900101145678',
      phone_number: '+60123456789',
      status: 'active',
      agent_id: masterId,
      bank: 'maybank',
      bank_name: 'Maybank (Malayan Banking)',
      account_no: '112233445566',
      account_name: 'FARID BIN AHMAD',
      entitled: 'yes',
      is_entitled: true,
      master_agent: { id: masterId, name: 'Mei Ling (master agent)' },
      mentor: null,
      sub_agents: 0,
      merchants: 0,
    };
    expect(created.json().data).toMatchObject(kept);
    const id = created.json().data.id as number;
    expect(await getUser(admin, id)).toMatchObject(kept);

    const changed = await put(admin, id, {
      name: 'Farid bin Ahmad',
      icno: '850505 10 1234',
      phone_number: '+60 19 876 5432',
      bank: 'CIMB Bank',
      account_no: '8000123456',
      account_name: 'Farid bin Ahmad',
      entitled: 'no',
      status: 'inactive',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().message).toBe('Agent updated successfully.');
    expect(await getUser(admin, id)).toMatchObject({
      name: 'Farid bin Ahmad',
      icno: '850505101234',
      phone_number: '+60198765432',
      bank: 'cimb',
      account_no: '8000123456',
      account_name: 'Farid bin Ahmad',
      entitled: 'no',
      is_entitled: false,
      status: 'inactive',
    });
  });

  it('lists agents with their rank, network, counts and entitlement in one page', async () => {
    const res = await t.call(admin, {
      method: 'GET',
      url: '/api/admin/user?listing_type=agent&search=arjun',
    });
    const arjun = res.json().data[0];
    expect(arjun).toMatchObject({
      username: 'agent',
      agent_rank: 'agent',
      entitled: 'yes',
      master_agent: { id: masterId },
      sub_agents: 1,
      merchants: 1,
    });
    // Merchants carry no agent fields.
    const shops = await t.call(admin, { method: 'GET', url: '/api/admin/user?listing_type=merchant' });
    expect(shops.json().data[0].icno).toBeUndefined();
  });

  it('names the nearest mentor above an agent', async () => {
    const mentor = (
      await post(admin, { type: 'mentor', username: 'mona', name: 'Mona Mentor', agent_id: masterId })
    ).json().data;
    const under = (await post(admin, { type: 'agent', username: 'ubah', agent_id: mentor.id })).json().data;
    expect(under.mentor).toEqual({ id: mentor.id, name: 'Mona Mentor' });
    expect(under.master_agent).toEqual({ id: masterId, name: 'Mei Ling (master agent)' });
    expect((await getUser(admin, mentor.id)).sub_agents).toBe(0);
  });
});

describe('SPEC §5 checks on the agent form', () => {
  const refused = async (body: Record<string, unknown>, lang = 'en') => {
    const res = await post(
      admin,
      { type: 'agent', username: `bad${Math.random().toString(36).slice(2, 8)}`, ...body },
      lang,
    );
    expect(res.statusCode, res.body).toBe(400);
    return res.json().errors as Record<string, string>;
  };

  it('refuses an IC No that is not 12 digits or not a real date of birth', async () => {
    for (const icno of ['90010114567', '901301-14-5678', '9001011456789', 'ABCDEF-14-5678'])
      expect((await refused({ icno })).icno).toBe('IC number must be a valid 12-digit IC No.');
    expect((await refused({ icno: '123' }, 'zh')).icno).toBe('身份证号码必须是有效的 12 位号码。');
  });

  it('refuses a phone number that is not a valid Malaysian number', async () => {
    expect((await refused({ phone_number: '12345' })).phone_number).toBe('Phone number must be valid.');
    expect((await refused({ phone_number: '+44 20 7946 0958' })).phone_number).toBe(
      'Phone number must be valid.',
    );
  });

  it('needs bank, account number and account name together, each in its form', async () => {
    expect(await refused({ bank: 'maybank' })).toEqual({
      account_no: 'Account No required and must be a number.',
      account_name: 'Account name required.',
    });
    expect((await refused({ bank: 'maybank', account_no: '12AB5678', account_name: 'X' })).account_no).toBe(
      'Account No required and must be a number.',
    );
    expect((await refused({ bank: 'Bank of Nowhere', account_no: '12345678', account_name: 'X' })).bank).toBe(
      'Bank required: choose one from the list.',
    );
    expect((await refused({ account_no: '12345678', account_name: 'X' })).bank).toBe(
      'Bank required: choose one from the list.',
    );
  });

  it('refuses an unknown rank or entitlement', async () => {
    expect((await refused({ agent_rank: 'boss' })).agent_rank).toBe(
      'Choose a rank: master agent, mentor or agent.',
    );
    expect((await refused({ entitled: 'maybe' })).entitled).toBe('Entitled must be yes or no.');
  });

  it('asks nothing of a merchant or sub-agent that the old client does not send', async () => {
    // No phone, IC No or bank: SPEC §3's merchant form has none (a phone given is checked: issue 26).
    const shop = await post(admin, { type: 'merchant', username: 'plainshop' });
    expect(shop.statusCode, shop.body).toBe(200);
    const agent = await t.token('agent');
    const sub = await post(agent, { type: 'sub_agent', username: 'plainsub', status: 'active' });
    expect(sub.statusCode, sub.body).toBe(200);
    expect(sub.json().message).toBe('Sub-agent created successfully.');
    expect(sub.json().data).toMatchObject({
      type: 'sub_agent',
      status: 'active',
      agent_id: await idOf('agent'),
    });
  });
});

describe('an agent can only be upgraded to mentor (SPEC §4)', () => {
  const rankOf = async (id: number) => (await getUser(admin, id)).type;

  it('lets an admin upgrade an agent to mentor, and refuses every other change of rank', async () => {
    const id = (await post(admin, { type: 'agent', username: 'riza', agent_id: masterId })).json().data.id;
    const up = await put(admin, id, { agent_rank: 'mentor' });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().data).toMatchObject({ type: 'mentor', agent_rank: 'mentor' });
    expect(up.json().message).toBe('Agent updated successfully.');

    const other = (await post(admin, { type: 'agent', username: 'sani' })).json().data.id;
    for (const [who, rank] of [
      [other, 'master_agent'],
      [id, 'agent'],
      [masterId, 'mentor'],
    ] as const) {
      const res = await put(admin, who, { agent_rank: rank });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ agent_rank: 'An agent can only be upgraded to mentor.' });
    }
    expect(await rankOf(other)).toBe('agent');
    expect(await rankOf(id)).toBe('mentor');
  });

  it("refuses to change a merchant's or a sub-agent's type", async () => {
    const shop = await idOf('merchant');
    const res = await put(admin, shop, { type: 'agent' });
    expect(res.json().errors).toEqual({ type: 'The type of this account cannot be changed.' });
    const sub = await put(admin, await idOf('subagent'), { agent_rank: 'mentor' });
    expect(sub.json().errors).toEqual({ agent_rank: 'The type of this account cannot be changed.' });
  });

  it('lets a master agent upgrade an agent of its downline; a mentor may not, nor another master agent', async () => {
    const master = await t.token('master');
    // Master agents create agents; mentors are an admin's to create.
    expect((await post(master, { type: 'mentor', username: 'melati' })).statusCode).toBe(403);
    const mentorId = (await post(admin, { type: 'mentor', username: 'melati', agent_id: masterId })).json()
      .data.id;
    const mine = (await post(master, { type: 'agent', username: 'hakim', agent_id: mentorId })).json().data
      .id;

    const mentor = await signIn('melati');
    const byMentor = await put(mentor, mine, { agent_rank: 'mentor' });
    expect(byMentor.json().errors).toEqual({
      agent_rank: "Only an administrator or the agent's master agent can upgrade an agent to mentor.",
    });

    await post(admin, { type: 'master_agent', username: 'rivalmaster' });
    const rival = await signIn('rivalmaster');
    expect((await put(rival, mine, { agent_rank: 'mentor' })).statusCode).toBe(404);
    expect((await t.call(rival, { method: 'GET', url: `/api/admin/user/${mine}` })).statusCode).toBe(404);

    const byMaster = await put(master, mine, { agent_rank: 'mentor' });
    expect(byMaster.statusCode, byMaster.body).toBe(200);
    expect(await rankOf(mine)).toBe('mentor');
  });
});

describe('who sets what on an agent', () => {
  it('keeps entitlement and bank details an admin matter once the agent exists', async () => {
    const master = await t.token('master');
    const entitled = await post(master, { type: 'agent', username: 'greedy', entitled: 'yes' });
    expect(entitled.json().errors).toEqual({ entitled: 'Only an administrator can change this.' });

    const created = await post(master, {
      type: 'agent',
      username: 'zainal',
      bank: 'public_bank',
      account_no: '3000111222',
      account_name: 'Zainal',
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id;
    const redirect = await put(master, id, { account_no: '9999999999' });
    expect(redirect.statusCode).toBe(403);
    expect(redirect.json().errors.account_no).toMatch(/Only an administrator/);
    expect((await put(master, id, { name: 'Zainal Abidin', account_no: '3000111222' })).statusCode).toBe(200);
    expect((await put(admin, id, { account_no: '9999999999', entitled: true })).statusCode).toBe(200);
    expect(await getUser(admin, id)).toMatchObject({ account_no: '9999999999', entitled: 'yes' });
  });

  it('keeps the network a tree: an agent cannot sit under its own downline', async () => {
    const agentId = await idOf('agent');
    const res = await put(admin, masterId, { upline: agentId });
    expect(res.json().errors).toEqual({
      upline: 'An agent cannot sit under itself or under someone in its own downline.',
    });
    expect((await put(admin, agentId, { agent_id: agentId })).json().errors.agent_id).toMatch(/under itself/);
  });

  it("shows an agent only its own sub-agents; another agent's is not found", async () => {
    await post(admin, { type: 'agent', username: 'other', status: 'active' });
    const other = await signIn('other');
    const theirs = (await post(other, { type: 'sub_agent', username: 'othersub' })).json().data;
    const agent = await t.token('agent');
    const mine = await t.call(agent, {
      method: 'GET',
      url: '/api/admin/user?listing_type=sub_agent&length=50',
    });
    expect(mine.json().data.map((u: { username: string }) => u.username)).not.toContain('othersub');
    expect((await t.call(agent, { method: 'GET', url: `/api/admin/user/${theirs.id}` })).statusCode).toBe(
      404,
    );
    expect((await put(agent, theirs.id, { status: 'active' })).statusCode).toBe(404);
  });
});
