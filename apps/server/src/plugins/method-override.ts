import type { IncomingMessage } from 'node:http';

const overridable = new Set(['PUT', 'PATCH', 'DELETE']);

/**
 * Laravel-style `POST ...?_method=PUT`: the old client sends multipart updates this way (SPEC §7).
 * Used as Fastify's `rewriteUrl`, which runs before routing, so the request reaches the PUT,
 * PATCH or DELETE route with its body (multipart included) untouched.
 */
export function methodOverride(req: IncomingMessage): string {
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  if (req.method !== 'POST' || q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  const wanted = params.get('_method')?.toUpperCase();
  if (!wanted || !overridable.has(wanted)) return url;
  req.method = wanted;
  params.delete('_method');
  const rest = params.toString();
  return rest ? `${url.slice(0, q)}?${rest}` : url.slice(0, q);
}
