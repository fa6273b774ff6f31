import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';

/**
 * A multipart/form-data body, read into `req.body` like a JSON one so that one zod schema serves
 * both (SPEC §7: the old client posts its forms as multipart). Text fields are strings (a part sent
 * as application/json its parsed value), files Buffers, a repeated name an array.
 *
 * Array fields may also be named as PHP's forms name them, which the old client's server read:
 * `name[]` adds an item, `name[3]` puts one at 3; either way the field reaches the schema as
 * `name`, its items in index order. An empty item names nothing: a lone `name[]=` is an empty list.
 *
 * A body that cannot be read (cut short, no boundary, broken part headers) is the client's
 * mistake: 400 `multipart_malformed`, never a 500. Limits keep their own codes (plugins/errors.ts).
 */

/** `name[]` or `name[12]`: the field's name, and the index when one is given. */
const bracketed = /^([^[\]]+)\[(\d{0,9})\]$/;

interface Entry {
  name: string;
  value: unknown;
}

const malformed = () => new AppError('bad_request', 'error.multipart_malformed');

/** The parts' fields and files in the order they came; errors of the parse itself are malformed. */
async function readParts(req: FastifyRequest): Promise<Entry[]> {
  const entries: Entry[] = [];
  try {
    for await (const part of req.parts(req.routeOptions.config.multipartOptions)) {
      if (part.type === 'file') entries.push({ name: part.fieldname, value: await part.toBuffer() });
      else entries.push({ name: part.fieldname, value: part.value });
    }
  } catch (err) {
    // @fastify/multipart's own errors (limits, prototype names, a JSON part that is not) carry a
    // code and a status; busboy's (the body itself is broken) are plain errors.
    if ((err as { statusCode?: unknown }).statusCode !== undefined) throw err;
    throw malformed();
  }
  return entries;
}

/** The body of the entries: plain names as they came (repeated: an array), bracketed ones as lists. */
export function formBody(entries: readonly Entry[]): Record<string, unknown> {
  const groups = new Map<string, { index?: number; value: unknown }[]>();
  const listed = new Set<string>();
  for (const { name, value } of entries) {
    const m = bracketed.exec(name);
    const base = m?.[1] ?? name;
    // The parser refuses such plain names; `constructor[]` must not get past as `constructor`.
    if (base in Object.prototype) throw malformed();
    if (m) listed.add(base);
    const index = m?.[2] ? Number(m[2]) : undefined;
    const group = groups.get(base) ?? [];
    group.push({ index, value });
    groups.set(base, group);
  }
  const body: Record<string, unknown> = {};
  for (const [name, group] of groups) {
    if (!listed.has(name)) {
      body[name] = group.length === 1 ? group[0]?.value : group.map((g) => g.value);
      continue;
    }
    // PHP's keys: `[]` (and a plain name beside bracketed ones) takes the next index after the
    // highest so far; a given index replaces what was there.
    const slots = new Map<number, unknown>();
    let next = 0;
    for (const g of group) {
      const key = g.index ?? next;
      slots.set(key, g.value);
      next = Math.max(next, key + 1);
    }
    body[name] = [...slots.entries()]
      .sort(([a], [b]) => a - b)
      .map(([, v]) => v)
      .filter((v) => v !== '');
  }
  return body;
}

export default fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (req) => {
    if (!req.isMultipart()) return;
    req.body = formBody(await readParts(req));
  });
});
