import { type Call, calls } from '@meja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { operations } from './openapi';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const everyCall: Call[] = Object.values(calls).flatMap((domain) => Object.values(domain));
const nameOf = (c: { method: string; path: string }) => `${c.method} ${c.path}`;

describe('the calls of the contracts', () => {
  it('are each served by the server, so no client names a path the server does not serve', () => {
    const missing = everyCall.filter((c) => !t.app.hasRoute({ method: c.method, url: c.path }));
    expect(missing.map(nameOf)).toEqual([]);
  });

  it('are each written once', () => {
    const names = everyCall.map(nameOf);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });
});
