import { expect, it } from 'vitest';
import { loadConfig } from './config';

it('treats an empty variable as unset, so DATABASE_URL= falls back to PGlite', () => {
  const c = loadConfig({ DATABASE_URL: '', PORT: '4000' });
  expect(c.DATABASE_URL).toBeUndefined();
  expect(c.PUBLIC_URL).toBe('http://localhost:4000');
});

it('stops with the name of a bad variable', () => {
  expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
});

it('keeps demo data out of production on PostgreSQL unless asked for by name', () => {
  const prod = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/meja' };
  expect(loadConfig(prod).DEMO_SEED).toBe(false);
  expect(loadConfig({ ...prod, DEMO_SEED: 'true' }).DEMO_SEED).toBe(true);
  expect(loadConfig({}).DEMO_SEED).toBe(true);
});

it('believes no X-Forwarded-For unless TRUST_PROXY names the proxies', () => {
  expect(loadConfig({}).TRUST_PROXY).toBe(false);
  expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
  expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
  expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,loopback' }).TRUST_PROXY).toEqual([
    '10.0.0.0/8',
    '127.0.0.1',
    '::1',
    'loopback',
  ]);
  for (const bad of ['yes', '10.0.0.0/33', '1.2.3', 'proxy.example.com'])
    expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
});

it('serves the API docs outside production, and in production only when API_DOCS=true', () => {
  expect(loadConfig({}).API_DOCS).toBe(true);
  expect(loadConfig({ NODE_ENV: 'production' }).API_DOCS).toBe(false);
  expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'true' }).API_DOCS).toBe(true);
  expect(loadConfig({ API_DOCS: 'false' }).API_DOCS).toBe(false);
});
