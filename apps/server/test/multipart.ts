import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';

export type FilePart = { filename: string; type: string; data: Buffer };

export type FormValue = string | FilePart;

/** A multipart/form-data body as a browser builds it, for `app.inject`; an array repeats the field. */
export function form(fields: Record<string, FormValue | FormValue[]>) {
  const boundary = `----meja${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, values] of Object.entries(fields)) {
    for (const value of Array.isArray(values) ? values : [values]) {
      const head =
        typeof value === 'string'
          ? `Content-Disposition: form-data; name="${name}"\r\n\r\n`
          : `Content-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.type}\r\n\r\n`;
      parts.push(Buffer.from(`--${boundary}\r\n${head}`));
      parts.push(typeof value === 'string' ? Buffer.from(value) : value.data);
      parts.push(Buffer.from('\r\n'));
    }
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  } satisfies InjectOptions;
}
