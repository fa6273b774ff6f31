import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { newToken } from '../src/lib/tokens';
import { createSession } from '../src/modules/auth/repository';
import { matrix, type Subject, subjects } from './authz-matrix';
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
