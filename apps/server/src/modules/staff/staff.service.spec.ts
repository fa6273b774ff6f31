import { describe, expect, it } from 'vitest';
import { actorCtx, expectAppError, uniqueViolation } from '../../../test/fast';
import type { StaffRow, StaffValues } from './repository';
import { type StaffRepository, staffService } from './service';

interface Kept extends StaffRow {
  passwordHash: string;
}

/**
 * Staff of merchants 1 and 2 in memory, login e-mails unique across everyone as the database keeps
 * them. `beforeWrite` runs between a rule's read and its write (the holder acting meanwhile).
 */
function world() {
  const rows: Kept[] = [];
  const sessionsEnded: number[] = [];
  const hooks: { beforeWrite?: () => void } = {};
  let nextId = 100;
  const of = (merchantId: number, id: number) => rows.find((r) => r.id === id && r.merchantId === merchantId);
  const emailTaken = (email: string, except?: number) =>
    rows.some((r) => r.id !== except && r.email?.toLowerCase() === email.toLowerCase());
  const write = (row: Kept, v: StaffValues) => {
    if (v.email !== undefined) Object.assign(row, { email: v.email, username: v.email });
    if (v.name !== undefined) row.name = v.name;
    if (v.role !== undefined) row.role = v.role;
    if (v.accessOption !== undefined) row.accessOption = v.accessOption;
    if (v.status !== undefined) row.status = v.status;
    if (v.passwordHash !== undefined)
      Object.assign(row, { passwordHash: v.passwordHash, ownPassword: false });
  };
  const repo: StaffRepository = {
    async listStaff(_db, scope, f) {
      const own = rows.filter((r) => r.merchantId === scope.merchantId);
      return {
        rows: own.slice(f.start, f.start + f.length),
        recordsTotal: own.length,
        recordsFiltered: own.length,
      };
    },
    employerOf: async (_db, id) => rows.find((r) => r.id === id)?.merchantId,
    async getStaff(_db, scope, id) {
      const row = of(scope.merchantId, id);
      return row && { ...row };
    },
    async insertStaff(_db, scope, v) {
      if (emailTaken(v.email)) throw uniqueViolation('users_email_unique');
      const row: Kept = {
        id: nextId++,
        username: v.email,
        email: null,
        name: null,
        role: null,
        accessOption: null,
        status: 'inactive',
        ownPassword: false,
        merchantId: scope.merchantId,
        createdAt: new Date(),
        passwordHash: '',
      };
      write(row, v);
      rows.push(row);
      return row.id;
    },
    async updateStaff(_db, scope, id, v, notOwnPassword = false) {
      hooks.beforeWrite?.();
      const row = of(scope.merchantId, id);
      if (!row || (notOwnPassword && row.ownPassword)) return false;
      if (v.email !== undefined && emailTaken(v.email, id)) throw uniqueViolation('users_email_unique');
      write(row, v);
      return true;
    },
    async deleteStaff(_db, scope, id) {
      const at = rows.findIndex((r) => r.id === id && r.merchantId === scope.merchantId);
      if (at >= 0) rows.splice(at, 1);
    },
    async deleteSessionsOf(_db, userId) {
      sessionsEnded.push(userId);
    },
  };
  return { rows, sessionsEnded, hooks, service: staffService(repo) };
}

const owner = actorCtx({ id: 1 });
const password = { password: 'Given@2026', password_confirmation: 'Given@2026' };

/** A cashier of merchant 1, who chose their own password when `own` says so. */
async function cashier(w: ReturnType<typeof world>, email: string, own = false) {
  const made = await w.service.create(owner, { email, role: 'Cashier', status: 'active', ...password });
  const row = w.rows.find((r) => r.id === made.id) as Kept;
  row.ownPassword = own;
  return row;
}

