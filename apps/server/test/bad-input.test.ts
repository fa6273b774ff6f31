import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { newToken } from '../src/lib/tokens';
import { createSession } from '../src/modules/auth/repository';
import { createTestApp, type TestApp } from './helpers';
import { fillPath, type Operation, operations } from './openapi';

let t: TestApp;
let adminId = 0;
beforeAll(async () => {
  t = await createTestApp();
  adminId =
    (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin')))[0]?.id ?? 0;
});
afterAll(() => t.close());

type Schema = Record<string, unknown>;

const ajv = addFormats(new Ajv({ strict: false, allErrors: false }));
/** OpenAPI 3.0 marks null with `nullable`; JSON Schema wants it in `type`. */
const jsonSchema = (s: Schema): Schema =>
  JSON.parse(JSON.stringify(s), (_k, v) => {
    if (!v || typeof v !== 'object' || v.nullable !== true) return v;
    const { nullable: _, ...rest } = v;
    if (typeof rest.type === 'string') return { ...rest, type: [rest.type, 'null'] };
    return { anyOf: [rest, { type: 'null' }] };
  });
const invalidUnder = (schema: Schema | undefined, values: unknown[]) => {
  if (!schema) return values;
  const validate = ajv.compile(jsonSchema(schema));
  return values.filter((v) => !validate(v));
};

/** Candidates that may break a schema; only those the documented schema rejects are sent. */
const candidates: unknown[] = [
  12345,
  -1,
  0,
  1.5,
  1e308,
  'abc',
  '',
  'x'.repeat(100_000),
  true,
  null,
  [1, 2],
  { nested: true },
];
const queryCandidates = ['abc', '-1', '0', '1.5', '1e999', 'x'.repeat(5000), '%%%'];

/** Days the documented pattern (YYYY-MM-DD) lets through but no calendar has. */
const impossibleDays = ['2024-13-45', '0000-00-00', '9999-99-99', '2024-02-31'];
/** Ids past an int4 column, or below the first row. */
const outOfRangeIds = ['0', '99999999999', '2147483648', '9'.repeat(30)];
/** A million arrays inside each other (2 MB): walking it recursively overflows the stack. */
const deepJson = `${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`;
const isIdName = (name: string) => name === 'id' || name.endsWith('_id');

/** Multipart bodies that cannot be read: no boundary, cut short, a part never closed, a file cut off. */
const boundary = 'meja-bad-input';
const malformedMultipart: { contentType: string; payload: string }[] = [
  { contentType: 'multipart/form-data', payload: `--${boundary}\r\n` },
  { contentType: `multipart/form-data; boundary=${boundary}`, payload: 'garbage' },
  { contentType: `multipart/form-data; boundary=${boundary}`, payload: `--${boundary}\r\n` },
  {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nhalf a field`,
  },
  {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="picture"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`,
  },
];
const multipartVariants = (op: Operation, bodies = malformedMultipart): InjectOptions[] =>
  op.method === 'GET'
    ? []
    : bodies.map(({ contentType, payload }) => ({
        method: op.method as InjectOptions['method'],
        url: fillPath(op.path, 1),
        headers: { 'content-type': contentType },
        payload,
      }));

/** Values a schema may accept but the database or the code must still survive. */
const hostile = ['\u0000', 'a\u0000b', "'; drop table users; --", '%_\\', '\ud800'];

/** Schema-valid but hostile variants: each may be refused or accepted, never a 5xx. */
function hostileVariants(op: Operation): InjectOptions[] {
  const url = fillPath(op.path, 1);
  const method = op.method as InjectOptions['method'];
  const out: InjectOptions[] = [];
  for (const [name, schema] of Object.entries(op.body?.properties ?? {})) {
    if (op.method === 'GET' || schema.type !== 'string') continue;
    for (const value of hostile) out.push({ method, url, payload: { [name]: value } });
  }
  for (const q of op.query) {
    if (q.schema.type !== 'string') continue;
    for (const value of hostile) out.push({ method, url, query: { [q.name]: value } });
  }
  return out;
}

/** Schema-violating variants of one operation's input: body, query and path. */
function variants(op: Operation): InjectOptions[] {
  const url = fillPath(op.path, 1);
  const method = op.method as InjectOptions['method'];
  const out: InjectOptions[] = [];
  if (op.method !== 'GET') {
    const json = { 'content-type': 'application/json' };
    out.push({ method, url, headers: json, payload: 'not json' });
    out.push({ method, url, headers: { 'content-type': 'text/xml' }, payload: '<a/>' });
    out.push({ method, url, headers: json, payload: deepJson });
    // Signed in, two of them (no boundary, cut short); every one of them without a session below.
    out.push(...multipartVariants(op, malformedMultipart.slice(0, 2)));
    if (op.body) {
      for (const raw of ['[1,2,3]', '"a string"', '42'])
        out.push({ method, url, headers: json, payload: raw });
      for (const [name, schema] of Object.entries(op.body.properties ?? {})) {
        for (const value of invalidUnder(schema, candidates))
          out.push({ method, url, payload: { [name]: value } });
        if (isIdName(name))
          for (const id of [0, 2_147_483_648, 99_999_999_999])
            out.push({ method, url, payload: { [name]: id } });
      }
    }
  }
  for (const q of op.query) {
    // Query values arrive as strings; the schema's coercion decides, so judge by the numbers they hold.
    const numeric = q.schema.type === 'integer' || q.schema.type === 'number';
    const values = numeric
      ? queryCandidates.filter(
          (v) => invalidUnder(q.schema, [Number(v)]).length > 0 || Number.isNaN(Number(v)),
        )
      : queryCandidates.filter((v) => invalidUnder(q.schema, [v]).length > 0);
    for (const value of values) out.push({ method, url, query: { [q.name]: value } });
    if (q.name === 'startDate' || q.name === 'endDate')
      for (const day of impossibleDays) out.push({ method, url, query: { [q.name]: day } });
    if (isIdName(q.name)) for (const id of outOfRangeIds) out.push({ method, url, query: { [q.name]: id } });
    out.push({ method, url: `${url}?${q.name}=1&${q.name}=2` });
  }
  if (op.params.length) {
    for (const value of ['abc', '-5', '1.5', '%00', 'true', ...outOfRangeIds]) {
      out.push({ method, url: fillPath(op.path, value), payload: op.method === 'GET' ? undefined : {} });
    }
  }
  return out;
}

describe('bad input on every route', () => {
  it('gets a 4xx in the error shape, never a 5xx', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const op of operations(t.app)) {
      for (const v of variants(op)) {
        const token = newToken();
        await createSession(t.database.db, adminId, token);
        const res = await t.call(token, v);
        sent++;
        const body = res.json() as { code?: unknown; message?: unknown };
        const ok =
          res.statusCode >= 400 &&
          res.statusCode < 500 &&
          typeof body.code === 'string' &&
          typeof body.message === 'string';
        if (!ok)
          failures.push(
            `${v.method} ${v.url} ${JSON.stringify(v.query ?? v.payload ?? '').slice(0, 60)} → ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(100);
  }, 180_000); // every schema-violating variant of every route: hundreds of requests

  it('answers a malformed multipart body with a 4xx on every route, also without a session', async () => {
    const failures: string[] = [];
    for (const op of operations(t.app)) {
      for (const v of multipartVariants(op)) {
        const res = await t.call(null, v);
        if (res.statusCode < 400 || res.statusCode >= 500 || typeof res.json().code !== 'string')
          failures.push(`${v.method} ${v.url} ${JSON.stringify(v.payload).slice(0, 40)} → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    // What a client is told: the form could not be read (here on the public sign-in).
    for (const v of multipartVariants({ method: 'POST', path: '/api/login', params: [], query: [] })) {
      const res = await t.call(null, v);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'bad_request',
        reason: 'multipart_malformed',
        message: 'The form could not be read: its multipart body is malformed or cut short.',
      });
    }
  }, 180_000);

  it('survives schema-valid hostile strings (NUL, SQL, lone surrogates) without a 5xx', async () => {
    const failures: string[] = [];
    for (const op of operations(t.app)) {
      for (const v of hostileVariants(op)) {
        const token = newToken();
        await createSession(t.database.db, adminId, token);
        const res = await t.call(token, v);
        if (res.statusCode >= 500)
          failures.push(`${v.method} ${v.url} ${JSON.stringify(v.query ?? v.payload)} → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);
});
