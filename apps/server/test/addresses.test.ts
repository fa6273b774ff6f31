import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customApp } from './custom-app';

/** The address every throttle and log line counts a request under. */
const addressRoute = (app: FastifyInstance) =>
  app.get('/test/address', { config: { allow: 'public' } }, async (req) => ({ ip: req.ctx.ip }));

type Built = Awaited<ReturnType<typeof customApp>>;
const seen = async (built: Built, remoteAddress: string, forwardedFor?: string) => {
  const res = await built.app.inject({
    method: 'GET',
    url: '/test/address',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  return res.json().ip as string;
};

describe('without TRUST_PROXY', () => {
  let built: Built;
  beforeAll(async () => {
    built = await customApp({}, { routes: addressRoute });
  });
  afterAll(() => built.close());

  it('counts the socket address, whatever X-Forwarded-For a client makes up', async () => {
    const addresses = new Set<string>();
    for (let i = 1; i <= 6; i++) addresses.add(await seen(built, '192.0.2.10', `203.0.113.${i}`));
    expect([...addresses]).toEqual(['192.0.2.10']);
  });
});

describe('TRUST_PROXY=1 (one proxy in front)', () => {
  let built: Built;
  beforeAll(async () => {
    built = await customApp({ TRUST_PROXY: 1 }, { routes: addressRoute });
  });
  afterAll(() => built.close());

  it('takes the address the proxy saw, not what the client wrote before it', async () => {
    expect(await seen(built, '10.0.0.2', '203.0.113.7')).toBe('203.0.113.7');
    expect(await seen(built, '10.0.0.2', '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(await seen(built, '10.0.0.2')).toBe('10.0.0.2');
  });
});

describe('TRUST_PROXY naming the proxies', () => {
  let built: Built;
  beforeAll(async () => {
    built = await customApp({ TRUST_PROXY: ['10.0.0.0/8'] }, { routes: addressRoute });
  });
  afterAll(() => built.close());

  it('believes X-Forwarded-For only from those addresses', async () => {
    expect(await seen(built, '10.1.2.3', '203.0.113.7')).toBe('203.0.113.7');
    expect(await seen(built, '192.0.2.10', '203.0.113.7')).toBe('192.0.2.10');
  });
});
