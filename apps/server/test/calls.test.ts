import { type Call, calls } from '@meja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { operations } from './openapi';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Calls by domain, some of them in tables by name (reports). */
const callsIn = (node: object): Call[] =>
  'method' in node && 'path' in node ? [node as Call] : Object.values(node).flatMap(callsIn);
const everyCall = callsIn(calls);
const nameOf = (c: { method: string; path: string }) => `${c.method} ${c.path}`;

describe('the calls of the contracts', () => {
  it('are each served by the server, so no client names a path the server does not serve', () => {
    const missing = everyCall.filter((c) => !t.app.hasRoute({ method: c.method, url: c.path }));
    expect(missing.map(nameOf)).toEqual([]);
  });

  it('are every route the server serves under /api', () => {
    const fromCalls = new Set(everyCall.map(nameOf));
    const documented = operations(t.app).map((op) => ({
      method: op.method,
      path: op.path.replace(/\{(\w+)\}/g, ':$1'),
    }));
    expect(documented.map(nameOf).filter((n) => !fromCalls.has(n))).toEqual([]);
  });

  it('are each written once', () => {
    const names = everyCall.map(nameOf);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });
});
