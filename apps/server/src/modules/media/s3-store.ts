import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { checkKey, type MediaStore } from './store-types';

export interface S3Options {
  bucket: string;
  /** e.g. https://s3.ap-southeast-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://127.0.0.1:9000 */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO and most self-hosted servers). */
  forcePathStyle: boolean;
}

/**
 * Media in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2...). Requests are
 * signed with AWS Signature V4 by aws4fetch (docs/adr/0004-media-storage.md says why not the AWS
 * SDK); payloads are signed too, so a bucket that refuses unsigned payloads still accepts them.
 */
export function createS3Store(o: S3Options): MediaStore {
  const client = new AwsClient({
    accessKeyId: o.accessKeyId,
    secretAccessKey: o.secretAccessKey,
    region: o.region,
    service: 's3',
    retries: 2,
  });
  const endpoint = new URL(o.endpoint ?? `https://s3.${o.region}.amazonaws.com`);
  const base = endpoint.toString().replace(/\/+$/, '');
  const bucketUrl = o.forcePathStyle
    ? `${base}/${encodeURIComponent(o.bucket)}`
    : `${endpoint.protocol}//${o.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/+$/, '')}`;
  const urlOf = (key: string) => `${bucketUrl}/${checkKey(key).split('/').map(encodeURIComponent).join('/')}`;

  async function fail(res: Response, what: string): Promise<never> {
    const detail = (await res.text().catch(() => '')).slice(0, 300);
    throw new Error(`S3 ${what} failed: ${res.status} ${res.statusText} ${detail}`);
  }

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      const res = await client.fetch(urlOf(key), {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: {
          'content-type': contentType,
          'x-amz-content-sha256': createHash('sha256').update(bytes).digest('hex'),
        },
      });
      if (!res.ok) await fail(res, `PUT ${key}`);
      await res.arrayBuffer();
    },
    async get(key) {
      const res = await client.fetch(urlOf(key), { method: 'GET' });
      if (res.status === 404) {
        await res.arrayBuffer();
        return undefined;
      }
      if (!res.ok) return fail(res, `GET ${key}`);
      const body = Buffer.from(await res.arrayBuffer());
      const contentType = res.headers.get('content-type') ?? 'application/octet-stream';
      return { body, contentType, size: body.length };
    },
    async delete(key) {
      const res = await client.fetch(urlOf(key), { method: 'DELETE' });
      if (!res.ok && res.status !== 404) await fail(res, `DELETE ${key}`);
      await res.arrayBuffer();
    },
  };
}
