import { type AccessOption, can, type Grantee, permissions, type Role } from '@meja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matrix, type Subject, subjects } from '../../test/authz-matrix';
import { createTestApp, type TestApp } from '../../test/helpers';
import { demoStaff } from '../db/seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const accessOf: Record<string, AccessOption> = {
  'staff:order': 'All Access - Order',
  'staff:kitchen': 'All Access - Kitchen',
  'staff:setting': 'All Access - Setting',
  'staff:serve': 'Only Access - Ready To Serve',
};
const granteeOf = (s: Subject): Grantee =>
  s.startsWith('staff:') ? { role: 'staff', access_option: accessOf[s] } : { role: s as Role };

/** The routes, as test/authz-matrix.ts names them (`GET /api/admin/user/{id}`), with what each allows. */
const routes = () =>
  [...t.app.routePermissions]
    .filter(([route]) => !route.startsWith('HEAD '))
    .map(([route, allow]) => [route.replace(/:(\w+)/g, '{$1}'), allow] as const);

/**
 * Routes whose service refuses some of those the route's permission lets in: the board a call
 * names needs its own permission (`boardPermission`).
 */
const decidedFurther = new Set(['GET /api/admin/display_order']);

describe('the permission matrix (packages/contracts) and the server', () => {
  it('agree on a permission for every route: each names one of the matrix, or is public', () => {
    const named = routes();
    expect(named.length).toBeGreaterThan(100);
    for (const [route, allow] of named) {
      expect([route, allow === 'public' || allow in permissions]).toEqual([route, true]);
      expect([route, allow === 'public']).toEqual([route, matrix[route] === 'public']);
    }
  });

  it('grant each role exactly the routes the authorization reference lets it call', () => {
    for (const [route, allow] of routes()) {
      const reference = matrix[route];
      if (allow === 'public' || reference === 'public' || reference === undefined) continue;
      for (const subject of subjects) {
        const granted = can(granteeOf(subject), allow);
        const called = reference.includes(subject);
        // The route's permission is needed wherever the call passes; only a few routes refuse more.
        if (called || !decidedFurther.has(route))
          expect([route, subject, granted]).toEqual([route, subject, called]);
      }
    }
  });

  it('refuses, over HTTP, what the matrix refuses each signed-in role, and lets in what it grants', async () => {
    const samples = [
      ['GET', '/api/admin/table', 'tables.manage'],
      ['GET', '/api/admin/user', 'users.read'],
      ['GET', '/api/admin/merchant_staff_index', 'staff.read'],
      ['GET', '/api/admin/ticket_listing', 'tickets.manage'],
    ] as const;
    const staff = demoStaff.map((s) => [s.username, s.password] as const);
    const people = [
      ...['admin', 'master', 'mentor', 'agent', 'subagent', 'merchant'].map((u) => [u]),
      ...staff,
    ];
    for (const [username, password] of people) {
      const token = await t.token(username, password);
      const me = (await t.call(token, { method: 'GET', url: '/api/me' })).json().data;
      for (const [method, url, permission] of samples) {
        expect(t.app.routePermissions.get(`${method} ${url}`)).toBe(permission);
        const status = (await t.call(token, { method, url })).statusCode;
        expect([username, url, status === 403]).toEqual([username, url, !can(me, permission)]);
      }
    }
  });
});
