import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { fillPath, operations } from './openapi';

/**
 * Issue 26, the old client keeps working: it sends every paging parameter and filter it has, the
 * unset ones empty (`order=&startDate=`). An empty parameter means "not given" on every paged
 * list (contracts' ZPagingQuery), and on the generic admin report's `type` and `filter_status`.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.token('admin');
});
afterAll(() => t.close());

const paging = ['start', 'length', 'order', 'startDate', 'endDate'] as const;
const reportFilters = ['type', 'filter_status'] as const;

/** Every documented list that takes SPEC's paging, in its query or (a POST) its body. */
const pagedLists = () =>
  operations(t.app).filter((op) =>
    paging.every(
      (name) => op.query.some((q) => q.name === name) || (op.method !== 'GET' && op.body?.properties?.[name]),
    ),
  );

/** The fields a reply's errors name among those sent empty (errors on other fields are the route's own business). */
const emptyFieldErrors = (body: { errors?: Record<string, string> }, sent: readonly string[]) =>
  Object.keys(body.errors ?? {}).filter((field) => sent.includes(field));

describe('an empty parameter is not given', () => {
  it('on every paged list', async () => {
    const lists = pagedLists();
    expect(lists.length).toBeGreaterThan(30);
    const wrong: string[] = [];
    for (const op of lists) {
      // The generic admin report's filters (elsewhere a `type` may be required: a board's, a setting's).
      const report = op.path.startsWith('/api/admin/report/');
      const filters = op.query
        .filter((q) => report && reportFilters.includes(q.name as never))
        .map((q) => q.name);
      const empty = [...paging, ...filters];
      const query = Object.fromEntries(empty.map((name) => [name, '']));
      const res =
        op.method === 'GET'
          ? await t.call(admin, { method: 'GET', url: fillPath(op.path, 1), query })
          : await t.call(admin, { method: op.method as 'POST', url: fillPath(op.path, 1), payload: query });
      const named = res.statusCode === 400 ? emptyFieldErrors(res.json(), empty) : [];
      if (named.length || res.statusCode >= 500)
        wrong.push(`${op.method} ${op.path} → ${res.statusCode} ${named.join(', ')}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('gives the defaults: the first page of ten, in the list’s own order, over the default range', async () => {
    const blank = await t.call(admin, {
      method: 'GET',
      url: '/api/admin/report/payout?start=&length=&order=&startDate=&endDate=&type=&filter_status=',
    });
    expect(blank.statusCode, blank.body).toBe(200);
    const none = await t.call(admin, { method: 'GET', url: '/api/admin/report/payout' });
    expect(blank.json()).toEqual(none.json());
    const users = await t.call(admin, {
      method: 'GET',
      url: '/api/admin/user?listing_type=buddy&start=&length=&search=&order=&startDate=&endDate=',
    });
    expect(users.statusCode, users.body).toBe(200);
    expect(users.json().data.length).toBeLessThanOrEqual(10);
  });

  it('still refuses a value that is given and wrong', async () => {
    const res = await t.call(admin, { method: 'GET', url: '/api/admin/report/payout?length=0&type=bogus' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['length', 'type']);
  });
});
