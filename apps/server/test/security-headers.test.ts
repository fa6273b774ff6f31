import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customApp } from './custom-app';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The CSP's directives by name. */
const csp = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  it('are on API replies, errors and unknown paths alike', async () => {
    const replies = [
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.app.inject({ method: 'GET', url: '/api/me' }),
      await t.app.inject({ method: 'GET', url: '/api/no-such-thing' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: 'not json',
        headers: { 'content-type': 'application/json' },
      }),
    ];
    expect(replies.map((r) => r.statusCode)).toEqual([200, 401, 404, 400]);
    for (const res of replies) {
      const policy = csp(res.headers['content-security-policy']);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(policy['script-src']).toEqual(["'self'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      // Served over plain http: no HSTS, no upgrading of requests.
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(policy['upgrade-insecure-requests']).toBeUndefined();
    }
  });

  it("let the staff app's service worker and manifest load from the site itself", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const policy = csp(res.headers['content-security-policy']);
    // Without worker-src and manifest-src of their own, they follow script-src and default-src.
    expect(policy['worker-src'] ?? policy['child-src'] ?? policy['script-src']).toEqual(["'self'"]);
    expect(policy['manifest-src'] ?? policy['default-src']).toEqual(["'self'"]);
  });

  it('add HSTS when PUBLIC_URL is https', async () => {
    const secure = await customApp({ PUBLIC_URL: 'https://meja.example' });
    try {
      const res = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(csp(res.headers['content-security-policy'])).toHaveProperty('upgrade-insecure-requests');
    } finally {
      await secure.close();
    }
  });
});

describe('the API docs UI', () => {
  it('is served outside production', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it('is off in production unless API_DOCS turns it on', async () => {
    const plain = await customApp({ NODE_ENV: 'production' });
    const asked = await customApp({ NODE_ENV: 'production', API_DOCS: true });
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(404);
      expect((await plain.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(404);
      expect((await asked.app.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(200);
    } finally {
      await plain.close();
      await asked.close();
    }
  });
});
