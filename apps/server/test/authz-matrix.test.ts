import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { newToken } from '../src/lib/tokens';
import { createSession } from '../src/modules/auth/repository';
import { matrix, type Subject, staffSignIn, subjects } from './authz-matrix';
import { createTestApp, type TestApp } from './helpers';
import { fillPath, type Operation, operations } from './openapi';

let t: TestApp;
const userOf = {} as Record<Subject, number>;
let targetId = 0;

const accessOf = {
  'staff:order': 'All Access - Order',
  'staff:kitchen': 'All Access - Kitchen',
  'staff:setting': 'All Access - Setting',
  'staff:serve': 'Only Access - Ready To Serve',
} as const;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const idOf = async (username: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]?.id as number;
  Object.assign(userOf, {
    admin: await idOf('admin'),
    master_agent: await idOf('master'),
    mentor: await idOf('mentor'),
    agent: await idOf('agent'),
    sub_agent: await idOf('subagent'),
    merchant: await idOf('merchant'),
    buddy: await idOf('buddy'),
  });
  const add = async (values: typeof users.$inferInsert) =>
    (await db.insert(users).values(values).returning({ id: users.id }))[0]?.id as number;
  for (const [subject, access] of Object.entries(accessOf)) {
    userOf[subject as Subject] = await add({
      role: 'staff',
      username: subject,
      status: 'active',
      firstLogin: false,
      merchantId: userOf.merchant,
      accessOption: access,
    });
  }
  // The object of every /{id} call: a merchant all the allowed roles can see and may change.
  targetId = await add({
    role: 'merchant',
    username: 'matrix-target',
    uplineId: userOf.agent,
    subAgentId: userOf.sub_agent,
  });
});
afterAll(() => t.close());

/** A fresh session per call, so a logout or a password change never spoils the next call. */
async function tokenFor(subject: Subject) {
  const token = newToken();
  await createSession(t.database.db, userOf[subject], token);
  return token;
}

const send = (op: Operation, token: string | null) =>
  t.call(token, {
    method: op.method as 'GET',
    url: fillPath(op.path, targetId),
    payload: op.method === 'GET' ? undefined : {},
  });

describe('authorization matrix', () => {
  it('lists every route the app documents, and nothing it does not', async () => {
    const documented = operations(t.app).map((op) => `${op.method} ${op.path}`);
    expect(documented.filter((r) => !(r in matrix))).toEqual([]);
    expect(Object.keys(matrix).filter((r) => !documented.includes(r))).toEqual([]);
  });

  it('refuses every non-public route without a token', async () => {
    for (const op of operations(t.app)) {
      if (matrix[`${op.method} ${op.path}`] === 'public') continue;
      const res = await send(op, null);
      expect({ route: `${op.method} ${op.path}`, status: res.statusCode }).toEqual({
        route: `${op.method} ${op.path}`,
        status: 401,
      });
    }
  });

  // Every route times every role: a minute and more on a loaded 2-core machine.
  it('lets each role through exactly where the table says', { timeout: 180_000 }, async () => {
    const wrong: string[] = [];
    for (const op of operations(t.app)) {
      const rule = matrix[`${op.method} ${op.path}`];
      for (const subject of subjects) {
        const res = await send(op, await tokenFor(subject));
        const allowed = rule === 'public' || (rule ?? []).includes(subject);
        const passed = res.statusCode !== 401 && res.statusCode !== 403;
        // A 500 is neither a pass nor a refusal: it hides whether the rule holds at all.
        if (allowed !== passed || res.statusCode >= 500)
          wrong.push(`${subject} ${op.method} ${op.path} → ${res.statusCode} ${res.body.slice(0, 80)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("a staff member's sign-in details (PUT /api/admin/merchant_staff_update/{id})", () => {
  const password = { password: 'Other@1234', password_confirmation: 'Other@1234' };
  let n = 0;

  /** A Setting staff member of the demo merchant, who has or has not chosen its own password. */
  async function holder(ownPassword: boolean) {
    const email = `holder${++n}@matrix.my`;
    const [row] = await t.database.db
      .insert(users)
      .values({
        role: 'staff',
        username: email,
        email,
        status: 'active',
        firstLogin: false,
        ownPassword,
        merchantId: userOf.merchant,
        accessOption: 'All Access - Setting',
      })
      .returning({ id: users.id });
    return row?.id as number;
  }

  async function tokenOfId(id: number) {
    const token = newToken();
    await createSession(t.database.db, id, token);
    return token;
  }

  const subjectOf = { owner: 'merchant', peer: 'staff:setting', admin: 'admin' } as const;

  it('lets each caller set a password, change the e-mail and send a reset link exactly where the table says', async () => {
    const wrong: string[] = [];
    for (const [who, rules] of Object.entries(staffSignIn)) {
      for (const when of ['before', 'after'] as const) {
        const id = await holder(when === 'after');
        const token =
          who === 'holder' ? await tokenOfId(id) : await tokenFor(subjectOf[who as keyof typeof subjectOf]);
        const url = `/api/admin/merchant_staff_update/${id}`;
        const calls = {
          password: await t.call(token, { method: 'PUT', url, payload: password }),
          email: await t.call(token, { method: 'PUT', url, payload: { email: `moved${++n}@matrix.my` } }),
          reset_link: await t.call(token, {
            method: 'POST',
            url: `/api/admin/merchant_staff/${id}/reset_link`,
          }),
        };
        const allowed = {
          password: rules.password[when],
          email: rules.email[when],
          reset_link: rules.reset_link,
        };
        for (const [what, res] of Object.entries(calls)) {
          const expected = allowed[what as keyof typeof allowed] ? 200 : 403;
          if (res.statusCode !== expected)
            wrong.push(`${who} ${what} ${when} → ${res.statusCode} ${res.body.slice(0, 80)}`);
          // A refused password or e-mail names the field, with its reason.
          if (expected === 403 && what !== 'reset_link' && !res.json().errors?.[what])
            wrong.push(`${who} ${what} ${when}: no field error`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