describe('staff (fast tier)', () => {
  it('starts a staff member inactive, with the access of their role and the password given, hashed', async () => {
    const w = world();
    const made = await w.service.create(owner, {
      email: ' chef@sedap.my ',
      nickname: '',
      role: 'Kitchen',
      ...password,
    });
    expect(made).toMatchObject({
      email: 'chef@sedap.my',
      nickname: null,
      role: 'Kitchen',
      access_option: 'All Access - Kitchen',
      status: 'inactive',
      own_password: false,
      merchant_id: 1,
    });
    expect(w.rows[0]?.passwordHash).toMatch(/^\$argon2id\$/);
    await expectAppError(
      w.service.create(owner, { email: 'CHEF@sedap.my', role: 'Cashier', ...password }),
      'validation',
      {
        errors: { email: 'error.email_taken' },
      },
    );
  });

  it('a new password or deactivating ends their sessions; other changes do not', async () => {
    const w = world();
    const staff = await cashier(w, 'given@sedap.my');
    await w.service.update(owner, staff.id, { nickname: 'Ros' });
    expect(w.sessionsEnded).toEqual([]);
    const before = staff.passwordHash;
    await w.service.update(owner, staff.id, { password: 'Other@2026' });
    expect(staff.passwordHash).not.toBe(before);
    expect((await w.service.toggleStatus(owner, staff.id)).status).toBe('inactive');
    expect(w.sessionsEnded).toEqual([staff.id, staff.id]);
  });

  it('nobody sets the password or changes the login e-mail of one who chose their own, each field said', async () => {
    const w = world();
    const staff = await cashier(w, 'chose@sedap.my', true);
    await expectAppError(w.service.update(owner, staff.id, { password: 'Taken@2026' }), 'forbidden', {
      messageKey: 'error.staff_password_own',
      errors: { password: 'error.staff_password_own' },
    });
    await expectAppError(
      w.service.update(owner, staff.id, { email: 'mallory@evil.test', password: 'Taken@2026' }),
      'forbidden',
      { errors: { password: 'error.staff_password_own', email: 'error.staff_email_own' } },
    );
    // The form sends the unchanged e-mail along with the rest.
    const renamed = await w.service.update(owner, staff.id, { email: 'chose@sedap.my', nickname: 'Kak Ros' });
    expect(renamed).toMatchObject({ email: 'chose@sedap.my', nickname: 'Kak Ros' });
  });

  it('sends the holder to Change password for their own, and lets them change their own e-mail', async () => {
    const w = world();
    const staff = await cashier(w, 'self@sedap.my', true);
    const self = actorCtx({
      id: staff.id,
      role: 'staff',
      merchantId: 1,
      accessOption: 'All Access - Setting',
    });
    await expectAppError(w.service.update(self, staff.id, { password: 'Mine@20266' }), 'forbidden', {
      messageKey: 'error.staff_own_password_here',
    });
    expect((await w.service.update(self, staff.id, { email: 'me@sedap.my' })).email).toBe('me@sedap.my');
    await expectAppError(w.service.update(self, staff.id, { status: 'inactive' }), 'forbidden', {
      messageKey: 'error.self_deactivate',
    });
    await expectAppError(w.service.remove(self, staff.id), 'forbidden', { messageKey: 'error.self_delete' });
  });

  it('refuses a password set while the holder chose their own between the read and the write', async () => {
    const w = world();
    const staff = await cashier(w, 'racing@sedap.my');
    w.hooks.beforeWrite = () => {
      staff.ownPassword = true;
    };
    await expectAppError(w.service.update(owner, staff.id, { password: 'Late@20266' }), 'forbidden', {
      errors: { password: 'error.staff_password_own' },
    });
    expect(w.sessionsEnded).toEqual([]);
  });

  it("removes a staff member and signs them out; another merchant's is not found", async () => {
    const w = world();
    const staff = await cashier(w, 'leaving@sedap.my');
    const theirs = await w.service.create(actorCtx({ id: 2 }), {
      email: 'x@other.my',
      role: 'Waiters',
      ...password,
    });
    await expectAppError(w.service.remove(owner, theirs.id), 'not_found');
    await expectAppError(w.service.get(owner, theirs.id), 'not_found');
    await w.service.remove(owner, staff.id);
    expect(w.sessionsEnded).toEqual([staff.id]);
    expect((await w.service.list(owner, { start: 0, length: 10 })).data).toEqual([]);
  });
});
