import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** How a reply's bytes are encoded: as they are, or compressed as the request accepts. */
export type Encoding = 'identity' | 'gzip' | 'br';

/**
 * What a merchant's reply says for a span of time, table aside: the store and its status, the
 * categories offered, the menu version and the render's instant. Valid from `from` until `until`
 * (valid-until.ts); a clock set back before `from` renders again too.
 */
export interface StoreRender {
  from: number;
  until: number;
  store: string;
  categories: string;
  version: number;
}

/**
 * One table's reply for a store render: the JSON bytes, and gzip and brotli of them made once on
 * first demand (in the thread pool: a full-quality brotli of a large menu takes milliseconds).
 * The ETag names the JSON; each encoding gets its own strong tag (`"<tag>-br"`), since its bytes
 * differ, and a revalidation with any of them matches.
 */
export class Render {
  readonly json: Buffer;
  readonly tag: string;
  private readonly encoded: Partial<Record<'gzip' | 'br', Buffer | Promise<Buffer>>> = {};

  constructor(
    readonly owner: StoreRender,
    tableName: string,
  ) {
    const table = JSON.stringify({ name: tableName });
    const generatedAt = new Date(owner.from).toISOString();
    this.json = Buffer.from(
      `{"data":{"store":${owner.store},"table":${table},"categories":${owner.categories},"menu_version":${owner.version},"generated_at":"${generatedAt}"}}`,
    );
    this.tag = createHash('sha256').update(this.json).digest('base64url').slice(0, 27);
  }

  etag(encoding: Encoding): string {
    return encoding === 'identity' ? `"${this.tag}"` : `"${this.tag}-${encoding}"`;
  }

  /** Whether an If-None-Match header names this render (in any of its encodings). */
  matches(ifNoneMatch: string): boolean {
    if (ifNoneMatch.trim() === '*') return true;
    for (const part of ifNoneMatch.split(',')) {
      const t = part.trim().replace(/^W\//, '');
      if (t === `"${this.tag}"` || t === `"${this.tag}-gzip"` || t === `"${this.tag}-br"`) return true;
    }
    return false;
  }

  bytes(encoding: Encoding): Buffer | Promise<Buffer> {
    if (encoding === 'identity') return this.json;
    const found = this.encoded[encoding];
    if (found) return found;
    const made = (
      encoding === 'br'
        ? brotli(this.json, {
            params: {
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: this.json.length,
            },
          })
        : gzipAsync(this.json, { level: 9 })
    ).then(
      (buf) => {
        this.encoded[encoding] = buf;
        return buf;
      },
      (err: unknown) => {
        delete this.encoded[encoding];
        throw err;
      },
    );
    this.encoded[encoding] = made;
    return made;
  }
}

const chosen = new Map<string, Encoding>();

/**
 * The encoding to send for an Accept-Encoding header: brotli, else gzip, else none; `q=0`
 * refuses one. Browsers send a handful of distinct headers, so answers are remembered (bounded).
 */
export function encodingFor(accept: string | undefined): Encoding {
  if (!accept) return 'identity';
  const known = chosen.get(accept);
  if (known) return known;
  const q = new Map<string, number>();
  for (const part of accept.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const qp = params.find((p) => p.startsWith('q='));
    q.set(name, qp ? Number(qp.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  const encoding: Encoding = ok('br') ? 'br' : ok('gzip') ? 'gzip' : 'identity';
  if (chosen.size < 256) chosen.set(accept, encoding);
  return encoding;
}
