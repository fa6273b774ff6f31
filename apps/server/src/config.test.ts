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
