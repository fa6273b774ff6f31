import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
let owner: string;
let admin: string;
const password = 'Staff@1234';

const post = (token: string, body: Record<string, unknown>) =>
  t.call(token, {
    method: 'POST',
    url: '/api/admin/merchant_staff',
    payload: { password, password_confirmation: password, status: 'active', ...body },
  });

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.token('merchant');
  admin = await t.token('admin');
  expect((await post(owner, { email: 'cook@sedap.my', role: 'Kitchen' })).statusCode).toBe(200);
});
afterAll(() => t.close());

/** A staff login e-mail shares one namespace with every account's username and e-mail. */
it('gives the same answer whatever kind of account holds the address, and however it holds it', async () => {
  // An account whose username, not e-mail, is an address: merchants' staff may not take it either.
  const named = await t.call(admin, {
    method: 'POST',
    url: '/api/admin/user',
    payload: { type: 'merchant', username: 'owner@kedai.my', password, confirm_password: password },
  });
  expect(named.statusCode, named.body).toBe(200);
  const replies = [];
  for (const email of [
    'admin@demo.meja.my',
    'Agent@demo.meja.my',
    'buddy@demo.meja.my',
    'owner@kedai.my',
    'cook@sedap.my',
  ]) {
    const res = await post(owner, { email, role: 'Cashier' });
    replies.push({ status: res.statusCode, body: res.json() });
  }
  expect(replies).toEqual(
    Array(5).fill({
      status: 400,
      body: {
        code: 'validation',
        message: 'Some fields need your attention.',
        errors: { email: 'This e-mail is already used by another account.' },
      },
    }),
  );
  // And the reverse: no account may take a staff member's address as its username.
  const taken = await t.call(admin, {
    method: 'POST',
    url: '/api/admin/user',
    payload: { type: 'agent', username: 'cook@sedap.my', password, confirm_password: password },
  });
  expect(taken.statusCode).toBe(400);
  expect(Object.keys(taken.json().errors)).toEqual(['username']);
});
