import { en, errorReasons, zh } from '@meja/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Doc = {
  components: { schemas: Record<string, { properties: Record<string, { enum?: string[] }> }> };
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
};

it('documents every specific reason, each with its own text in both languages', () => {
  const doc = t.app.swagger() as unknown as Doc;
  const reasons = doc.components.schemas.ErrorReply?.properties.reason?.enum ?? [];
  expect(reasons).toContain('order_already_paid');
  expect(reasons).toContain('category_stale');
  expect(reasons).toEqual(errorReasons);
  for (const reason of reasons) {
    const key = `error.${reason}` as keyof typeof en;
    expect(en[key], reason).toBeTruthy();
    expect(zh[key], reason).toBeTruthy();
    expect(zh[key], reason).not.toBe(en[key]);
  }
});

it('documents the error reply on every operation', () => {
  const doc = t.app.swagger() as unknown as Doc;
  const missing = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([, op]) => !op.responses['4XX'])
      .map(([method]) => `${method} ${path}`),
  );
  expect(missing).toEqual([]);
});
